import { useMutation } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import { toast } from '~/components/ui/toast'
import { roomMutations } from '~/queries/room'
import type { CurrentUser } from '~/queries/session'
import type { JoinCandidate } from '#contract/join-call'

/**
 * Joining a call: OpenRoom, then a full page load of the room's address (the room's page alone may
 * use the camera and microphone). Every join control calls this.
 */
export function useJoinRoom() {
  const intl = useIntl()
  const open = useMutation(roomMutations.open())
  const join = (appointmentId: string) =>
    open.mutate(appointmentId, {
      onSuccess: (result) => {
        if (result.ok) window.location.assign(result.data)
        else toast({ title: result.message, variant: 'error' })
      },
      onError: () => toast({ title: intl.formatMessage({ id: 'errors.generic' }), variant: 'error' }),
    })
  return { join, pending: open.isPending || open.isSuccess }
}

/** What the join rules read of the session's nearest appointment. */
export const nearestJoinCandidate = (nearest: NonNullable<CurrentUser['nearest']>): JoinCandidate & { id: string } => ({
  id: String(nearest.appointment_id),
  status: nearest.status as JoinCandidate['status'],
  paid: nearest.paid,
  planType: nearest.plan.type,
  acceptedDate: String(nearest.date),
})
