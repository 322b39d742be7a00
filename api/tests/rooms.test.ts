import { randomUUID } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import * as t from '../src/db/schema'
import { signPayload } from '../src/auth/access-tokens'
import { roomTopic } from '../src/rooms/rooms.service'
import { attachRoomSignalling } from '../src/rooms/signalling'
import { createLogger } from '../src/shared/logger'
import type { LiveBus } from '../src/shared/live-bus'
import { LIMITS, MemoryRateLimiter } from '../src/auth/rate-limit'
import { resetAfter, upgradeRequest } from '../../scripts/lib/raw-upgrade.mjs'
import {
  createSignedInDoctor,
  createSignedInPatient,
  errorCode,
  rest,
  setupTestApi,
  TEST_AUTH_SECRET,
  testEnv,
  viaWebServer,
  type TestApi,
} from './helpers'

/**
 * Issue 14, the video room's way in: OpenRoom's one-time ticket, bound to the appointment and the
 * person, exchanged once for a room session; the signalling WebSocket relays between the two sides
 * only.
 */

const OPEN = `mutation($id: ID!) { OpenRoom(input: { id: $id }) { redirect_url meetUrl ticket } }`
const D_OPEN = `mutation($id: ID!) { doctorOpenRoom(id: $id) { redirect_url meetUrl ticket } }`
type Opened = { redirect_url: string; meetUrl: string; ticket: string }

let ctx: TestApi
let doctor: Awaited<ReturnType<typeof createSignedInDoctor>>
let server: Server
let signalUrl: string
let closeSignalling: () => void
/** The web app's origin in the test environment (WEB_ORIGIN): the only one whose pages get in. */
const WEB_ORIGIN = testEnv().WEB_ORIGIN
const signallingDeps = (overrides: { bus?: LiveBus; silentMs?: number } = {}) => ({
  db: ctx.db,
  secret: TEST_AUTH_SECRET,
  bus: ctx.notifications.bus,
  webOrigin: WEB_ORIGIN,
  logger: createLogger('silent'),
  ...overrides,
})

