import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { appointmentKeys } from '~/queries/appointment-keys'
import { refetchForNotice } from '~/queries/live-notices'
import { refetchNotifications } from '~/queries/notifications'

/** The live stream opens after the page's own loading: a connection that stays open is not part of it. */
export const LIVE_STREAM_DELAY_MS = 1_500

/**
 * Keeps what notifications show current without a reload (issue 14): a server-sent-events stream
 * from the API through the web server (`/api/notifications/stream`); each notice refetches the
 * bell's count, the panel's pages and what the event changed (its appointment, the payments; issue
 * 26). EventSource reconnects by itself; what happened while it was away is fetched when it is back.
 */
export function useLiveNotifications() {
  const client = useQueryClient()
  useEffect(() => {
    let source: EventSource | null = null
    let connectedBefore = false
    const timer = window.setTimeout(() => {
      source = new EventSource('/api/notifications/stream')
      source.addEventListener('notification', (event) => void refetchForNotice(client, event.data))
      // More of this account's pages are listening than the API keeps (5): the oldest stops for good
      // rather than reconnecting and ending another.
      source.addEventListener('superseded', () => source?.close())
      source.addEventListener('ready', () => {
        // Which appointments changed meanwhile is not known: all of them refetch.
        if (connectedBefore) {
          const records = [appointmentKeys.lists(), appointmentKeys.details()].map((queryKey) => client.invalidateQueries({ queryKey }))
          void Promise.all([refetchNotifications(client), ...records])
        }
        connectedBefore = true
      })
    }, LIVE_STREAM_DELAY_MS)
    return () => {
      window.clearTimeout(timer)
      source?.close()
    }
  }, [client])
}
