import { useSyncExternalStore } from 'react'
import { useMutation } from '@tanstack/react-query'
import { VideoIcon } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Button } from '~/components/ui/button'
import { Spinner } from '~/components/ui/spinner'
import { toast } from '~/components/ui/toast'
import { useLocale } from '~/i18n/useLocale'
import { formatDateTime } from '~/lib/zoned-dates'
import { roomMutations } from '~/queries/room'
import { formatCountdown, joinState, type JoinCandidate } from '../../../contract/join-call'

/** The clock in whole seconds, ticking every second; null in the server render, so hydration matches. */
const subscribeToSeconds = (tick: () => void) => {
  const timer = window.setInterval(tick, 1000)
  return () => window.clearInterval(timer)
}
function useNow(): Date | null {
  const seconds = useSyncExternalStore(
    subscribeToSeconds,
    () => Math.floor(Date.now() / 1000),
    () => null,
  )
  return seconds === null ? null : new Date(seconds * 1000)
}

/**
 * The join-call control (spec part 1 §4, contract/join-call.ts): 'call starts at' the date until 10
 * minutes before, then an active Join with a countdown to the start. Joining opens the room with a
 * one-time ticket in a full page load, the only page allowed the camera and microphone.
 */
export function JoinCallControl({ appointment, zone, describedBy }: { appointment: JoinCandidate & { id: string }; zone: string; describedBy?: string }) {
  const intl = useIntl()
  const locale = useLocale()
  const now = useNow()
  const open = useMutation(roomMutations.open(locale))
  const state = joinState(appointment, now ?? new Date(0))
  if (state.kind === 'hidden' || !now) return null
  if (state.kind === 'starts_at') {
    return (
      <p className="flex items-center gap-2 text-sm text-muted">
        <VideoIcon aria-hidden className="size-4" />
        <FormattedMessage id="appointments.call_starts_at" values={{ date: formatDateTime(state.date, zone, locale) }} />
      </p>
    )
  }
  const join = () =>
    open.mutate(appointment.id, {
      onSuccess: (result) => {
        if (result.ok) window.location.assign(result.data)
        else toast({ title: result.message, variant: 'error' })
      },
      onError: () => toast({ title: intl.formatMessage({ id: 'errors.generic' }), variant: 'error' }),
    })
  return (
    <div className="flex flex-col items-start gap-1">
      <Button size="sm" onClick={join} disabled={open.isPending || open.isSuccess} aria-describedby={describedBy}>
        {open.isPending ? <Spinner label={intl.formatMessage({ id: 'ui.loading' })} className="text-current" /> : <VideoIcon aria-hidden />}
        <FormattedMessage id="appointments.join_call" />
      </Button>
      {state.countdown !== null && (
        <p className="text-xs text-muted" role="timer" aria-live="off">
          <FormattedMessage id="appointments.call_starts_in" values={{ countdown: formatCountdown(state.countdown) }} />
        </p>
      )}
    </div>
  )
}
