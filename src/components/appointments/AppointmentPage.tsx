import { lazy, Suspense, useState, type ComponentProps, type ReactNode } from 'react'
import { getRouteApi, Link } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { ArrowLeftIcon, EllipsisIcon } from 'lucide-react'
import { DoctorAvatar } from '~/components/doctors/DoctorAvatar'
import { Card } from '~/components/ui/card'
import { Bdi } from '~/components/ui/bidi'
import { Button, type ButtonProps } from '~/components/ui/button'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs'
import { langParam } from '~/i18n/locales'
import { useLocale } from '~/i18n/useLocale'
import type { AppointmentModal, AppointmentTab } from '~/lib/appointment-search'
import { formatEuro } from '~/lib/format'
import { timeZoneName } from '~/lib/time-zones'
import { formatDateTime } from '#contract/date-format'
import { appointmentQueries, type AppointmentDetails } from '~/queries/appointments'
import { PLAN_KIND, showsPayNow } from '#contract/appointments'
import { offeredModals } from './appointment-dialogs'
import { acceptedDate, doctorFullName, joinCandidate, statusOf } from './appointment-helpers'
import { JoinCallControl } from '~/components/room/JoinCallControl'
import { AppointmentDialogs } from './AppointmentDialogs'
import { DatesTab } from './DatesTab'
import { FilesTab } from './FilesTab'
import { MessagesTab } from './MessagesTab'
import { ReportsTab } from './ReportsTab'
import { StatusBadge } from './StatusBadge'
import { usePatientZone } from '~/components/shared/use-patient-zone'
import { PaymentReturn } from '~/components/payments/PaymentReturn'
import { PlanName } from '~/components/shared/PlanName'
import { useLanguageNames } from './language-names'
import { useSuspenseData } from '~/queries/suspense-data'

const route = getRouteApi('/{-$lang}/appointments/$id')

// Loads when a change is first confirmed.
const StatusDialog = lazy(() => import('./StatusDialog'))

/** A confirmation of the date negotiation (spec part 1 §4): a status dialog saying what happened, then back to the appointment. */
type Confirmation = Pick<ComponentProps<typeof StatusDialog>, 'titleId' | 'messageId' | 'messageValues'>
const TIMES_SENT: Confirmation = { titleId: 'appointments.times_sent_title', messageId: 'appointments.times_sent' }

/** Named beside its query; re-exported for the appointment screens that import it from here. */
export type { AppointmentDetails }

/**
 * Which tabs an appointment shows (spec part 1 §2): the date for a video call, reports only when there
 * is a report or a report file, then files and links, and messages. Unlike the spec's screen, the date
 * tab stays once a time is agreed and shows it (issue 26 #8, ADR 0046): confirming a time no longer
 * takes the tab the patient is on away from under them.
 */
export function visibleTabs(appointment: Pick<AppointmentDetails, 'plan' | 'report' | 'reports_file'>): AppointmentTab[] {
  const tabs: AppointmentTab[] = []
  if (appointment.plan.type === PLAN_KIND.video_call) tabs.push('dates')
  if (appointment.report || appointment.reports_file.length > 0) tabs.push('reports')
  tabs.push('files', 'messages')
  return tabs
}

/** The tab an appointment opens on: its date while one is to be agreed, else its report, else the first. */
export function defaultTab(appointment: Pick<AppointmentDetails, 'dates'>, tabs: readonly AppointmentTab[]): AppointmentTab {
  if (tabs.includes('dates') && !acceptedDate(appointment)) return 'dates'
  return tabs.includes('reports') ? 'reports' : tabs[0]!
}