beforeAll(async () => {
  ctx = await setupTestApi()
  doctor = await createSignedInDoctor(ctx.db)
  server = createServer(getRequestListener(ctx.api.fetch))
  closeSignalling = attachRoomSignalling(server, signallingDeps()).close
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  signalUrl = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/rooms/signal`
})
afterAll(async () => {
  closeSignalling()
  await new Promise((resolve) => server.close(resolve))
  await ctx.close()
})

const gql = async <T>(headers: Record<string, string>, query: string, variables: Record<string, unknown>) => {
  const response = await ctx.gql<T>(query, variables, headers)
  expect(response.errors, JSON.stringify(response.errors)).toBeUndefined()
  return response.data as T
}

/** A paid video appointment of a new patient's whose accepted time is `minutes` from now. */
async function callIn(minutes: number) {
  const patient = await createSignedInPatient(ctx.db)
  const [plan] = await ctx.db
    .select()
    .from(t.consultPlans)
    .where(and(eq(t.consultPlans.doctorId, doctor.doctor.id), eq(t.consultPlans.type, t.PLAN_TYPE.videoCall)))
  const created = await gql<{ CreateAppointment: { id: string } }>(
    patient.headers,
    `mutation($input: CreateAppointmentInput!) { CreateAppointment(input: $input) { id } }`,
    {
      input: {
        doctor_id: String(doctor.doctor.id),
        plan_id: String(plan!.id),
        dates: [new Date(Date.now() + 3 * 86_400_000).toISOString()],
        reason: 'Follow-up',
      },
    },
  )
  const id = String(created.CreateAppointment.id)
  await gql(doctor.headers, `mutation($id: ID!) { doctorApproveAppointment(id: $id) { status } }`, { id })
  const proposed = await gql<{ doctorProposeDates: { dates: { id: string; sender: number }[] } }>(
    doctor.headers,
    `mutation($id: ID!, $dates: [DateTime!]!) { doctorProposeDates(id: $id, input: { dates: $dates }) { dates { id sender } } }`,
    { id, dates: [new Date(Date.now() + minutes * 60_000).toISOString()] },
  )
  await gql(patient.headers, `mutation($a: ID!, $d: ID!) { ApproveDate(appointmentId: $a, dateId: $d) { status } }`, {
    a: id,
    d: proposed.doctorProposeDates.dates.find((d) => d.sender === 3)!.id,
  })
  await ctx.db
    .update(t.appointments)
    .set({ paid: true })
    .where(eq(t.appointments.id, Number(id)))
  return { patient, id }
}

const exchange = (meetUrl: string, ticket: string) => rest(ctx.api, 'POST', '/rooms/session', { body: { meetUrl, ticket } })

describe('OpenRoom', () => {
  it('gives the patient and the doctor a ticket into the same room once the join control is active', async () => {
    const { patient, id } = await callIn(5)
    const mine = (await gql<{ OpenRoom: Opened }>(patient.headers, OPEN, { id })).OpenRoom
    expect(mine.redirect_url).toBe('http://localhost:3000/room')
    expect(mine.meetUrl).toMatch(new RegExp(`^${id}-[\\w-]{16}$`))
    expect(mine.ticket).toMatch(/^[\w-]{43}$/)
    // The room's address is in the asker's language: a German doctor's has the /de segment.
    const theirs = (await gql<{ doctorOpenRoom: Opened }>({ ...doctor.headers, locale: 'de' }, D_OPEN, { id })).doctorOpenRoom
    expect(theirs.redirect_url).toBe('http://localhost:3000/de/room')
    expect(theirs.meetUrl).toBe(mine.meetUrl)
    expect(theirs.ticket).not.toBe(mine.ticket)
    // Only a hash of the ticket is kept.
    const stored = await ctx.db
      .select()
      .from(t.roomTickets)
      .where(eq(t.roomTickets.appointmentId, Number(id)))
    expect(stored.some((row) => row.tokenHash.includes(mine.ticket))).toBe(false)
  })

  it('refuses before the threshold, unpaid, and another patient', async () => {
    const early = await callIn(30)
    expect((await ctx.gql(OPEN, { id: early.id }, early.patient.headers)).errors?.[0]?.extensions?.reason).toBe('room_not_open')
    const unpaid = await callIn(5)
    await ctx.db
      .update(t.appointments)
      .set({ paid: false })
      .where(eq(t.appointments.id, Number(unpaid.id)))
    expect((await ctx.gql(OPEN, { id: unpaid.id }, unpaid.patient.headers)).errors?.[0]?.extensions?.reason).toBe('room_not_open')
    const stranger = await createSignedInPatient(ctx.db)
    const { id } = await callIn(5)
    expect(errorCode(await ctx.gql(OPEN, { id }, stranger.headers))).toBe('NOT_FOUND')
    expect(errorCode(await ctx.gql(OPEN, { id }, {}))).toBe('UNAUTHENTICATED')
  })
})

describe('the ticket', () => {
  it("is exchanged once for a room session; a used, made-up or other room's ticket is refused", async () => {
    const { patient, id } = await callIn(5)
    const opened = (await gql<{ OpenRoom: Opened }>(patient.headers, OPEN, { id })).OpenRoom
    const other = await callIn(5)
    const otherRoom = (await gql<{ OpenRoom: Opened }>(other.patient.headers, OPEN, { id: other.id })).OpenRoom

    // Another room's name with this ticket: refused, and the ticket is not spent by it.
    expect((await exchange(otherRoom.meetUrl, opened.ticket)).status).toBe(403)
    const first = await exchange(opened.meetUrl, opened.ticket)
    expect(first.status).toBe(200)
    expect(first.json.data).toMatchObject({ appointment_id: Number(id), role: 'patient', ice_servers: [] })
    expect(first.json.data.session).toMatch(/^v1\./)
    const again = await exchange(opened.meetUrl, opened.ticket)
    expect(again).toMatchObject({ status: 403, json: { code: 'room_ticket_invalid' } })
    expect((await exchange(opened.meetUrl, 'x'.repeat(43))).status).toBe(403)
    // The session is no account token: GraphQL does not know it.
    expect((await ctx.gql(`{ me { id } }`, {}, { authorization: `Bearer ${first.json.data.session}` })).data).toEqual({ me: null })
    expect((await rest(ctx.api, 'GET', '/rooms/config', { headers: { 'x-room-session': first.json.data.session } })).json.data.role).toBe(
      'patient',
    )
  })

  it('names the other side to each (issue 26 #12): the doctor to the patient, the patient to the doctor; a session for someone not of the appointment gets nothing', async () => {
    const { patient, id } = await callIn(5)
    const mine = (await gql<{ OpenRoom: Opened }>(patient.headers, OPEN, { id })).OpenRoom
    const theirs = (await gql<{ doctorOpenRoom: Opened }>(doctor.headers, D_OPEN, { id })).doctorOpenRoom
    const doctorName = `${doctor.doctor.firstName} ${doctor.doctor.lastName}`
    const patientSide = await exchange(mine.meetUrl, mine.ticket)
    expect(patientSide.json.data.peer_name).toBe(doctorName)
    const doctorSide = await exchange(theirs.meetUrl, theirs.ticket)
    expect(doctorSide.json.data.peer_name).toBe('Test Patient')
    // After a reload, the same.
    const reloaded = await rest(ctx.api, 'GET', '/rooms/config', { headers: { 'x-room-session': patientSide.json.data.session } })
    expect(reloaded.json.data.peer_name).toBe(doctorName)

    // A genuinely signed session naming another person as this appointment's patient: no name, no room.
    const stranger = await createSignedInPatient(ctx.db)
    const forged = signPayload(
      TEST_AUTH_SECRET,
      { kind: 'room', appointmentId: Number(id), userId: stranger.user.id, role: 'patient' },
      600,
    )
    expect(await rest(ctx.api, 'GET', '/rooms/config', { headers: { 'x-room-session': forged } })).toMatchObject({
      status: 403,
      json: { code: 'room_ticket_invalid' },
    })
    const asDoctor = signPayload(
      TEST_AUTH_SECRET,
      { kind: 'room', appointmentId: Number(id), userId: patient.user.id, role: 'doctor' },
      600,
    )
    expect((await rest(ctx.api, 'GET', '/rooms/config', { headers: { 'x-room-session': asDoctor } })).status).toBe(403)
  })

  it('leaves a patient without a name unnamed (null) for the page to call "Patient" in its reader\'s language, never their e-mail', async () => {
    const { patient, id } = await callIn(5)
    await ctx.db.update(t.users).set({ firstName: null, lastName: null }).where(eq(t.users.id, patient.user.id))
    const theirs = (await gql<{ doctorOpenRoom: Opened }>(doctor.headers, D_OPEN, { id })).doctorOpenRoom
    const doctorSide = await exchange(theirs.meetUrl, theirs.ticket)
    expect(doctorSide.status).toBe(200)
    expect(doctorSide.json.data.peer_name).toBeNull()
    const reloaded = await rest(ctx.api, 'GET', '/rooms/config', { headers: { 'x-room-session': doctorSide.json.data.session } })
    expect(reloaded.json.data.peer_name).toBeNull()
  })

  it('expires after two minutes', async () => {
    const { patient, id } = await callIn(5)
    const opened = (await gql<{ OpenRoom: Opened }>(patient.headers, OPEN, { id })).OpenRoom
    await ctx.db
      .update(t.roomTickets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(t.roomTickets.appointmentId, Number(id)))
    expect((await exchange(opened.meetUrl, opened.ticket)).status).toBe(403)
  })
})

/** A signalling connection and the messages it received. */
async function connect(session: string | null, url = signalUrl, { origin = WEB_ORIGIN }: { origin?: string | null } = {}) {
  const headers: Record<string, string> = { ...(session ? { authorization: `Bearer ${session}` } : {}), ...(origin ? { origin } : {}) }
  const socket = new WebSocket(url, { headers })
  const received: { type: string; from?: string; role?: string; payload?: unknown; peerId?: string }[] = []
  socket.on('message', (data) => received.push(JSON.parse(String(data))))
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)))
  let status: number | undefined
  const opened = await new Promise<boolean>((resolve) => {
    socket.once('open', () => resolve(true))
    socket.once('unexpected-response', (_request, response) => {
      status = response.statusCode
      resolve(false)
    })
    socket.on('error', () => resolve(false))
  })
  const next = async (type: string) => {
    await expect.poll(() => received.find((message) => message.type === type), { timeout: 3_000 }).toBeTruthy()
    return received.find((message) => message.type === type)!
  }
  return { socket, opened, status, received, next, closed }
}

describe('signalling', () => {
  it('relays between the patient and the doctor of the room only', async () => {
    const { patient, id } = await callIn(5)
    const sessionOf = async (ticket: Opened) => (await exchange(ticket.meetUrl, ticket.ticket)).json.data.session as string
    const patientSession = await sessionOf((await gql<{ OpenRoom: Opened }>(patient.headers, OPEN, { id })).OpenRoom)
    const doctorSession = await sessionOf((await gql<{ doctorOpenRoom: Opened }>(doctor.headers, D_OPEN, { id })).doctorOpenRoom)
    const elsewhere = await callIn(5)
    const strangerSession = await sessionOf(
      (await gql<{ OpenRoom: Opened }>(elsewhere.patient.headers, OPEN, { id: elsewhere.id })).OpenRoom,
    )

    const a = await connect(patientSession)
    expect(a.opened).toBe(true)
    const welcome = await a.next('welcome')
    const stranger = await connect(strangerSession)
    const b = await connect(doctorSession)
    const joined = await a.next('joined')
    expect(joined.role).toBe('doctor')
    b.socket.send(JSON.stringify({ type: 'signal', to: welcome.peerId, payload: { description: { type: 'offer', sdp: 'v=0' } } }))
    expect((await a.next('signal')).payload).toEqual({ description: { type: 'offer', sdp: 'v=0' } })
    // The patient of another appointment heard none of it.
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(stranger.received.map((message) => message.type)).toEqual(['welcome'])

    b.socket.close()
    expect((await a.next('left')).role).toBe('doctor')
    a.socket.close()
    stranger.socket.close()
  })

  it('answers a ping to its sender alone; a patient back after a drop takes over, joining before the old connection leaves', async () => {
    const { patient, id } = await callIn(5)
    const sessionOf = async (ticket: Opened) => (await exchange(ticket.meetUrl, ticket.ticket)).json.data.session as string
    const patientSession = await sessionOf((await gql<{ OpenRoom: Opened }>(patient.headers, OPEN, { id })).OpenRoom)
    const doctorSession = await sessionOf((await gql<{ doctorOpenRoom: Opened }>(doctor.headers, D_OPEN, { id })).doctorOpenRoom)
    const doctorSide = await connect(doctorSession)
    const before = await connect(patientSession)
    const first = (await before.next('welcome')).peerId
    await doctorSide.next('joined')

    before.socket.send(JSON.stringify({ type: 'ping' }))
    await before.next('pong')
    expect(doctorSide.received.map((message) => message.type)).toEqual(['welcome', 'joined'])

    // The same room session connects again (the page's network came back): the hanging connection is ended as replaced.
    const closed = new Promise<number>((resolve) => before.socket.once('close', resolve))
    const after = await connect(patientSession)
    const second = (await after.next('welcome')).peerId
    expect(await closed).toBe(4000)
    await doctorSide.next('left')
    const events = doctorSide.received.slice(1).map((message) => `${message.type}:${message.from}`)
    expect(events).toEqual([`joined:${first}`, `joined:${second}`, `left:${first}`])
    after.socket.close()
    doctorSide.socket.close()
  })

  it('ends a connection that stopped pinging (a dropped network) and tells the other side it left', async () => {
    const quiet = createServer()
    const signalling = attachRoomSignalling(quiet, signallingDeps({ silentMs: 600 }))
    await new Promise<void>((resolve) => quiet.listen(0, '127.0.0.1', resolve))
    const url = `ws://127.0.0.1:${(quiet.address() as AddressInfo).port}/rooms/signal`
    try {
      const { patient, id } = await callIn(5)
      const sessionOf = async (ticket: Opened) => (await exchange(ticket.meetUrl, ticket.ticket)).json.data.session as string
      const patientSide = await connect(await sessionOf((await gql<{ OpenRoom: Opened }>(patient.headers, OPEN, { id })).OpenRoom), url)
      const doctorSide = await connect(
        await sessionOf((await gql<{ doctorOpenRoom: Opened }>(doctor.headers, D_OPEN, { id })).doctorOpenRoom),
        url,
      )
      const pinging = setInterval(() => doctorSide.socket.send(JSON.stringify({ type: 'ping' })), 150)
      // The patient's side goes quiet; the doctor's keeps pinging and stays.
      const patientClosed = new Promise<void>((resolve) => patientSide.socket.once('close', () => resolve()))
      await patientClosed
      expect((await doctorSide.next('left')).role).toBe('patient')
      expect(doctorSide.socket.readyState).toBe(WebSocket.OPEN)
      clearInterval(pinging)
      doctorSide.socket.close()
    } finally {
      signalling.close()
      await new Promise((resolve) => quiet.close(resolve))
    }
  })

  it('refuses a connection without a room session, or once the appointment is over', async () => {
    expect((await connect(null)).opened).toBe(false)
    expect((await connect('v1.forged.token')).opened).toBe(false)
    const { patient, id } = await callIn(5)
    const opened = (await gql<{ OpenRoom: Opened }>(patient.headers, OPEN, { id })).OpenRoom
    const session = (await exchange(opened.meetUrl, opened.ticket)).json.data.session as string
    await ctx.db
      .update(t.appointments)
      .set({ status: 4 })
      .where(eq(t.appointments.id, Number(id)))
    expect((await connect(session)).opened).toBe(false)
  })
})

