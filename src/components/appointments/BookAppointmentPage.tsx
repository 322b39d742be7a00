import { lazy, Suspense, useId, useState } from 'react'
import { getRouteApi, Link } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { Button } from '~/components/ui/button'
import { useFileUploads } from '~/components/uploads/FileUploads'
import { langParam } from '~/i18n/locales'
import { useLocale } from '~/i18n/useLocale'
import type { BookingStep } from '~/lib/appointment-search'
import { problemsOf, proposalInstants } from '~/lib/booking-times'
import { formatEuro } from '~/lib/format'
import { privateActionNeed } from '~/lib/profile-completeness'
import { cn } from '~/lib/utils'
import { doctorQueries } from '~/queries/doctors'
import { sessionQueries } from '~/queries/session'
import { doctorFullName } from './appointment-helpers'
import { useBookingDraft } from './booking-draft'
import { ProposalPicker, ProposalProblems } from './ProposalPicker'
import { usePatientZone } from '~/components/shared/use-patient-zone'
import { useSuspenseData } from '~/queries/suspense-data'

const route = getRouteApi('/{-$lang}/book-appointment')
/** The last step is one app form: the form library loads when the step is shown, not with the page. */
const BookingDetailsForm = lazy(() => import('./BookingDetailsForm'))

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
  const zone = usePatientZone()
  const user = useSuspenseData(sessionQueries.currentUser(locale))
  const doctor = useSuspenseData(doctorQueries.bySlug(locale, search.doctor ?? ''))
  const [draft, setDraft, clearDraft] = useBookingDraft(search.doctor ?? '')
  const [problems, setProblems] = useState<string[]>([])
  // Files go up as they are chosen; the booking attaches the uploaded ones (they are not kept across a reload).
  const uploads = useFileUploads()
  if (!doctor) return null

  const name = doctorFullName(doctor)
  const doctorHours = { hours: doctor.working_hours, zone: doctor.timezone ?? null }
  const plan = doctor.plans.find((candidate) => Number(candidate.id) === search.plan) ?? null
  const step: BookingStep = !plan ? 'plan' : (search.step ?? 'dates')
  const setStep = (next: BookingStep, planId = plan?.id) =>
    navigate({ search: (prev) => ({ ...prev, plan: planId ? Number(planId) : undefined, step: next }), resetScroll: false })
  const need = privateActionNeed(user, { verifiedEmail: true })
  const instants = proposalInstants(draft.times, zone)

  if (need) {
    return (
      <main className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10">
        <h1 className="text-2xl font-semibold">
          <FormattedMessage id="appointments.book_with" values={{ name }} />
        </h1>
        <section
          role="alertdialog"
          aria-labelledby={`${id}-complete`}
          className="flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-5"
        >
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

  return (
    <main className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-10">
      <h1 className="text-2xl font-semibold">
        <FormattedMessage id="appointments.book_with" values={{ name }} />
      </h1>
      <ol aria-label={intl.formatMessage({ id: 'appointments.steps_label' })} className="flex gap-4 text-sm">
        {(['plan', 'dates', 'details'] as const).map((value, index) => (
          <li
            key={value}
            aria-current={value === step ? 'step' : undefined}
            className={cn('rounded-full px-3 py-1', value === step ? 'bg-brand-600 text-white' : 'bg-slate-100 text-muted')}
          >
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
            <label
              key={candidate.id}
              className="flex cursor-pointer items-center justify-between gap-4 rounded-xl border border-slate-200 p-4 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
            >
              <span className="flex items-center gap-3">
                <input
                  type="radio"
                  name={`${id}-plan`}
                  checked={plan?.id === candidate.id}
                  onChange={() => setStep('plan', candidate.id)}
                  className="size-4 accent-brand-600"
                />
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
          <ProposalPicker times={draft.times} onChange={(times) => setDraft({ ...draft, times })} zone={zone} doctor={doctorHours} />
          <ProposalProblems problems={problems} />
          <div className="flex gap-3">
            <Button variant="outline" onClick={() => setStep('plan')}>
              <FormattedMessage id="appointments.back" />
            </Button>
            <Button
              disabled={instants.length === 0}
              onClick={() => {
                const found = problemsOf(draft.times, zone)
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
        <Suspense fallback={null}>
          <BookingDetailsForm
            doctorId={String(doctor.id)}
            plan={plan}
            draft={draft}
            setDraft={setDraft}
            clearDraft={clearDraft}
            instants={instants}
            zone={zone}
            doctorHours={doctorHours}
            uploads={uploads}
            problems={problems}
            setProblems={setProblems}
            onBack={() => setStep('dates')}
          />
        </Suspense>
      )}
    </main>
  )
}
