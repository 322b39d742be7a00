import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import { toast } from '~/components/ui/toast'
import { useLocale } from '~/i18n/useLocale'
import { useNow } from '~/lib/use-now'
import { roomMutations } from '~/queries/room'
import { sessionQueries, type CurrentUser } from '~/queries/session'
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

/** In the browser: the time the server rendered the document being hydrated, as first read. */
let documentRenderedAt: number | undefined

/**
 * The clock of the join controls. The server renders them at the time it read the session (the
 * root loader's `currentUser`, whose `dataUpdatedAt` the page's dehydrated state carries to the
 * browser), and hydration renders them at that same time: a call about to start shows its join
 * button in the first HTML instead of after start-up, where it pushed the page down (issue 28).
 * The browser keeps the first value it reads, so a part hydrated later (HydrateLater), after the
 * session has been fetched again, still matches the HTML the server sent.
 */
export function useJoinClock(): Date | null {
  const locale = useLocale()
  const fetchedAt = useQueryClient().getQueryState(sessionQueries.currentUser(locale).queryKey)?.dataUpdatedAt
  const renderedAt = typeof window === 'undefined' ? fetchedAt : (documentRenderedAt ??= fetchedAt || undefined)
  return useNow(renderedAt)
}

/** What the join rules read of the session's nearest appointment. */
export const nearestJoinCandidate = (nearest: NonNullable<CurrentUser['nearest']>): JoinCandidate & { id: string } => ({
  id: String(nearest.appointment_id),
  status: nearest.status as JoinCandidate['status'],
  paid: nearest.paid,
  planType: nearest.plan.type,
  acceptedDate: String(nearest.date),
})