/** The patient's and the doctor's room sessions of a call about to start. */
async function roomSessions() {
  const { patient, id } = await callIn(5)
  const sessionOf = async (ticket: Opened) => (await exchange(ticket.meetUrl, ticket.ticket)).json.data.session as string
  const patientSession = await sessionOf((await gql<{ OpenRoom: Opened }>(patient.headers, OPEN, { id })).OpenRoom)
  const doctorSession = await sessionOf((await gql<{ doctorOpenRoom: Opened }>(doctor.headers, D_OPEN, { id })).doctorOpenRoom)
  return { patient, id, patientSession, doctorSession }
}

/** The API still answers a plain request and still admits a fresh room connection that relays. */
async function expectStillServing() {
  const health = await fetch(signalUrl.replace(/^ws/, 'http').replace('/rooms/signal', '/health-check'))
  expect(health.status).toBe(200)
  const { patientSession, doctorSession } = await roomSessions()
  const a = await connect(patientSession)
  const welcome = await a.next('welcome')
  const b = await connect(doctorSession)
  b.socket.send(JSON.stringify({ type: 'present', to: welcome.peerId }))
  expect((await a.next('present')).role).toBe('doctor')
  a.socket.close()
  b.socket.close()
}

/** The doctor sets the appointment's status (3 started, 4 completed). */
const setStatus = (id: string, status: number) =>
  gql(doctor.headers, `mutation($id: ID!, $s: Int!) { doctorSetStatus(id: $id, status: $s) { status } }`, { id, s: status })

