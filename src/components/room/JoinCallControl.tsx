import { VideoIcon } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Button } from '~/components/ui/button'
import { Spinner } from '~/components/ui/spinner'
import { useLocale } from '~/i18n/useLocale'
import { formatDateTime } from '#contract/date-format'
import { useJoinClock, useJoinRoom } from './join-room'
import { formatCountdown, joinState, type JoinCandidate } from '#contract/join-call'

/**
 * The join-call control (spec part 1 §4, contract/join-call.ts): 'call starts at' the date until 10
 * minutes before, then an active Join with a countdown to the start. Joining opens the room with a
 * one-time ticket in a full page load, the only page allowed the camera and microphone.
 */
export function JoinCallControl({
  appointment,
  zone,
  describedBy,
}: {
  appointment: JoinCandidate & { id: string }
  zone: string
  describedBy?: string
}) {
  const intl = useIntl()
  const locale = useLocale()
  const now = useJoinClock()
  const { join, pending } = useJoinRoom()
  if (!now) return null
  const state = joinState(appointment, now)
  if (state.kind === 'hidden') return null
  if (state.kind === 'starts_at') {
    return (
      <p className="flex items-center gap-2 text-sm text-muted">
        <VideoIcon aria-hidden className="size-4" />
        <FormattedMessage id="room.call_starts_at" values={{ date: formatDateTime(state.date, zone, locale) }} />
      </p>
    )
  }
  return (
    <div className="flex flex-col items-start gap-1">
      <Button size="sm" onClick={() => join(appointment.id)} disabled={pending} aria-describedby={describedBy}>
        {pending ? <Spinner label={intl.formatMessage({ id: 'ui.loading' })} className="text-current" /> : <VideoIcon aria-hidden />}
        <FormattedMessage id="room.join_call" />
      </Button>
      {state.countdown !== null && (
        <p className="text-xs text-muted" role="timer" aria-live="off">
          <FormattedMessage id="room.call_starts_in" values={{ countdown: formatCountdown(state.countdown) }} />
        </p>
      )}
    </div>
  )
}
