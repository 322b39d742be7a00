import type { Locale } from '~/i18n/locales'
import { NOTIFICATIONS_PAGE_SIZE, UNREAD_ONLY } from '#contract/notifications'
import { NotificationsDocument, RemoveNotificationDocument, UpdateReadDocument } from './notifications.documents'
import { apiRequest, attempt } from './api.server'
import { apiFetch } from './api-rest.server'
import { readSignedIn } from './session.server'

/** The API calls of notifications (issue 14). The API answers only the signed-in account's own. */

export function fetchNotifications(locale: Locale, page: number, unreadOnly: boolean) {
  const variables = { pagination: { page, limit: NOTIFICATIONS_PAGE_SIZE }, read: unreadOnly ? UNREAD_ONLY : null }
  return readSignedIn(async () => (await apiRequest(NotificationsDocument, variables, { locale })).getUserNotifications)
}

export function markNotificationRead(locale: Locale, id: string) {
  return attempt(async () => (await apiRequest(UpdateReadDocument, { id }, { locale })).updateRead.message)
}

export function removeNotification(locale: Locale, id: string) {
  return attempt(async () => (await apiRequest(RemoveNotificationDocument, { id }, { locale })).removeNotification.message)
}

/**
 * The live stream (server-sent events) of the signed-in account's notifications, from the API with
 * the cookie's bearer (refreshed once on a 401). It ends when the browser goes away; the browser's
 * EventSource reconnects by itself when the API ends it.
 */
export async function proxyNotificationStream(request: Request): Promise<Response> {
  // The browser may leave (a closed tab, a dropped network) before the API answers: that is a 502 its
  // EventSource would retry, not a server error.
  const upstream = await apiFetch('/notifications/stream', { method: 'GET', signal: request.signal }, { locale: 'en' }).catch(() => null)
  if (!upstream?.ok || !upstream.body) return new Response(null, { status: upstream?.status === 401 ? 401 : 502 })
  return new Response(upstream.body, {
    headers: {
      'content-type': 'text/event-stream',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    },
  })
}