/**
 * `bus` with subscriptions that take effect only at `release()`, as over Redis, where a SUBSCRIBE is
 * acknowledged a moment after the listener was added and a message published meanwhile is not heard.
 */
function slowToSubscribe(bus: LiveBus) {
  const pending: (() => void)[] = []
  const effective = new Map<string, Promise<void>>()
  const slow: LiveBus = {
    publish: (topic, message) => bus.publish(topic, message),
    subscribe(topic, listener) {
      let unsubscribe = () => {}
      let gone = false
      const taken = new Promise<void>((resolve) =>
        pending.push(() => {
          if (!gone) unsubscribe = bus.subscribe(topic, listener)
          resolve()
        }),
      )
      effective.set(topic, taken)
      return () => {
        gone = true
        unsubscribe()
      }
    },
    subscribed: (topic) => effective.get(topic) ?? Promise.resolve(),
    close: async () => {},
  }
  return { bus: slow, release: () => pending.splice(0).forEach((take) => take()) }
}

describe('signalling under attack (issue 25)', () => {
  it('keeps serving when a connection is reset before its request is complete, while it is admitted, after a refusal, or after the upgrade', async () => {
    const { patientSession } = await roomSessions()
    const port = Number(new URL(signalUrl).port)
    const admitted = upgradeRequest(signalUrl, { origin: WEB_ORIGIN, authorization: `Bearer ${patientSession}` })
    const over = await roomSessions()
    await ctx.db
      .update(t.appointments)
      .set({ status: 4 })
      .where(eq(t.appointments.id, Number(over.id)))
    const refused = upgradeRequest(signalUrl, { origin: WEB_ORIGIN, authorization: `Bearer ${over.patientSession}` })
    const pause = () => new Promise((resolve) => setTimeout(resolve, 50))

    await resetAfter(port, admitted.slice(0, 40), pause)
    // Reset at once: the admission (a database read) is still under way, and its answer then meets a reset connection.
    await resetAfter(port, admitted, async () => {})
    await resetAfter(port, refused, async () => {})
    await resetAfter(port, upgradeRequest(signalUrl, { origin: WEB_ORIGIN }), (answer) =>
      expect.poll(answer, { timeout: 10_000 }).toMatch(/^HTTP\/1\.1 401 /),
    )
    await resetAfter(port, upgradeRequest(signalUrl, { origin: WEB_ORIGIN }), pause)
    await resetAfter(port, admitted, (answer) => expect.poll(answer, { timeout: 10_000 }).toMatch(/^HTTP\/1\.1 101 /))
    await expectStillServing()
  })

  it('closes a connection that sends a message over 64 KiB (1009), text that is not UTF-8 (1007), binary (1003), or no known JSON message (1008), and keeps serving', async () => {
    const { patientSession } = await roomSessions()
    const sending = async (data: string | Buffer, binary = false) => {
      const connection = await connect(patientSession)
      await connection.next('welcome')
      connection.socket.send(data, { binary })
      return connection.closed
    }
    const to = '00000000-0000-4000-8000-000000000000'
    expect(
      await sending(JSON.stringify({ type: 'signal', to, payload: { description: { type: 'offer', sdp: 'x'.repeat(70 * 1024) } } })),
    ).toBe(1009)
    expect(await sending(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]))).toBe(1007)
    expect(await sending(Buffer.from('{"type":"ping"}'), true)).toBe(1003)
    expect(await sending('{"type":"ping"')).toBe(1008)
    expect(await sending('[1,2,3]')).toBe(1008)
    expect(await sending(JSON.stringify({ type: 'signal', to: 'someone', payload: { description: { type: 'offer', sdp: 'v=0' } } }))).toBe(
      1008,
    )
    expect(await sending(JSON.stringify({ type: 'signal', to, payload: { anything: 1 } }))).toBe(1008)
    await expectStillServing()
  })

  it('admits a page of the web origin only: another site, a sibling port or subdomain, or no Origin is refused (403)', async () => {
    const { patientSession } = await roomSessions()
    const sibling = new URL(WEB_ORIGIN)
    sibling.port = String(Number(sibling.port || 80) + 1)
    for (const origin of ['https://evil.example', sibling.origin, WEB_ORIGIN.replace('//', '//chat.'), null]) {
      expect(await connect(patientSession, signalUrl, { origin }), String(origin)).toMatchObject({ opened: false, status: 403 })
    }
    const mine = await connect(patientSession)
    expect(mine.opened).toBe(true)
    mine.socket.close()
  })

  it('keeps a connection and the process when the live bus fails to publish (Redis away)', async () => {
    const failing: LiveBus = {
      publish: () => Promise.reject(new Error('redis away')),
      subscribe: () => () => {},
      subscribed: async () => {},
      close: async () => {},
    }
    const instance = createServer()
    const signalling = attachRoomSignalling(instance, signallingDeps({ bus: failing }))
    await new Promise<void>((resolve) => instance.listen(0, '127.0.0.1', resolve))
    try {
      const { patientSession } = await roomSessions()
      const connection = await connect(patientSession, `ws://127.0.0.1:${(instance.address() as AddressInfo).port}/rooms/signal`)
      await connection.next('welcome')
      connection.socket.send(JSON.stringify({ type: 'present', to: '00000000-0000-4000-8000-000000000000' }))
      connection.socket.send(JSON.stringify({ type: 'ping' }))
      await connection.next('pong')
      connection.socket.close()
    } finally {
      signalling.close()
      await new Promise((resolve) => instance.close(resolve))
    }
  })

  it('ends the connections in a room as soon as the consultation is completed (4001), not when it starts', async () => {
    const { id, patientSession, doctorSession } = await roomSessions()
    const a = await connect(patientSession)
    const b = await connect(doctorSession)
    await a.next('joined')
    await setStatus(id, 3)
    // Started: the room stays open. What the change published was delivered before the mutation answered,
    // so a pong after it proves each connection outlived it.
    for (const side of [a, b]) {
      side.socket.send(JSON.stringify({ type: 'ping' }))
      await side.next('pong')
    }
    await setStatus(id, 4)
    expect(await Promise.all([a.closed, b.closed])).toEqual([4001, 4001])
  })

  it('ends a connection admitted just before the room closed, whose subscription took effect only after the close was published', async () => {
    const { bus, release } = slowToSubscribe(ctx.notifications.bus)
    const instance = createServer()
    const signalling = attachRoomSignalling(instance, signallingDeps({ bus }))
    await new Promise<void>((resolve) => instance.listen(0, '127.0.0.1', resolve))
    try {
      const { id, patientSession } = await roomSessions()
      const late = await connect(patientSession, `ws://127.0.0.1:${(instance.address() as AddressInfo).port}/rooms/signal`)
      await late.next('welcome')
      await setStatus(id, 3)
      await setStatus(id, 4)
      release()
      const stillOpen = new Promise((resolve) => setTimeout(() => resolve('still open after 10 s'), 10_000).unref())
      expect(await Promise.race([late.closed, stillOpen])).toBe(4001)
    } finally {
      signalling.close()
      await new Promise((resolve) => instance.close(resolve))
    }
  })
})

