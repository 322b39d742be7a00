import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { idField } from '~/lib/id-fields'
import { localeField } from '~/lib/locale-input'
import { serverInput } from '~/lib/server-input'
import { enterRoom, openVideoRoom, readRoomConfig } from './room.server'

// Server functions of the video room (issue 14): validated, then room.server.ts.

const meetUrlField = v.pipe(v.string(), v.regex(/^[\w-]{1,80}$/))
const ticketField = v.pipe(v.string(), v.regex(/^[\w-]{20,100}$/))

export const openRoom = createServerFn({ method: 'POST' })
  .validator(serverInput(v.object({ locale: localeField, appointmentId: idField })))
  .handler(({ data }) => openVideoRoom(data.locale, data.appointmentId))

export const enterRoomWithTicket = createServerFn({ method: 'POST' })
  .validator(serverInput(v.object({ locale: localeField, meetUrl: meetUrlField, ticket: ticketField })))
  .handler(({ data }) => enterRoom(data.locale, data.meetUrl, data.ticket))

export const getRoomConfig = createServerFn({ method: 'GET' })
  .validator(serverInput(v.object({ locale: localeField, meetUrl: meetUrlField })))
  .handler(({ data }) => readRoomConfig(data.locale, data.meetUrl))
