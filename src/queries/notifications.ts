import { infiniteQueryOptions, mutationOptions, type QueryClient } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locales'
import { NOTIFICATIONS_PAGE_SIZE } from '#contract/notifications'
import { sessionQueries } from './session'

/** Notifications (issue 14): the panel's pages, read and remove (the bell's count comes with the session). Server functions load with the first use. */
const functions = () => import('~/server/notifications.functions')

export type NotificationTab = 'all' | 'unread'

type NotificationPage = NonNullable<Awaited<ReturnType<Awaited<ReturnType<typeof functions>>['getNotifications']>>>
export type NotificationItem = NotificationPage['results'][number]

const empty: NotificationPage = { total: 0, unread_count: 0, results: [] }

export const notificationQueries = {
  all: ['notifications'] as const,
  /** A tab of the panel, page after page of 20 as it scrolls (spec part 2 §7). */
  list: (locale: Locale, tab: NotificationTab) =>
    infiniteQueryOptions({
      queryKey: [...notificationQueries.all, 'list', tab, locale],
      queryFn: async ({ pageParam }) =>
        (await (await functions()).getNotifications({ data: { page: pageParam, unreadOnly: tab === 'unread' } })) ?? empty,
      initialPageParam: 0,
      getNextPageParam: (last, pages) => (pages.length * NOTIFICATIONS_PAGE_SIZE < last.total ? pages.length : undefined),
    }),
}

/**
 * After any change (one read or removed, a new one announced live), what shows them is fetched
 * again: both tabs, and the session's user, which carries the bell's unread count and the nearest
 * appointment (an event may have moved it).
 */
export const notificationsShownKeys = (): (readonly unknown[])[] => [notificationQueries.all, sessionQueries.currentUsers()]

export const refetchNotifications = (client: QueryClient) =>
  Promise.all(notificationsShownKeys().map((queryKey) => client.invalidateQueries({ queryKey })))

export const notificationMutations = {
  markRead: () =>
    mutationOptions({
      mutationKey: [...notificationQueries.all, 'read'],
      mutationFn: async (id: string) => (await functions()).readNotification({ data: { id } }),
      onSuccess: (_result, _id, _context, { client }) => refetchNotifications(client),
    }),
  remove: () =>
    mutationOptions({
      mutationKey: [...notificationQueries.all, 'remove'],
      mutationFn: async (id: string) => (await functions()).deleteNotification({ data: { id } }),
      onSuccess: (_result, _id, _context, { client }) => refetchNotifications(client),
    }),
}