describe('rate limits on the way in (issue 25)', () => {
  it('limits OpenRoom and doctorOpenRoom per person, with the translated answer; another person still gets in', async () => {
    const api = ctx.makeApi({ limiter: new MemoryRateLimiter() })
    const { patient, id } = await callIn(5)
    const { max } = LIMITS.openRoomPerUser(patient.user.id)
    for (let i = 0; i < max; i++) expect((await ctx.gql(OPEN, { id }, patient.headers, api)).errors).toBeUndefined()
    const refused = await ctx.gql(OPEN, { id }, { ...patient.headers, locale: 'de' }, api)
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Zu viele Versuche. Bitte versuchen Sie es später erneut.',
      extensions: { code: 'TOO_MANY_REQUESTS' },
    })
    expect(refused.errors?.[0]?.extensions?.retryAfter).toBeGreaterThan(0)
    // The doctor of the same appointment is counted apart.
    expect((await ctx.gql(D_OPEN, { id }, doctor.headers, api)).errors).toBeUndefined()
  })

  it('limits ticket exchanges per client, with Retry-After and the translated answer; another client is not held up', async () => {
    const api = ctx.makeApi({ limiter: new MemoryRateLimiter() })
    const { patient, id } = await callIn(5)
    const opened = (await gql<{ OpenRoom: Opened }>(patient.headers, OPEN, { id })).OpenRoom
    const tryTicket = (clientIp: string, ticket = 'y'.repeat(43)) =>
      rest(api, 'POST', '/rooms/session', {
        body: { meetUrl: opened.meetUrl, ticket },
        headers: { ...viaWebServer(clientIp), locale: 'ru' },
      })
    const { max } = LIMITS.roomSessionPerIp('203.0.113.9')
    for (let i = 0; i < max; i++) expect((await tryTicket('203.0.113.9')).status).toBe(403)
    const limited = await tryTicket('203.0.113.9', opened.ticket)
    expect(limited).toMatchObject({ status: 429, json: { code: 'too_many_requests', message: 'Слишком много попыток. Попробуйте позже.' } })
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await tryTicket('198.51.100.7', opened.ticket)).status).toBe(200)
  })
})

