import { createHash, createHmac, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull } from 'drizzle-orm'
import { APPOINTMENT_STATUS, type AppointmentStatus } from '#contract/appointments'
import { joinState } from '#contract/join-call'
import { signPayload, verifyPayload } from '../auth/access-tokens'
import type { Database } from '../db/client'
import type { LiveBus } from '../shared/live-bus'
import * as t from '../db/schema'
import { findAppointment, type Party } from '../appointments/appointments.service'
import { appointmentParties } from '../notifications/appointment-events'

/**
 * The video room of an appointment (issue 14). OpenRoom gives the patient or the doctor a one-time
 * ticket (2 minutes, bound to the appointment and the person, used once); the room exchanges it for
 * a room session of its own (a signed token scoped to that room and role). No access or refresh
 * token ever travels in a room's address.
 */
export const TICKET_TTL_MS = 2 * 60_000
export const ROOM_SESSION_TTL_SECONDS = 4 * 60 * 60

export type RoomRole = 'patient' | 'doctor'
export type RoomSession = { kind: 'room'; appointmentId: number; userId: number; role: RoomRole; exp: number }

/** The room's name in its address: the same for both sides, unguessable without the server's secret. */
export function meetUrlOf(secret: string, appointmentId: number): string {
  const tag = createHmac('sha256', secret).update(`room:${appointmentId}`).digest('base64url').slice(0, 16)
  return `${appointmentId}-${tag}`
}

/** The appointment a room name belongs to, when the name is genuine. */
export function appointmentOfMeetUrl(secret: string, meetUrl: string): number | null {
  const match = /^(\d{1,9})-[\w-]{16}$/.exec(meetUrl)
  if (!match) return null
  const id = Number(match[1])
  return meetUrlOf(secret, id) === meetUrl ? id : null
}

const hash = (ticket: string) => createHash('sha256').update(ticket).digest('hex')

/** A room is open to its two sides while the appointment is approved or started. */
const ROOM_STATUSES: number[] = [APPOINTMENT_STATUS.approved, APPOINTMENT_STATUS.started]

export type OpenRoomRefusal = 'not_found' | 'room_not_open'

/**
 * OpenRoom: the join rules (contract/join-call.ts) must make the control active now; then a ticket
 * for this person into this appointment's room.
 */
export async function openRoom(
  deps: { db: Database; secret: string },
  party: Party,
  appointmentId: number,
  now: Date,
): Promise<{ ok: true; meetUrl: string; ticket: string } | { ok: false; refused: OpenRoomRefusal }> {
  const appointment = await findAppointment(deps.db, party, appointmentId)
  if (!appointment) return { ok: false, refused: 'not_found' }
  const accepted = appointment.dates.find((date) => date.accepted)
  const state = joinState(
    {
      status: appointment.status as AppointmentStatus,
      paid: appointment.paid,
      planType: appointment.plan.type,
      acceptedDate: accepted ? accepted.date : null,
    },
    now,
  )
  if (state.kind !== 'active') return { ok: false, refused: 'room_not_open' }
  const ticket = randomBytes(32).toString('base64url')
  await deps.db.insert(t.roomTickets).values({
    tokenHash: hash(ticket),
    appointmentId,
    userId: party.userId,
    role: party.kind,
    expiresAt: new Date(now.getTime() + TICKET_TTL_MS),
  })
  return { ok: true, meetUrl: meetUrlOf(deps.secret, appointmentId), ticket }
}

/**
 * The room exchanges a ticket for its session: once, before it expires, for the room it names,
 * while the appointment still has its room open. Anything else answers null.
 */
export async function exchangeTicket(
  deps: { db: Database; secret: string },
  meetUrl: string,
  ticket: string,
  now: Date,
): Promise<{ session: string; claims: RoomSession } | null> {
  const appointmentId = appointmentOfMeetUrl(deps.secret, meetUrl)
  if (appointmentId === null || !/^[\w-]{20,100}$/.test(ticket)) return null
  const [used] = await deps.db
    .update(t.roomTickets)
    .set({ usedAt: now })
    .where(
      and(
        eq(t.roomTickets.tokenHash, hash(ticket)),
        eq(t.roomTickets.appointmentId, appointmentId),
        isNull(t.roomTickets.usedAt),
        gt(t.roomTickets.expiresAt, now),
      ),
    )
    .returning()
  if (!used) return null
  if (!(await roomIsOpen(deps.db, appointmentId))) return null
  const payload = { kind: 'room' as const, appointmentId, userId: used.userId, role: used.role }
  const session = signPayload(deps.secret, payload, ROOM_SESSION_TTL_SECONDS, now.getTime())
  return { session, claims: { ...payload, exp: Math.floor(now.getTime() / 1000) + ROOM_SESSION_TTL_SECONDS } }
}

/** A room session's claims when it is genuine and unexpired. */
export function verifyRoomSession(secret: string, token: string, now = Date.now()): RoomSession | null {
  const claims = verifyPayload<RoomSession>(secret, token, now)
  if (!claims || claims.kind !== 'room' || !Number.isInteger(claims.appointmentId) || !Number.isInteger(claims.userId)) return null
  return claims.role === 'patient' || claims.role === 'doctor' ? claims : null
}

/** The live-bus topic of a room's connections (signalling.ts), on every API instance. */
export const roomTopic = (appointmentId: number) => `room:${appointmentId}`
/** Told to a room's connections when the room closes: each ends as at its session's end. */
export const ROOM_CLOSED = { type: 'closed' } as const

/**
 * After an appointment's status changed: when its room is no longer open (completed, cancelled,
 * rejected…), the connections still in it end, on whichever instance they are.
 */
export async function announceRoomStatus(bus: LiveBus, appointmentId: number, status: number): Promise<void> {
  if (!ROOM_STATUSES.includes(status)) await bus.publish(roomTopic(appointmentId), ROOM_CLOSED)
}

export async function roomIsOpen(db: Database, appointmentId: number): Promise<boolean> {
  const [row] = await db.select({ status: t.appointments.status }).from(t.appointments).where(eq(t.appointments.id, appointmentId))
  return Boolean(row && ROOM_STATUSES.includes(row.status))
}

/**
 * Who the room's page names (issue 26 #12): the doctor for the patient, the patient for the doctor.
 * Null when the session's person is not (or no longer) that side of the appointment: a room session
 * names only the other party of its own appointment.
 */
export async function roomPeerName(db: Database, claims: RoomSession): Promise<{ name: string | null } | null> {
  const parties = await appointmentParties({ db }, claims.appointmentId)
  if (!parties) return null
  const self = claims.role === 'patient' ? parties.patient : parties.doctor
  if (self?.userId !== claims.userId) return null
  // A patient without a name stays unnamed (null): the page says "Patient" in its reader's language, never the e-mail.
  return { name: claims.role === 'patient' ? parties.doctorName : parties.patientName }
}
