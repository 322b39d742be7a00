import { useId, useState } from 'react'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { useMutation, useSuspenseQuery } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { PlusIcon, XIcon } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { Textarea } from '~/components/ui/textarea'
import { toast } from '~/components/ui/toast'
import { langParam } from '~/i18n/locales'
import { useLocale } from '~/i18n/useLocale'
import type { BookingStep } from '~/lib/appointment-search'
import { canAddTime, canUseDay, daysWithTimes, proposalInstants, stripDays, todayIn } from '~/lib/booking-times'
import { formatEuro } from '~/lib/format'
import { privateActionNeed } from '~/lib/profile-completeness'
import { timeZoneLabel } from '~/lib/time-zones'
import { cn } from '~/lib/utils'
import { formatDateTime } from '~/lib/zoned-dates'
import { appointmentMutations } from '~/queries/appointments'
import { doctorQueries } from '~/queries/doctors'
import { sessionQueries } from '~/queries/session'
import { proposalProblems } from '../../../contract/appointments'
import { doctorFullName } from './appointment-helpers'
import { useBookingDraft } from './booking-draft'
import { usePatientZone } from './use-patient-zone'

const route = getRouteApi('/{-$lang}/book-appointment')

/**
 * `/book-appointment` (issue 12, spec part 1 §5): the doctor's plan, then proposed times (a strip of
 * 14 days, up to five times a day on up to five days), then the reason; the request opens the new
 * appointment. An incomplete profile is completed first.
 */
