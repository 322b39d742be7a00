import { useId, useState } from 'react'
import { useBlocker } from '@tanstack/react-router'
import { useMutation } from '@tanstack/react-query'
import { useStore } from '@tanstack/react-form'
import { FormattedMessage, useIntl } from 'react-intl'
import { ArrowLeftIcon } from 'lucide-react'
import { Card } from '~/components/ui/card'
import { Button } from '~/components/ui/button'
import { useLocale } from '~/i18n/useLocale'
import { daysWithTimes, proposalErrors, proposalInstants, type DayTimes } from '~/lib/booking-times'
import { appointmentMutations } from '~/queries/appointments'
import { useAppForm } from '~/components/form/form-hook'
import { submitChange } from '~/components/shared/show-result'
import { ProposalPicker, ProposalProblems, type DoctorHours } from './ProposalPicker'

/**
 * The add-dates screen (spec part 1 §4): pick days and times, send them, a confirmation, back to the
 * date tab. Leaving with times not sent asks first, in the app and for the browser (reload, close).
 */
export function AddDatesScreen({
  appointmentId,
  zone,
  doctor,
  onDone,
}: {
  appointmentId: string
  zone: string
  doctor: DoctorHours
  /** back to the date tab; `sent`: the times are saved, nothing is left to lose, and the page confirms it */
  onDone: (sent?: boolean) => void
}) {
  const intl = useIntl()
  const locale = useLocale()
  const id = useId()
  const [sent, setSent] = useState(false)
  const send = useMutation(appointmentMutations.requestDates(locale, appointmentId))
  const form = useAppForm({
    defaultValues: { times: {} as DayTimes },
    onSubmit: ({ value, formApi }) =>
      submitChange(intl, send.mutateAsync(proposalInstants(value.times, zone)), {
        successId: null,
        done: () => {
          setSent(true)
          onDone(true)
        },
        // The API's problems with the proposal (the same rule as the picker's) go under the picker.
        showFieldErrors: (messages) =>
          formApi.setFieldMeta('times', (meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: messages } })),
      }),
  })
  const times = useStore(form.store, (state) => state.values.times)
  const dirty = daysWithTimes(times).length > 0 && !sent
  useBlocker({
    shouldBlockFn: () => !window.confirm(intl.formatMessage({ id: 'appointments.leave_unsaved' })),
    enableBeforeUnload: () => dirty,
    disabled: !dirty,
  })

  return (
    <Card as="section" aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <div className="flex items-center gap-2">
        <Button
          variant="ghost"
          size="icon"
          aria-label={intl.formatMessage({ id: 'appointments.back_to_appointment' })}
          onClick={() => onDone()}
        >
          <ArrowLeftIcon aria-hidden className="size-5 rtl:-scale-x-100" />
        </Button>
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          <FormattedMessage id="appointments.propose_other_times" />
        </h2>
      </div>
      <form.AppForm>
        <form.Form className="flex flex-col gap-4">
          {/* The contract's limits on a proposal (`problemsOf`), checked on sending: shown until the next send. */}
          <form.Field name="times" validators={{ onSubmit: ({ value }) => proposalErrors(value, zone) }}>
            {(field) => (
              <>
                <ProposalPicker times={field.state.value} onChange={field.handleChange} zone={zone} doctor={doctor} />
                <ProposalProblems problems={field.state.meta.errors.filter((error): error is string => typeof error === 'string')} />
              </>
            )}
          </form.Field>
          <form.SubmitButton className="self-start" disabled={proposalInstants(times, zone).length === 0}>
            <FormattedMessage id="appointments.send_times" />
          </form.SubmitButton>
        </form.Form>
      </form.AppForm>
    </Card>
  )
}
