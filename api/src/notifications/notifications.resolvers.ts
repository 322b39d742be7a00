import { UNREAD_ONLY } from '#contract/notifications'
import type { Resolvers } from '../generated/resolvers-types'
import { requireAccount } from '../graphql/context'
import { notFound, parseId } from '../shared/errors'
import { apiMessage } from '../shared/messages'
import { parsePagination } from '../shared/pagination'
import * as service from './notifications.service'
import { PAGE_LIMITS } from '#contract/page-limits'

/** Notifications (issue 14, spec part 2 §3): the signed-in account's own, whichever side it is. */
export const notificationResolvers: Resolvers = {
  Query: {
    getUserNotifications: async (_, { pagination, read }, ctx) => {
      const userId = await requireAccount(ctx)
      const page = parsePagination(pagination, PAGE_LIMITS.notifications)
      const { total, rows, unreadCount } = await service.listNotifications(ctx.db, userId, page, read === UNREAD_ONLY)
      return { total, results: rows, unread_count: unreadCount }
    },
  },
  Mutation: {
    updateRead: async (_, { id }, ctx) => {
      const userId = await requireAccount(ctx)
      // Another account's notification answers exactly like a missing one.
      if (!(await service.markRead(ctx.notifications, userId, parseId(id, 'id'))))
        throw notFound(apiMessage('notification_not_found', ctx.locale))
      return { message: 'notification_read' }
    },
    removeNotification: async (_, { id }, ctx) => {
      const userId = await requireAccount(ctx)
      if (!(await service.removeNotification(ctx.notifications, userId, parseId(id, 'id'))))
        throw notFound(apiMessage('notification_not_found', ctx.locale))
      return { message: 'notification_removed' }
    },
  },
  User: {
    unread_notifications: async (user, _, ctx) => (await ctx.session.part(user.id, 'unread')) ?? service.unreadCount(ctx.db, user.id),
  },
  Notification: {
    // In the language of the page it is read on (issue 26), as other translated fields are.
    body: (row, _, ctx) => ({
      ...service.readNotification(row, { locale: ctx.locale, timezone: row.readerZone }),
      appointmentId: row.appointmentId === null ? null : String(row.appointmentId),
    }),
    role_name: (row) => row.roleName,
    user_id: (row) => String(row.userId),
    created_at: (row) => row.createdAt.toISOString(),
  },
}