export function BookAppointmentPage() {
  const intl = useIntl()
  const locale = useLocale()
  const lang = langParam(locale)
  const id = useId()
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const goTo = useNavigate()
  const zone = usePatientZone()
  const { data: user } = useSuspenseQuery(sessionQueries.currentUser(locale))
  const { data: doctor } = useSuspenseQuery(doctorQueries.bySlug(locale, search.doctor ?? ''))
  const [draft, setDraft, clearDraft] = useBookingDraft(search.doctor ?? '')
  const [firstDay, setFirstDay] = useState(() => todayIn(zone))
  const [day, setDay] = useState<string | null>(null)
  const [problems, setProblems] = useState<string[]>([])
  const book = useMutation(appointmentMutations.book(locale))
  if (!doctor) return null

  const name = doctorFullName(doctor)
  const plan = doctor.plans.find((candidate) => Number(candidate.id) === search.plan) ?? null
  const step: BookingStep = !plan ? 'plan' : (search.step ?? 'dates')
  const setStep = (next: BookingStep, planId = plan?.id) => navigate({ search: (prev) => ({ ...prev, plan: planId ? Number(planId) : undefined, step: next }), resetScroll: false })
  const need = privateActionNeed(user, { verifiedEmail: true })
  const today = todayIn(zone)
  const days = stripDays(firstDay)
  const rows = day ? (draft.times[day]?.length ? draft.times[day]! : ['']) : []
  const setRows = (next: string[]) => day && setDraft({ ...draft, times: { ...draft.times, [day]: next } })
  const instants = proposalInstants(draft.times, zone)
  const dayLabel = (value: string) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${value}T00:00:00Z`))

  if (need) {
    return (
      <main className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10">
        <h1 className="text-2xl font-semibold">
          <FormattedMessage id="appointments.book_with" values={{ name }} />
        </h1>
        <section role="alertdialog" aria-labelledby={`${id}-complete`} className="flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-5">
          <h2 id={`${id}-complete`} className="text-lg font-semibold">
            <FormattedMessage id="auth.complete_profile_title" />
          </h2>
          <p>
            <FormattedMessage id="auth.complete_profile_text" />
          </p>
          <Button asChild className="self-start">
            <Link to="/{-$lang}/account" params={{ lang }} search={{ slug: 'personal-information' }}>
              <FormattedMessage id="auth.complete_now" />
            </Link>
          </Button>
        </section>
      </main>
    )
  }

  const submit = () => {
    const found = proposalProblems(
      instants.map((instant) => new Date(instant)),
      new Date(),
      (instant) => todayIn(zone, instant),
    )
    setProblems(found)
    if (found.length || !plan) return
    book.mutate(
      { doctorId: String(doctor.id), planId: String(plan.id), dates: instants, reason: draft.reason },
      {
        onSuccess: (result) => {
          if (!result.ok) {
            setProblems(result.fieldErrors.flatMap((error) => error.messages))
            if (!result.fieldErrors.length) toast({ title: result.message, variant: 'error' })
            return
          }
          clearDraft()
          toast({ title: intl.formatMessage({ id: 'appointments.booked' }), variant: 'success' })
          void goTo({ to: '/{-$lang}/appointments/$id', params: { lang, id: String(result.data) } })
        },
        onError: () => toast({ title: intl.formatMessage({ id: 'appointments.something_went_wrong' }), variant: 'error' }),
      },
    )
  }

  return (
    <main className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-10">
      <h1 className="text-2xl font-semibold">
        <FormattedMessage id="appointments.book_with" values={{ name }} />
      </h1>
      <ol aria-label={intl.formatMessage({ id: 'appointments.steps_label' })} className="flex gap-4 text-sm">
        {(['plan', 'dates', 'details'] as const).map((value, index) => (
          <li key={value} aria-current={value === step ? 'step' : undefined} className={cn('rounded-full px-3 py-1', value === step ? 'bg-brand-600 text-white' : 'bg-slate-100 text-muted')}>
            {index + 1}. <FormattedMessage id={`appointments.step_${value}`} />
          </li>
        ))}
      </ol>

      {step === 'plan' && (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-lg font-semibold">
            <FormattedMessage id="appointments.choose_plan" />
          </legend>
          {doctor.plans.map((candidate) => (
            <label key={candidate.id} className="flex cursor-pointer items-center justify-between gap-4 rounded-xl border border-slate-200 p-4 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50">
              <span className="flex items-center gap-3">
                <input type="radio" name={`${id}-plan`} checked={plan?.id === candidate.id} onChange={() => setStep('plan', candidate.id)} className="size-4 accent-brand-600" />
                <span>
                  <span className="block font-medium">{candidate.name}</span>
                  <span className="text-sm text-muted">
                    <FormattedMessage id={`appointments.plan_${candidate.type}`} />
                  </span>
                </span>
              </span>
              <span className="font-semibold">{formatEuro(candidate.price, locale)}</span>
            </label>
          ))}
          <Button className="self-start" disabled={!plan} onClick={() => setStep('dates')}>
            <FormattedMessage id="appointments.next" />
          </Button>
        </fieldset>
      )}

      {step === 'dates' && (
        <section aria-labelledby={`${id}-dates`} className="flex flex-col gap-4">
          <h2 id={`${id}-dates`} className="text-lg font-semibold">
            <FormattedMessage id="appointments.step_dates" />
          </h2>
          <p className="text-sm text-muted">
            <FormattedMessage id="appointments.times_in_zone" values={{ zone: timeZoneLabel(zone, locale) }} />
          </p>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-first`} className="text-sm font-medium">
              <FormattedMessage id="appointments.start_day" />
            </label>
            <Input id={`${id}-first`} type="date" min={today} value={firstDay} className="w-48" onChange={(event) => event.target.value >= today && setFirstDay(event.target.value)} />
          </div>
          {/* 14 days, 8 in view: 94 px items with 16 px gaps (spec part 1 §9). */}
          <div role="group" aria-label={intl.formatMessage({ id: 'appointments.days_label' })} className="flex max-w-[864px] gap-4 overflow-x-auto pb-2">
            {days.map((value) => {
              const date = new Date(`${value}T00:00:00Z`)
              const has = daysWithTimes(draft.times).includes(value)
              return (
                <button
                  key={value}
                  type="button"
                  aria-pressed={day === value}
                  disabled={!canUseDay(draft.times, value)}
                  onClick={() => setDay(value)}
                  className={cn(
                    'flex w-[94px] shrink-0 flex-col items-center gap-1 rounded-xl border px-2 py-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:opacity-40',
                    day === value ? 'border-brand-600 bg-brand-600 text-white' : has ? 'border-brand-300 bg-brand-50' : 'border-slate-200 bg-white',
                  )}
                >
                  <span>{new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(date)}</span>
                  <span className="text-lg font-semibold">{new Intl.DateTimeFormat(locale, { day: 'numeric', timeZone: 'UTC' }).format(date)}</span>
                  <span className="text-xs">{new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }).format(date)}</span>
                </button>
              )
            })}
          </div>
          {daysWithTimes(draft.times).length >= 5 && (
            <p className="text-sm text-muted">
              <FormattedMessage id="appointments.day_full" />
            </p>
          )}
          {day && (
            <fieldset className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4">
              <legend className="px-1 font-medium">
                <FormattedMessage id="appointments.times_for" values={{ day: dayLabel(day) }} />
              </legend>
              {rows.map((time, index) => (
                <div key={index} className="flex items-center gap-2">
                  <label htmlFor={`${id}-time-${index}`} className="w-20 text-sm">
                    <FormattedMessage id="appointments.time_label" values={{ n: index + 1 }} />
                  </label>
                  <Input
                    id={`${id}-time-${index}`}
                    type="time"
                    value={time}
                    className="w-36"
                    onChange={(event) => setRows(rows.map((value, at) => (at === index ? event.target.value : value)))}
                  />
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={intl.formatMessage({ id: 'appointments.remove_time' }, { n: index + 1 })}
                    onClick={() => setRows(rows.filter((_, at) => at !== index))}
                  >
                    <XIcon aria-hidden className="size-4" />
                  </Button>
                </div>
              ))}
              {rows.length <= 4 && (
                <Button variant="outline" size="sm" className="self-start" disabled={!canAddTime(rows)} onClick={() => setRows([...rows, ''])}>
                  <PlusIcon aria-hidden className="size-4" />
                  <FormattedMessage id="appointments.add_time" />
                </Button>
              )}
            </fieldset>
          )}
          <ChosenTimes instants={instants} zone={zone} />
          <Problems problems={problems} />
          <div className="flex gap-3">
            <Button variant="outline" onClick={() => setStep('plan')}>
              <FormattedMessage id="appointments.back" />
            </Button>
            <Button
              disabled={instants.length === 0}
              onClick={() => {
                const found = proposalProblems(
                  instants.map((instant) => new Date(instant)),
                  new Date(),
                  (instant) => todayIn(zone, instant),
                )
                setProblems(found)
                if (!found.length) setStep('details')
              }}
            >
              <FormattedMessage id="appointments.next" />
            </Button>
          </div>
        </section>
      )}

      {step === 'details' && plan && (
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault()
            submit()
          }}
        >
          <h2 className="text-lg font-semibold">
            <FormattedMessage id="appointments.step_details" />
          </h2>
          <p>
            {plan.name} · {formatEuro(plan.price, locale)}
          </p>
          <ChosenTimes instants={instants} zone={zone} />
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-reason`} className="text-sm font-medium">
              <FormattedMessage id="appointments.reason_label" />
            </label>
            <Textarea id={`${id}-reason`} value={draft.reason} maxLength={2000} onChange={(event) => setDraft({ ...draft, reason: event.target.value })} />
          </div>
          <Problems problems={problems} />
          <div className="flex gap-3">
            <Button variant="outline" onClick={() => setStep('dates')}>
              <FormattedMessage id="appointments.back" />
            </Button>
            <Button type="submit" disabled={instants.length === 0 || book.isPending}>
              <FormattedMessage id="appointments.submit_booking" />
            </Button>
          </div>
        </form>
      )}
    </main>
  )
}

function ChosenTimes({ instants, zone }: { instants: string[]; zone: string }) {
  const locale = useLocale()
  return (
    <section aria-label={useIntl().formatMessage({ id: 'appointments.chosen_times' })} className="flex flex-col gap-2">
      <h3 className="font-medium">
        <FormattedMessage id="appointments.chosen_times" />
      </h3>
      {instants.length === 0 ? (
        <p className="text-sm text-muted">
          <FormattedMessage id="appointments.no_times" />
        </p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {instants.map((instant) => (
            <li key={instant}>
              <time dateTime={instant}>{formatDateTime(instant, zone, locale)}</time>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function Problems({ problems }: { problems: string[] }) {
  const intl = useIntl()
  if (problems.length === 0) return null
  return (
    <ul role="alert" className="flex flex-col gap-1 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
      {problems.map((problem) => (
        <li key={problem}>{intl.formatMessage({ id: `validation.${problem}` })}</li>
      ))}
    </ul>
  )
}
