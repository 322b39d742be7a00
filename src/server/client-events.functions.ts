import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { idField } from '~/lib/id-fields'
import { serverInput } from '~/lib/server-input'
import { logger } from './logger.server'

/**
 * Events the spec asks to log from the page (the read-guide popup closed, spec part 2 §4): one JSON
 * log line with `event`, where a log shipper forwards it, like purchases (track-purchase.server.ts).
 */
export const logClientEvent = createServerFn({ method: 'POST' })
  .validator(serverInput(v.object({ event: v.picklist(['read_guide_closed']), appointmentId: idField })))
  .handler(({ data }) => {
    logger().info({ event: data.event, appointment_id: data.appointmentId }, data.event)
  })
