import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { idField } from '~/lib/id-fields'
import { localeMiddleware } from './locale-middleware'
import { serverInput } from '~/lib/server-input'
import { fetchNotifications, markNotificationRead, removeNotification } from './notifications.server'

// Server functions of notifications (issue 14): validated, then notifications.server.ts.

export const getNotifications = createServerFn({ method: 'GET' })
  .middleware([localeMiddleware])
  .validator(serverInput(v.object({ page: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000)), unreadOnly: v.boolean() })))
  .handler(({ data, context }) => fetchNotifications(context.locale, data.page, data.unreadOnly))

export const readNotification = createServerFn({ method: 'POST' })
  .middleware([localeMiddleware])
  .validator(serverInput(v.object({ id: idField })))
  .handler(({ data, context }) => markNotificationRead(context.locale, data.id))

export const deleteNotification = createServerFn({ method: 'POST' })
  .middleware([localeMiddleware])
  .validator(serverInput(v.object({ id: idField })))
  .handler(({ data, context }) => removeNotification(context.locale, data.id))
