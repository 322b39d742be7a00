import { useId, useState } from 'react'
import { useBlocker } from '@tanstack/react-router'
import { useMutation } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { ArrowLeftIcon } from 'lucide-react'
import { Card } from '~/components/ui/card'
import { Button } from '~/components/ui/button'
import { useLocale } from '~/i18n/useLocale'
import { daysWithTimes, problemsOf, proposalInstants, type DayTimes } from '~/lib/booking-times'
import { appointmentMutations } from '~/queries/appointments'
import { changeToasts } from '~/components/shared/show-result'
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
  const [times, setTimes] = useState<DayTimes>({})
  const [problems, setProblems] = useState<string[]>([])
  const [sent, setSent] = useState(false)
  const send = useMutation(appointmentMutations.requestDates(locale, appointmentId))
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
      <ProposalPicker times={times} onChange={setTimes} zone={zone} doctor={doctor} />
      <ProposalProblems problems={problems} />
      <Button
        className="self-start"
        disabled={proposalInstants(times, zone).length === 0 || send.isPending}
        onClick={() => {
          const found = problemsOf(times, zone)
          setProblems(found)
          if (found.length) return
          send.mutate(
            proposalInstants(times, zone),
            changeToasts(intl, null, {
              done: () => {
                setSent(true)
                onDone(true)
              },
              showFieldErrors: setProblems,
            }),
          )
        }}
      >
        <FormattedMessage id="appointments.send_times" />
      </Button>
    </Card>
  )
}
