import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { idField } from '~/lib/id-fields'
import { localeMiddleware } from './locale-middleware'
import { serverInput } from '~/lib/server-input'
import { enterRoom, openVideoRoom, readRoomConfig } from './room.server'

// Server functions of the video room (issue 14): validated, then room.server.ts.

const meetUrlField = v.pipe(v.string(), v.regex(/^[\w-]{1,80}$/))
const ticketField = v.pipe(v.string(), v.regex(/^[\w-]{20,100}$/))

export const openRoom = createServerFn({ method: 'POST' })
  .middleware([localeMiddleware])
  .validator(serverInput(v.object({ appointmentId: idField })))
  .handler(({ data, context }) => openVideoRoom(context.locale, data.appointmentId))

export const enterRoomWithTicket = createServerFn({ method: 'POST' })
  .middleware([localeMiddleware])
  .validator(serverInput(v.object({ meetUrl: meetUrlField, ticket: ticketField })))
  .handler(({ data, context }) => enterRoom(context.locale, data.meetUrl, data.ticket))

export const getRoomConfig = createServerFn({ method: 'GET' })
  .middleware([localeMiddleware])
  .validator(serverInput(v.object({ meetUrl: meetUrlField })))
  .handler(({ data, context }) => readRoomConfig(context.locale, data.meetUrl))
