import type { Hono } from 'hono'
import type { Database } from '../db/client'
import type { Env } from '../env'
import { consume, LIMITS, type RateLimiter } from '../auth/rate-limit'
import { clientIp, fail, jsonBody, ok } from '../shared/rest'
import { createLiveKitMinter } from './livekit'
import { exchangeTicket, roomIsOpen, roomPeerName, verifyRoomSession, type RoomSession } from './rooms.service'

/**
 * The video room's REST side (issue 14), called by the web server for the room page, never with an
 * account's token: `POST /rooms/session` exchanges a ticket for a room session; `GET /rooms/config`
 * (with `x-room-session`) answers what the page needs to start again after a reload.
 */
export function mountRoomRoutes(app: Hono, deps: { db: Database; secret: string; env: Env; limiter: RateLimiter }) {
  const liveKit = createLiveKitMinter(deps.env)
  /** What the page needs, or null when the session's person is not a side of its appointment. */
  const config = async (claims: RoomSession) => {
    const peer = await roomPeerName(deps.db, claims)
    if (peer === null) return null
    return {
      appointment_id: claims.appointmentId,
      role: claims.role,
      /** the other side's name: the doctor's for the patient, the patient's for the doctor; null for a patient without one */
      peer_name: peer.name,
      expires_at: new Date(claims.exp * 1000).toISOString(),
      ice_servers: deps.env.ICE_SERVERS,
      // With LiveKit configured, the page joins its room with this instead of the embedded call.
      livekit: liveKit ? await liveKit(claims) : null,
    }
  }

  app.post('/rooms/session', async (c) => {
    const retryAfter = await consume(deps.limiter, LIMITS.roomSessionPerIp(clientIp(c)))
    if (retryAfter !== null) return fail(c, 429, 'too_many_requests', { retryAfter })
    const body = await jsonBody(c)
    const meetUrl = typeof body?.meetUrl === 'string' ? body.meetUrl : ''
    const ticket = typeof body?.ticket === 'string' ? body.ticket : ''
    const exchanged = await exchangeTicket(deps, meetUrl, ticket, new Date())
    const settings = exchanged && (await config(exchanged.claims))
    // A used, expired, foreign or made-up ticket: all the same answer.
    if (!exchanged || !settings) return fail(c, 403, 'room_ticket_invalid')
    return ok(c, { session: exchanged.session, ...settings })
  })

  app.get('/rooms/config', async (c) => {
    const claims = verifyRoomSession(deps.secret, c.req.header('x-room-session') ?? '')
    const settings = claims && (await roomIsOpen(deps.db, claims.appointmentId)) ? await config(claims) : null
    if (!settings) return fail(c, 403, 'room_ticket_invalid')
    return ok(c, settings)
  })
}