const redisUrl = process.env.TEST_REDIS_URL
describe.skipIf(!redisUrl)('signalling across API instances through Redis', () => {
  it('relays between a patient on one instance and the doctor on another', async () => {
    const { RedisLiveBus } = await import('../src/shared/live-bus')
    const prefix = `test:room:${randomUUID()}:`
    const buses = [new RedisLiveBus({ redisUrl: redisUrl!, prefix }), new RedisLiveBus({ redisUrl: redisUrl!, prefix })]
    const servers = buses.map((bus) => {
      const instance = createServer(getRequestListener(ctx.api.fetch))
      return { instance, signalling: attachRoomSignalling(instance, signallingDeps({ bus })) }
    })
    try {
      await Promise.all(buses.map((bus) => bus.ready()))
      const urls = await Promise.all(
        servers.map(
          ({ instance }) =>
            new Promise<string>((resolve) =>
              instance.listen(0, '127.0.0.1', () => resolve(`ws://127.0.0.1:${(instance.address() as AddressInfo).port}/rooms/signal`)),
            ),
        ),
      )
      const { patient, id } = await callIn(5)
      const sessionOf = async (ticket: Opened) => (await exchange(ticket.meetUrl, ticket.ticket)).json.data.session as string
      const patientSession = await sessionOf((await gql<{ OpenRoom: Opened }>(patient.headers, OPEN, { id })).OpenRoom)
      const doctorSession = await sessionOf((await gql<{ doctorOpenRoom: Opened }>(doctor.headers, D_OPEN, { id })).doctorOpenRoom)

      const onFirst = await connect(patientSession, urls[0])
      const welcome = await onFirst.next('welcome')
      // The first instance's SUBSCRIBE is acknowledged before the second publishes.
      await buses[0]!.subscribed(roomTopic(Number(id)))
      const onSecond = await connect(doctorSession, urls[1])
      expect((await onFirst.next('joined')).role).toBe('doctor')
      onSecond.socket.send(
        JSON.stringify({
          type: 'signal',
          to: welcome.peerId,
          payload: { candidate: { candidate: 'candidate:1 1 udp 1 192.0.2.1 5000 typ host' } },
        }),
      )
      expect((await onFirst.next('signal')).payload).toMatchObject({ candidate: { candidate: expect.stringContaining('192.0.2.1') } })
      onFirst.socket.close()
      onSecond.socket.close()
    } finally {
      for (const { instance, signalling } of servers) {
        signalling.close()
        await new Promise((resolve) => instance.close(resolve))
      }
      await Promise.all(buses.map((bus) => bus.close()))
    }
  })
})

