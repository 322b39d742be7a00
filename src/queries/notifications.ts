import { infiniteQueryOptions, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locales'
import { NOTIFICATIONS_PAGE_SIZE } from '../../contract/notifications'

/** Notifications (issue 14): the bell's unread count, the panel's pages, read and remove. Server functions load with the first use. */
const functions = () => import('~/server/notifications.functions')

export type NotificationTab = 'all' | 'unread'

type NotificationPage = NonNullable<Awaited<ReturnType<Awaited<ReturnType<typeof functions>>['getNotifications']>>>
export type NotificationItem = NotificationPage['results'][number]

const empty: NotificationPage = { total: 0, unread_count: 0, results: [] }

export const notificationQueries = {
  all: ['notifications'] as const,
  /** The bell's dot: how many are unread (the first unread page carries the count). */
  unreadCount: (locale: Locale) =>
    queryOptions({
      queryKey: [...notificationQueries.all, 'unreadCount', locale],
      queryFn: async () => ((await (await functions()).getNotifications({ data: { locale, page: 0, unreadOnly: true } })) ?? empty).unread_count,
    }),
  /** A tab of the panel, page after page of 20 as it scrolls (spec part 2 §7). */
  list: (locale: Locale, tab: NotificationTab) =>
    infiniteQueryOptions({
      queryKey: [...notificationQueries.all, 'list', tab, locale],
      queryFn: async ({ pageParam }) =>
        (await (await functions()).getNotifications({ data: { locale, page: pageParam, unreadOnly: tab === 'unread' } })) ?? empty,
      initialPageParam: 0,
      getNextPageParam: (last, pages) => (pages.length * NOTIFICATIONS_PAGE_SIZE < last.total ? pages.length : undefined),
    }),
}

/** After any change to one, everything notifications show is fetched again: both tabs and the count. */
export const refetchNotifications = (client: QueryClient) => client.invalidateQueries({ queryKey: notificationQueries.all })

export const notificationMutations = {
  markRead: (locale: Locale) =>
    mutationOptions({
      mutationKey: [...notificationQueries.all, 'read'],
      mutationFn: async (id: string) => (await functions()).readNotification({ data: { locale, id } }),
      onSuccess: (_result, _id, _context, { client }) => refetchNotifications(client),
    }),
  remove: (locale: Locale) =>
    mutationOptions({
      mutationKey: [...notificationQueries.all, 'remove'],
      mutationFn: async (id: string) => (await functions()).deleteNotification({ data: { locale, id } }),
      onSuccess: (_result, _id, _context, { client }) => refetchNotifications(client),
    }),
}
