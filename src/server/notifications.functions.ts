import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { idField } from '~/lib/id-fields'
import { localeField } from '~/lib/locale-input'
import { serverInput } from '~/lib/server-input'
import { fetchNotifications, markNotificationRead, removeNotification } from './notifications.server'

// Server functions of notifications (issue 14): validated, then notifications.server.ts.

export const getNotifications = createServerFn({ method: 'GET' })
  .validator(serverInput(v.object({ locale: localeField, page: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000)), unreadOnly: v.boolean() })))
  .handler(({ data }) => fetchNotifications(data.locale, data.page, data.unreadOnly))

export const readNotification = createServerFn({ method: 'POST' })
  .validator(serverInput(v.object({ locale: localeField, id: idField })))
  .handler(({ data }) => markNotificationRead(data.locale, data.id))

export const deleteNotification = createServerFn({ method: 'POST' })
  .validator(serverInput(v.object({ locale: localeField, id: idField })))
  .handler(({ data }) => removeNotification(data.locale, data.id))