/** `appointments/{id}`: one appointment, its tabs and the details card (spec part 1 §2, §4). */
export function AppointmentPage() {
  const intl = useIntl()
  const locale = useLocale()
  const lang = langParam(locale)
  const { id } = route.useParams()
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const zone = usePatientZone()
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null)
  const data = useSuspenseData(appointmentQueries.detail(locale, id))
  // The translator's languages by the API's names: asked for only by an appointment with a translator,
  // as the loader does (another one's page asked for them once hydrated, to show nothing).
  const { nameOf: languageName } = useLanguageNames(locale, Boolean(data?.appointment_translators.length))
  // The loader answered 404 for a missing one; it can vanish later (deleted account elsewhere).
  if (!data) return null
  const appointment = data
  const tabs = visibleTabs(appointment)
  const tab = search.tab && tabs.includes(search.tab) ? search.tab : defaultTab(appointment, tabs)
  const name = doctorFullName(appointment.doctor)
  const agreed = acceptedDate(appointment)
  const translator = appointment.appointment_translators[0]
  // A dialog's open state is the address's `?modal=`, so a reload or a shared link keeps it.
  const openModal = (modal: AppointmentModal | undefined) =>
    navigate({ search: (prev) => ({ ...prev, modal }), replace: true, resetScroll: false })
  const offered = offeredModals(appointment)
  const dialogButton = (modal: AppointmentModal, label: ReactNode, props: ButtonProps = {}) =>
    offered.includes(modal) && (
      <Button aria-haspopup="dialog" onClick={() => openModal(modal)} {...props}>
        {label}
      </Button>
    )

  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <Link
        to="/{-$lang}/appointments"
        params={{ lang }}
        className="flex w-fit items-center gap-2 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeftIcon aria-hidden className="size-4 rtl:-scale-x-100" />
        <FormattedMessage id="appointments.all_appointments" />
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">
          <FormattedMessage id="appointments.appointment_with" values={{ name: <Bdi>{name}</Bdi> }} />
        </h1>
        <StatusBadge status={statusOf(appointment)} />
        {dialogButton(
          'options',
          <>
            <EllipsisIcon aria-hidden className="size-4" />
            <FormattedMessage id="appointments.options" />
          </>,
          { variant: 'outline', size: 'sm', className: 'ms-auto' },
        )}
      </div>

      <div className="flex flex-col gap-6 tablet:flex-row tablet:items-start">
        <Tabs
          value={tab}
          onValueChange={(next) =>
            navigate({ search: (prev) => ({ ...prev, tab: next as AppointmentTab }), replace: true, resetScroll: false })
          }
          className="flex min-w-0 flex-1 flex-col gap-4"
        >
          <TabsList aria-label={intl.formatMessage({ id: 'appointments.tabs_label' })} className="flex-wrap self-start">
            {tabs.map((value) => (
              <TabsTrigger key={value} value={value}>
                <FormattedMessage id={`appointments.tab_${value}`} />
              </TabsTrigger>
            ))}
          </TabsList>
          {tabs.includes('dates') && (
            <TabsContent value="dates">
              <DatesTab
                appointment={appointment}
                zone={zone}
                addingDates={search.screen === 'add-dates'}
                onAddingDatesChange={(open, sent) => {
                  navigate({
                    search: (prev) => ({ ...prev, screen: open ? 'add-dates' : undefined }),
                    resetScroll: false,
                    ignoreBlocker: sent,
                  })
                  if (sent) setConfirmation(TIMES_SENT)
                }}
                onDateConfirmed={(date) =>
                  setConfirmation({
                    titleId: 'appointments.time_confirmed_title',
                    messageId: 'appointments.time_confirmed',
                    messageValues: { date: <time dateTime={date}>{formatDateTime(date, zone, locale)}</time> },
                  })
                }
              />
            </TabsContent>
          )}
          {tabs.includes('reports') && (
            <TabsContent value="reports">
              <ReportsTab appointment={appointment} />
            </TabsContent>
          )}
          <TabsContent value="files">
            <FilesTab appointment={appointment} />
          </TabsContent>
          <TabsContent value="messages">
            <MessagesTab appointment={appointment} zone={zone} />
          </TabsContent>
        </Tabs>

        {/* The details side card: 424 px wide beside the tabs (spec part 1 §2). */}
        <Card as="aside" aria-labelledby="appointment-details" className="flex w-full flex-col gap-4 tablet:w-[424px] tablet:shrink-0">
          <h2 id="appointment-details" className="text-lg font-semibold">
            <FormattedMessage id="appointments.details" />
          </h2>
          <div className="flex items-center gap-3">
            <DoctorAvatar src={appointment.doctor.avatar} name={name} decorative className="size-12" />
            <div className="min-w-0">
              <p className="font-medium">{name}</p>
              {appointment.doctor.professional_title && <p className="text-sm text-muted">{appointment.doctor.professional_title}</p>}
            </div>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-muted">
              <FormattedMessage id="appointments.consultation" />
            </dt>
            <dd>
              <PlanName plan={appointment.plan} />
            </dd>
            <dt className="text-muted">
              <FormattedMessage id="appointments.agreed_date" />
            </dt>
            <dd className="flex flex-col items-start gap-2">
              {agreed ? (
                <time dateTime={agreed.date}>{formatDateTime(agreed.date, zone, locale)}</time>
              ) : (
                <FormattedMessage id="appointments.no_date" />
              )}
              <JoinCallControl appointment={joinCandidate(appointment)} zone={zone} />
            </dd>
            <dt className="text-muted">
              <FormattedMessage id="appointments.price" />
            </dt>
            <dd>{formatEuro(appointment.price, locale)}</dd>
            <dt className="text-muted">
              <FormattedMessage id="appointments.payment" />
            </dt>
            <dd className="flex flex-wrap items-center gap-3">
              <FormattedMessage id={appointment.paid ? 'appointments.paid' : 'appointments.not_paid'} />
              {showsPayNow({ status: statusOf(appointment), paid: appointment.paid }) && (
                <Button asChild size="sm">
                  <Link to="/{-$lang}/payment/$payKey" params={{ lang: langParam(locale), payKey: appointment.payKey }}>
                    <FormattedMessage id="appointments.pay_now" />
                  </Link>
                </Button>
              )}
            </dd>
            {translator && (
              <>
                <dt className="text-muted">
                  <FormattedMessage id="appointments.translator" />
                </dt>
                <dd>
                  {languageName(translator.translator_plan.lang_1)} – {languageName(translator.translator_plan.lang_2)}
                </dd>
              </>
            )}
            {appointment.reason && (
              <>
                <dt className="text-muted">
                  <FormattedMessage id="appointments.reason" />
                </dt>
                <Bdi as="dd" className="whitespace-pre-line">
                  {appointment.reason}
                </Bdi>
              </>
            )}
          </dl>
          {appointment.status_reason && (
            <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm">
              <FormattedMessage id="appointments.status_reason" values={{ reason: <Bdi>{appointment.status_reason}</Bdi> }} />
            </p>
          )}
          <p className="text-xs text-muted">
            <FormattedMessage id="appointments.times_in_zone" values={{ zone: timeZoneName(zone, locale) }} />
          </p>
          {dialogButton(
            'translator',
            <FormattedMessage id={translator ? 'appointments.change_translator' : 'appointments.add_translator'} />,
            {
              variant: 'outline',
            },
          )}
          {dialogButton('cancel', <FormattedMessage id="appointments.cancel_appointment" />, {
            variant: 'outline',
            className: 'text-red-700',
          })}
          {appointment.review ? (
            <p className="text-sm">
              <FormattedMessage id="appointments.your_review" />:{' '}
              <FormattedMessage id="appointments.stars" values={{ n: appointment.review.rating }} />
              {appointment.review.comment && (
                <Bdi as="span" className="block text-muted">
                  {appointment.review.comment}
                </Bdi>
              )}
            </p>
          ) : (
            dialogButton('review', <FormattedMessage id="appointments.write_review" />, { variant: 'secondary' })
          )}
        </Card>
      </div>
      <PaymentReturn />
      <AppointmentDialogs appointment={appointment} modal={search.modal} openModal={openModal} />
      {confirmation && (
        <Suspense fallback={null}>
          <StatusDialog open onOpenChange={() => setConfirmation(null)} {...confirmation} />
        </Suspense>
      )}
    </main>
  )
}
