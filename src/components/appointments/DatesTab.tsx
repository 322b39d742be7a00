import { lazy, Suspense, useId, useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { Card } from '~/components/ui/card'
import { Button } from '~/components/ui/button'
import { useLocale } from '~/i18n/useLocale'
import { formatDateTime } from '#contract/date-format'
import { appointmentMutations } from '~/queries/appointments'
import { ACTIVE_STATUSES, currentProposal, SENDER } from '#contract/appointments'
import { acceptedDate, statusOf } from './appointment-helpers'
import { changeToasts } from '~/components/shared/show-result'
import type { AppointmentDetails } from './AppointmentPage'

// The add-dates screen (with the date arithmetic it needs) loads when it is opened.
const AddDatesScreen = lazy(() => import('./AddDatesScreen').then((module) => ({ default: module.AddDatesScreen })))

/**
 * The appointment date tab (spec part 1 §4 "Date negotiation"): when the doctor's times lead, the
 * patient picks one and confirms it; otherwise their own proposal is shown, read-only.
 */
export function DatesTab({
  appointment,
  zone,
  addingDates,
  onAddingDatesChange,
  onDateConfirmed,
}: {
  appointment: AppointmentDetails
  zone: string
  /** the add-dates screen is open (`?screen=add-dates`) */
  addingDates: boolean
  /** `sent`: leaving the screen with its times saved (no unsaved-work prompt) */
  onAddingDatesChange: (open: boolean, sent?: boolean) => void
  /** the picked time (ISO) is agreed: the page confirms it, and this tab shows it once the appointment refetches */
  onDateConfirmed: (date: string) => void
}) {
  const intl = useIntl()
  const locale = useLocale()
  const id = useId()
  const proposal = currentProposal(appointment.dates)
  const [picked, setPicked] = useState<string | null>(null)
  const approve = useMutation(appointmentMutations.approveDate(locale, appointment.id))
  const fromDoctor = proposal.sender === SENDER.doctor
  // Oldest of the run first, as they were offered.
  const dates = [...proposal.dates].reverse()
  const agreed = acceptedDate(appointment)

  if (agreed) {
    return (
      <Card as="section" aria-labelledby={`${id}-agreed`} className="flex flex-col gap-3">
        <h2 id={`${id}-agreed`} className="text-lg font-semibold">
          <FormattedMessage id="appointments.agreed_date" />
        </h2>
        <p className="text-lg">
          <time dateTime={agreed.date}>{formatDateTime(agreed.date, zone, locale)}</time>
        </p>
        {ACTIVE_STATUSES.includes(statusOf(appointment)) && (
          <p className="text-sm text-muted">
            <FormattedMessage id="appointments.agreed_date_hint" />
          </p>
        )}
      </Card>
    )
  }
  if (addingDates) {
    return (
      <Suspense fallback={null}>
        <AddDatesScreen
          appointmentId={appointment.id}
          zone={zone}
          doctor={{ hours: appointment.doctor.working_hours, zone: appointment.doctor.timezone ?? null }}
          onDone={(sent) => onAddingDatesChange(false, sent)}
        />
      </Suspense>
    )
  }
  const proposeOther = (
    <Button variant="outline" className="self-start" onClick={() => onAddingDatesChange(true)}>
      <FormattedMessage id="appointments.propose_other_times" />
    </Button>
  )

  if (!fromDoctor) {
    return (
      <Card as="section" aria-labelledby={`${id}-own`} className="flex flex-col gap-3">
        <h2 id={`${id}-own`} className="text-lg font-semibold">
          <FormattedMessage id="appointments.own_dates_title" />
        </h2>
        <p className="text-sm text-muted">
          <FormattedMessage id="appointments.own_dates_hint" />
        </p>
        <ul className="flex flex-col gap-2">
          {dates.map((date) => (
            <li key={date.id} className="rounded-lg bg-slate-50 px-3 py-2">
              <time dateTime={date.date}>{formatDateTime(date.date, zone, locale)}</time>
            </li>
          ))}
        </ul>
        {proposeOther}
      </Card>
    )
  }

  return (
    <Card
      as="form"
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault()
        const date = dates.find((candidate) => candidate.id === picked)
        if (!date) return
        approve.mutate(date.id, changeToasts(intl, null, { done: () => onDateConfirmed(date.date) }))
      }}
    >
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-lg font-semibold">
          <FormattedMessage id="appointments.doctor_dates_title" />
        </legend>
        <p className="text-sm text-muted">
          <FormattedMessage id="appointments.doctor_dates_hint" />
        </p>
        {dates.map((date) => (
          <label
            key={date.id}
            className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name={`${id}-date`}
              value={date.id}
              checked={picked === date.id}
              onChange={() => setPicked(date.id)}
              className="size-4 accent-brand-600"
            />
            <time dateTime={date.date}>{formatDateTime(date.date, zone, locale)}</time>
          </label>
        ))}
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={!picked || approve.isPending}>
          <FormattedMessage id="appointments.confirm_date" />
        </Button>
        {proposeOther}
      </div>
    </Card>
  )
}
