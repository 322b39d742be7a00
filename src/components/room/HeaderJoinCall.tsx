import { VideoIcon } from 'lucide-react'
import { useIntl } from 'react-intl'
import type { CurrentUser } from '~/queries/session'
import { showsHeaderJoin } from '#contract/join-call'
import { nearestJoinCandidate, useJoinClock, useJoinRoom } from './join-room'

/** The header's join icon (spec part 1 §4): the nearest appointment's call is under 15 minutes away. */
export function HeaderJoinCall({ nearest }: { nearest: CurrentUser['nearest'] }) {
  // The clock ticks only for a patient who has an appointment coming.
  return nearest ? <JoinIcon nearest={nearest} /> : null
}

function JoinIcon({ nearest }: { nearest: NonNullable<CurrentUser['nearest']> }) {
  const intl = useIntl()
  const now = useJoinClock()
  const { join, pending } = useJoinRoom()
  if (!now || !showsHeaderJoin(nearestJoinCandidate(nearest), now)) return null
  return (
    <button
      type="button"
      disabled={pending}
      onClick={() => join(String(nearest.appointment_id))}
      aria-label={intl.formatMessage({ id: 'room.join_call' })}
      className="inline-flex size-10 items-center justify-center rounded-full bg-green-600 text-white outline-none hover:bg-green-700 focus-visible:ring-2 focus-visible:ring-brand-500 disabled:opacity-60"
    >
      <VideoIcon aria-hidden className="size-5" />
    </button>
  )
}