describe('the LiveKit adapter', () => {
  const LIVEKIT = {
    LIVEKIT_URL: 'wss://livekit.example.org',
    LIVEKIT_API_KEY: 'APIcontract',
    LIVEKIT_API_SECRET: 'secret-of-the-livekit-contract-test-0123456789',
  }

  it('mints, at the ticket exchange, a LiveKit token for this room and this person only, no longer than the room session', async () => {
    const { TokenVerifier } = await import('livekit-server-sdk')
    const api = ctx.makeApi({ env: testEnv(LIVEKIT) })
    const { patient, id } = await callIn(5)
    const opened = (await gql<{ OpenRoom: Opened }>(patient.headers, OPEN, { id })).OpenRoom
    const entered = await rest(api, 'POST', '/rooms/session', { body: { meetUrl: opened.meetUrl, ticket: opened.ticket } })
    expect(entered.status).toBe(200)
    const { livekit, expires_at } = entered.json.data as { livekit: { url: string; token: string }; expires_at: string }
    expect(livekit.url).toBe(LIVEKIT.LIVEKIT_URL)

    // Checked as a LiveKit server checks it, with the SDK's verifier and the API secret.
    const claims = await new TokenVerifier(LIVEKIT.LIVEKIT_API_KEY, LIVEKIT.LIVEKIT_API_SECRET).verify(livekit.token)
    expect(claims.sub).toBe(`patient-${patient.user.id}`)
    expect(claims.video).toMatchObject({ room: `appointment-${id}`, roomJoin: true, canPublish: true, canSubscribe: true })
    expect(claims.exp).toBeLessThanOrEqual(Math.ceil(Date.parse(expires_at) / 1000) + 1)
    await expect(new TokenVerifier(LIVEKIT.LIVEKIT_API_KEY, 'another-secret-entirely-0123456789').verify(livekit.token)).rejects.toThrow()

    // A reload asks again with the room session and gets a token for the same room and person.
    const again = await rest(api, 'GET', '/rooms/config', { headers: { 'x-room-session': entered.json.data.session } })
    const reloaded = await new TokenVerifier(LIVEKIT.LIVEKIT_API_KEY, LIVEKIT.LIVEKIT_API_SECRET).verify(again.json.data.livekit.token)
    expect(reloaded).toMatchObject({ sub: `patient-${patient.user.id}`, video: { room: `appointment-${id}` } })
  })

  it('is off without its three settings: the embedded call', async () => {
    const { patient, id } = await callIn(5)
    const opened = (await gql<{ OpenRoom: Opened }>(patient.headers, OPEN, { id })).OpenRoom
    const entered = await rest(ctx.makeApi({ env: testEnv({ LIVEKIT_URL: LIVEKIT.LIVEKIT_URL }) }), 'POST', '/rooms/session', {
      body: { meetUrl: opened.meetUrl, ticket: opened.ticket },
    })
    expect(entered.json.data.livekit).toBeNull()
  })
})
