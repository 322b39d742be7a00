import { randomUUID } from 'node:crypto'
import { createServer } from 'node:http'
import { connect as tcpConnect, type AddressInfo } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../src/db/schema'
import { createMailer } from '../src/adapters/mail'
import { MAX_STREAMS_PER_ACCOUNT } from '../src/notifications/notifications.routes'
import { notify } from '../src/notifications/notifications.service'
import { sendDueReminders } from '../src/notifications/reminders'
import { RedisLiveBus } from '../src/shared/live-bus'
import { storeFile } from '../src/users/files.service'
import { createSignedInDoctor, createSignedInPatient, errorCode, setupTestApi, testEnv, type TestApi } from './helpers'

/**
 * Issue 14: notifications are written for the other party of each appointment event, in their
 * language, listed, marked read and removed by their owner only, and announced live.
 */

const LIST = `query($p: PaginationInput, $read: Int) { getUserNotifications(pagination: $p, read: $read) {
  total unread_count results { id read removed role_name user_id created_at body { title body appointmentId } } } }`
const READ = `mutation($id: ID!) { updateRead(id: $id) { message } }`
const REMOVE = `mutation($id: ID!) { removeNotification(id: $id) { message } }`

type Listed = {
  total: number
  unread_count: number
  results: {
    id: string
    read: boolean
    role_name: string
    user_id: string
    body: { title: string; body: string; appointmentId: string | null }
  }[]
}
type Who = { headers: Record<string, string>; user: { id: number } }

let ctx: TestApi
let patient: Awaited<ReturnType<typeof createSignedInPatient>> & { headers: Record<string, string> }
let doctor: Awaited<ReturnType<typeof createSignedInDoctor>>
let videoPlan: typeof t.consultPlans.$inferSelect

beforeAll(async () => {
  ctx = await setupTestApi()
  // A German-speaking patient in Berlin: her notifications are German, her dates Berlin time.
  // She reads the German pages (the web sends the page's language as the `locale` header).
  const greta = await createSignedInPatient(ctx.db, { firstName: 'Greta', lastName: 'Lang', locale: 'de', timezone: 'Europe/Berlin' })
  patient = { ...greta, headers: { ...greta.headers, locale: 'de' } }
  doctor = await createSignedInDoctor(ctx.db, 'dr-anna-keller')
  videoPlan = (
    await ctx.db
      .select()
      .from(t.consultPlans)
      .where(and(eq(t.consultPlans.doctorId, doctor.doctor.id), eq(t.consultPlans.type, t.PLAN_TYPE.videoCall)))
  )[0]!
})
afterAll(() => ctx.close())

const gql = async <T>(who: Who, query: string, variables: Record<string, unknown> = {}) => {
  const response = await ctx.gql<T>(query, variables, who.headers)
  expect(response.errors, JSON.stringify(response.errors)).toBeUndefined()
  return response.data as T
}
const list = async (who: Who, variables: Record<string, unknown> = {}) =>
  (await gql<{ getUserNotifications: Listed }>(who, LIST, variables)).getUserNotifications
const about = async (who: Who, appointmentId: string) =>
  (await list(who, { p: { limit: 100 } })).results.filter((n) => n.body.appointmentId === appointmentId)

const ahead = (days: number, hour = 9) => {
  const date = new Date()
  date.setUTCDate(date.getUTCDate() + days)
  date.setUTCHours(hour, 0, 0, 0)
  return date.toISOString()
}

async function book(who: Who = patient): Promise<string> {
  const created = await gql<{ CreateAppointment: { id: string } }>(
    who,
    `mutation($input: CreateAppointmentInput!) { CreateAppointment(input: $input) { id } }`,
    {
      input: { doctor_id: String(doctor.doctor.id), plan_id: String(videoPlan.id), dates: [ahead(3)], reason: 'Headaches every morning' },
    },
  )
  return String(created.CreateAppointment.id)
}

/** The doctor approves the request and proposes `date`; `who` (the patient) accepts it. */
async function agreeOnTime(id: string, date: string, who: Who = patient) {
  await gql(doctor, `mutation($id: ID!) { doctorApproveAppointment(id: $id) { status } }`, { id })
  const proposed = await gql<{ doctorProposeDates: { dates: { id: string; sender: number }[] } }>(
    doctor,
    `mutation($id: ID!, $dates: [DateTime!]!) { doctorProposeDates(id: $id, input: { dates: $dates }) { dates { id sender } } }`,
    { id, dates: [date] },
  )
  const offered = proposed.doctorProposeDates.dates.find((offer) => offer.sender === 3)!
  await gql(who, `mutation($a: ID!, $d: ID!) { ApproveDate(appointmentId: $a, dateId: $d) { status } }`, { a: id, d: offered.id })
}

describe('appointment events notify the other party, in their language', () => {
  it('booking, approval, dates, messages, files, payment, the report and a cancellation', async () => {
    const id = await book()
    expect((await about(doctor, id)).map((n) => n.body.title)).toEqual(['New appointment request'])
    expect((await about(doctor, id))[0]).toMatchObject({
      role_name: 'doctor',
      user_id: String(doctor.user.id),
      body: { body: 'Greta Lang asked for a consultation.' },
    })
    expect(await about(patient, id)).toEqual([])

    await agreeOnTime(id, ahead(5, 8))
    await gql(doctor, `mutation($id: ID!, $note: String!) { doctorCreateNote(id: $id, input: { note: $note }) { id } }`, {
      id,
      note: 'Please bring your blood pressure log.',
    })
    const stored = await storeFile(ctx.db, ctx.storage, 10_000_000, {
      ownerId: doctor.user.id,
      name: 'plan.pdf',
      mime: 'application/pdf',
      bytes: new TextEncoder().encode('%PDF-1.4'),
    })
    if (!stored.ok) throw new Error('not stored')
    await gql(doctor, `mutation($id: ID!, $files: [FileRefInput!]!) { doctorCreateFiles(id: $id, input: { files: $files }) { id } }`, {
      id,
      files: [{ id: String(stored.file.id), name: 'plan.pdf' }],
    })

    const mine = await about(patient, id)
    // Newest first, German, the doctor named, the accepted date in Berlin time.
    expect(mine.map((n) => n.body.title)).toEqual(['Neue Datei', 'Neue Nachricht', 'Neue Zeiten vorgeschlagen', 'Termin bestätigt'])
    expect(mine.every((n) => n.role_name === 'patient' && n.user_id === String(patient.user.id) && !n.read)).toBe(true)
    expect(mine[1]!.body.body).toBe('Anna Keller hat Ihnen eine Nachricht geschickt.')
    const doctors = await about(doctor, id)
    expect(doctors[0]!.body.title).toBe('Time confirmed')
    // The doctor's account has no time zone of its own: the date is in the doctor's (Berlin), named.
    expect(doctor.doctor.timezone).toBe('Europe/Berlin')
    expect(doctors[0]!.body.body).toMatch(
      new RegExp(`^Greta Lang confirmed the time: ${berlinDate(new Date(ahead(5, 8)), 'en')} CES?T\\.$`),
    )

    // Paying tells both sides.
    const [appointment] = await ctx.db
      .select()
      .from(t.appointments)
      .where(eq(t.appointments.id, Number(id)))
    const card = await ctx.api.fetch(
      new Request('http://api/payments/local/payment-methods', {
        method: 'POST',
        headers: { ...patient.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ number: '4242424242424242', exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' }),
      }),
    )
    const source = ((await card.json()) as { data: { id: string } }).data.id
    await gql(patient, `mutation($input: PayAppointmentInput!) { PayAppointment(input: $input) { status } }`, {
      input: { payKey: appointment!.payKey, sourceId: source },
    })
    expect((await about(patient, id))[0]!.body).toMatchObject({ title: 'Zahlung erhalten' })
    expect((await about(patient, id))[0]!.body.body).toContain('Anna Keller')
    expect((await about(doctor, id))[0]!.body.title).toBe('Payment received')

    await gql(doctor, `mutation($id: ID!, $status: Int!) { doctorSetStatus(id: $id, status: $status) { status } }`, { id, status: 3 })
    await gql(doctor, `mutation($id: ID!, $report: String!) { doctorWriteReport(id: $id, report: $report) { id } }`, {
      id,
      report: 'Tension headache; more water, less screen time.',
    })
    expect((await about(patient, id))[0]!.body.title).toBe('Ihr Befund ist fertig')

    // A cancellation (another request) goes to the doctor; a rejection to the patient.
    const second = await book()
    await gql(
      patient,
      `mutation($id: ID!, $status: Int!, $reason: String!) { RejectStatus(id: $id, input: { status: $status, reason: $reason }) { status } }`,
      {
        id: second,
        status: 5,
        reason: 'Feeling better',
      },
    )
    expect((await about(doctor, second)).map((n) => n.body.title)).toEqual(['Appointment cancelled', 'New appointment request'])
    const third = await book()
    await gql(doctor, `mutation($id: ID!, $reason: String!) { doctorRejectAppointment(id: $id, reason: $reason) { status } }`, {
      id: third,
      reason: 'Not my field',
    })
    expect((await about(patient, third)).map((n) => n.body.title)).toEqual(['Termin abgelehnt'])
  })
  it('a patient who has given no name is "A patient" in the doctor\'s language, never their e-mail address', async () => {
    const unnamed = await createSignedInPatient(ctx.db, { firstName: null, lastName: null })
    const id = await book(unnamed)
    const [request] = await about(doctor, id)
    expect(request!.body.body).toBe('A patient asked for a consultation.')
    expect(JSON.stringify(await about(doctor, id))).not.toContain('@')
    // Read on a German page, the same notification names "Ein Patient".
    const [german] = await about(inLanguage(doctor, 'de'), id)
    expect(german!.body).toMatchObject({ title: 'Neue Terminanfrage', body: 'Ein Patient bittet um eine Konsultation.' })
  })
})

/** The same account reading the pages of another language (the web's `locale` header). */
const inLanguage = <W extends Who>(who: W, locale: string): W => ({ ...who, headers: { ...who.headers, locale } })

describe('a notification reads in the language of the page it is read on (issue 26)', () => {
  it("a German patient on an English page reads English, an English doctor on a German page German; dates in the reader's zone", async () => {
    const id = await book()
    await agreeOnTime(id, ahead(4, 8))

    const english = await about(inLanguage(patient, 'en'), id)
    expect(english.map((n) => n.body.title)).toEqual(['New times proposed', 'Appointment confirmed'])
    expect(english[1]!.body.body).toBe('Anna Keller confirmed your appointment.')
    expect((await about(patient, id)).map((n) => n.body.title)).toEqual(['Neue Zeiten vorgeschlagen', 'Termin bestätigt'])

    const [confirmed] = await about(inLanguage(doctor, 'de'), id)
    expect(confirmed!.body.title).toBe('Zeit bestätigt')
    expect(confirmed!.body.body).toMatch(
      new RegExp(`^Greta Lang hat die Zeit bestätigt: ${berlinDate(new Date(ahead(4, 8)), 'de')} MES?Z\\.$`),
    )
    // Stored once: the account's language is what a reader with no page language gets.
    const [stored] = await ctx.db
      .select()
      .from(t.notifications)
      .where(and(eq(t.notifications.appointmentId, Number(id)), eq(t.notifications.kind, 'date_accepted')))
    expect(stored).toMatchObject({ title: 'Time confirmed', otherName: 'Greta Lang', acceptedAt: new Date(ahead(4, 8)), currency: 'eur' })
  })

  it('a row written before the raw values were kept is served as it was written', async () => {
    const who = await createSignedInPatient(ctx.db)
    await ctx.db.insert(t.notifications).values({
      userId: who.user.id,
      roleName: 'patient',
      kind: 'message',
      title: 'Neue Nachricht',
      body: 'Dr. Alt hat Ihnen eine Nachricht geschickt.',
    })
    expect((await list(inLanguage(who, 'en'))).results[0]!.body).toMatchObject({
      title: 'Neue Nachricht',
      body: 'Dr. Alt hat Ihnen eine Nachricht geschickt.',
    })
  })
})

describe("a patient's own notifications", () => {
  async function patientWith(count: number) {
    const who = await createSignedInPatient(ctx.db)
    const drafts = Array.from({ length: count }, (_, index) => ({
      to: { userId: who.user.id, role: 'patient' as const, locale: 'en' as const, timezone: null },
      kind: 'message' as const,
      appointmentId: null,
      facts: { name: `Doctor ${index}`, acceptedAt: null, amountCents: 0, currency: 'eur' },
    }))
    // Oldest first, so the newest is the last written.
    for (const draft of drafts) await notify(ctx.notifications, [draft])
    return who
  }

  it('pages of 20 newest first, the unread filter and count, mark read and remove', async () => {
    const who = await patientWith(45)
    const first = await list(who)
    expect(first).toMatchObject({ total: 45, unread_count: 45 })
    expect(first.results).toHaveLength(20)
    expect(first.results[0]!.body.body).toBe('Doctor 44 sent you a message.')
    const last = await list(who, { p: { page: 2 } })
    expect(last.results.map((n) => n.body.body)).toEqual([
      'Doctor 4 sent you a message.',
      'Doctor 3 sent you a message.',
      'Doctor 2 sent you a message.',
      'Doctor 1 sent you a message.',
      'Doctor 0 sent you a message.',
    ])
    expect((await list(who, { p: { page: 3 } })).unread_count).toBe(45)

    const [a, b] = first.results
    expect(await gql(who, READ, { id: a!.id })).toEqual({ updateRead: { message: 'notification_read' } })
    expect(await gql(who, REMOVE, { id: b!.id })).toEqual({ removeNotification: { message: 'notification_removed' } })
    const after = await list(who)
    expect(after).toMatchObject({ total: 44, unread_count: 43 })
    expect(after.results[0]).toMatchObject({ id: a!.id, read: true })
    const unread = await list(who, { read: 0, p: { limit: 100 } })
    expect(unread.total).toBe(43)
    expect(unread.results.some((n) => n.id === a!.id || n.id === b!.id)).toBe(false)
  })

  it('another patient cannot read, mark or remove them; signed out is refused', async () => {
    const owner = await patientWith(1)
    const [mine] = (await list(owner)).results
    const stranger = await createSignedInPatient(ctx.db)
    expect((await list(stranger)).results.some((n) => n.id === mine!.id)).toBe(false)
    expect(errorCode(await ctx.gql(READ, { id: mine!.id }, stranger.headers))).toBe('NOT_FOUND')
    expect(errorCode(await ctx.gql(REMOVE, { id: mine!.id }, stranger.headers))).toBe('NOT_FOUND')
    expect(errorCode(await ctx.gql(LIST, {}))).toBe('UNAUTHENTICATED')
    expect((await list(owner)).results[0]).toMatchObject({ id: mine!.id, read: false })
  })
})

/** Reads server-sent events from a streamed answer. */
function events(response: Response) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  return {
    async next(): Promise<{ event: string; data: string }> {
      for (;;) {
        const end = buffer.indexOf('\n\n')
        if (end >= 0) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          if (block.startsWith(':')) continue
          const field = (name: string) =>
            block
              .split('\n')
              .find((line) => line.startsWith(`${name}:`))
              ?.slice(name.length + 1)
              .trim() ?? ''
          return { event: field('event'), data: field('data') }
        }
        const { value, done } = await reader.read()
        if (done) throw new Error('stream ended')
        buffer += value
      }
    },
    cancel: () => reader.cancel(),
  }
}

describe('live delivery', () => {
  it('streams a new notification to its owner only', async () => {
    const stranger = await createSignedInPatient(ctx.db)
    const open = async (who: Who) => {
      const response = await ctx.api.fetch(new Request('http://api/notifications/stream', { headers: who.headers }))
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toContain('text/event-stream')
      const stream = events(response)
      expect((await stream.next()).event).toBe('ready')
      return stream
    }
    const mine = await open(patient)
    const theirs = await open(stranger)
    const id = await book()
    await gql(doctor, `mutation($id: ID!) { doctorApproveAppointment(id: $id) { status } }`, { id })
    const event = await mine.next()
    expect(event.event).toBe('notification')
    const [approved] = await about(patient, id)
    // It names what happened and to which appointment: the page refetches what that concerns (issue 26).
    expect(JSON.parse(event.data)).toEqual({ type: 'created', id: Number(approved!.id), kind: 'approved', appointmentId: Number(id) })
    // The stranger's stream hears nothing of it.
    const nothing = await Promise.race([
      theirs.next().then(() => 'heard'),
      new Promise((resolve) => setTimeout(() => resolve('silent'), 300)),
    ])
    expect(nothing).toBe('silent')
    await Promise.all([mine.cancel(), theirs.cancel()])

    expect((await ctx.api.fetch(new Request('http://api/notifications/stream'))).status).toBe(401)
  })
})

/** A notification for one patient, announced live. */
const notifyOne = (userId: number) =>
  notify(ctx.notifications, [
    {
      to: { userId, role: 'patient', locale: 'en', timezone: null },
      kind: 'approved',
      appointmentId: null,
      facts: { name: 'Dr. Keller', acceptedAt: null, amountCents: 0, currency: 'eur' },
    },
  ])

describe('live streams are bounded (issue 25)', () => {
  it('keeps at most five per account: a sixth ends the oldest, told it was superseded, and the others still hear', async () => {
    const owner = await createSignedInPatient(ctx.db)
    const open = async () => {
      const stream = events(await ctx.api.fetch(new Request('http://api/notifications/stream', { headers: owner.headers })))
      expect((await stream.next()).event).toBe('ready')
      return stream
    }
    const streams = []
    for (let i = 0; i < MAX_STREAMS_PER_ACCOUNT; i++) streams.push(await open())
    const newest = await open()
    expect(await streams[0]!.next()).toEqual({ event: 'superseded', data: '{}' })
    await expect(streams[0]!.next()).rejects.toThrow('stream ended')

    await notifyOne(owner.user.id)
    for (const stream of [...streams.slice(1), newest]) expect((await stream.next()).event).toBe('notification')
    await Promise.all([...streams.slice(1), newest].map((stream) => stream.cancel()))
  })

  it('a stream reset by its client while a notification is being written leaves the API serving', async () => {
    const owner = await createSignedInPatient(ctx.db)
    const server = createServer(getRequestListener(ctx.api.fetch))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    try {
      const socket = tcpConnect(port, '127.0.0.1')
      socket.on('error', () => {})
      let received = ''
      socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')))
      await new Promise((resolve) => socket.once('connect', resolve))
      socket.write(`GET /notifications/stream HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${owner.headers.authorization}\r\n\r\n`)
      await expect.poll(() => received, { timeout: 10_000 }).toContain('event: ready')
      socket.resetAndDestroy()
      await notifyOne(owner.user.id)
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect((await fetch(`http://127.0.0.1:${port}/health-check`)).status).toBe(200)
      const again = await fetch(`http://127.0.0.1:${port}/notifications/stream`, { headers: owner.headers })
      const stream = events(again)
      expect((await stream.next()).event).toBe('ready')
      await stream.cancel()
    } finally {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })
})

const redisUrl = process.env.TEST_REDIS_URL
describe.skipIf(!redisUrl)('across instances through Redis', () => {
  it('a notification written on one API instance reaches a stream opened on another', async () => {
    const prefix = `test:live:${randomUUID()}:`
    const busA = new RedisLiveBus({ redisUrl: redisUrl!, prefix })
    const busB = new RedisLiveBus({ redisUrl: redisUrl!, prefix })
    try {
      await Promise.all([busA.ready(), busB.ready()])
      const instanceA = ctx.makeApi({ liveBus: busA })
      const instanceB = ctx.makeApi({ liveBus: busB })
      const response = await instanceB.fetch(new Request('http://api/notifications/stream', { headers: patient.headers }))
      const stream = events(response)
      expect((await stream.next()).event).toBe('ready')
      // Let B's SUBSCRIBE reach Redis before A publishes.
      await new Promise((resolve) => setTimeout(resolve, 100))
      const id = await book()
      const approved = await ctx.gql(
        `mutation($id: ID!) { doctorApproveAppointment(id: $id) { status } }`,
        { id },
        doctor.headers,
        instanceA,
      )
      expect(approved.errors).toBeUndefined()
      const event = await stream.next()
      expect(JSON.parse(event.data)).toMatchObject({ type: 'created' })
      await stream.cancel()
    } finally {
      await Promise.all([busA.close(), busB.close()])
    }
  })
})

/**
 * An instant in Berlin written from its parts, independently of the code under test: German
 * "30. November 2026, 10:30", English "30 November 2026, 10:30".
 */
function berlinDate(date: Date, language: 'en' | 'de'): string {
  const parts = new Intl.DateTimeFormat(language, {
    timeZone: 'Europe/Berlin',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value
  return `${part('day')}${language === 'de' ? '.' : ''} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')}`
}

describe('reminders before a consultation', () => {
  it('fire once at 24 hours and once at 1 hour before the accepted date, and never again after a restart', async () => {
    const who = await createSignedInPatient(ctx.db, { firstName: 'Rita', lastName: 'Roth', locale: 'en', timezone: 'Europe/Berlin' })
    const id = await book(who)
    await gql(doctor, `mutation($id: ID!) { doctorApproveAppointment(id: $id) { status } }`, { id })
    const date = new Date(ahead(6, 10))
    const proposed = await gql<{ doctorProposeDates: { dates: { id: string; sender: number }[] } }>(
      doctor,
      `mutation($id: ID!, $dates: [DateTime!]!) { doctorProposeDates(id: $id, input: { dates: $dates }) { dates { id sender } } }`,
      { id, dates: [date.toISOString()] },
    )
    await gql(who, `mutation($a: ID!, $d: ID!) { ApproveDate(appointmentId: $a, dateId: $d) { status } }`, {
      a: id,
      d: proposed.doctorProposeDates.dates.find((d) => d.sender === 3)!.id,
    })

    const at = (msBefore: number) => ({
      ...ctx.notifications,
      mailer: createMailer(testEnv(), ctx.db),
      now: () => new Date(date.getTime() - msBefore),
      webOrigin: 'https://app.example',
    })
    const reminders = async () => (await about(who, id)).filter((n) => /consultation/i.test(n.body.title)).map((n) => n.body.title)
    const HOUR = 3_600_000

    expect(await sendDueReminders(at(25 * HOUR))).toBe(0)
    // Two instances at the same moment: one of them sends it.
    const both = await Promise.all([sendDueReminders(at(24 * HOUR)), sendDueReminders(at(24 * HOUR))])
    expect(both.reduce((sum, sent) => sum + sent, 0)).toBe(1)
    // After a restart a minute later: nothing more.
    expect(await sendDueReminders(at(24 * HOUR - 60_000))).toBe(0)
    expect(await reminders()).toEqual(['Upcoming consultation'])
    expect(await sendDueReminders(at(2 * HOUR))).toBe(0)
    expect(await sendDueReminders(at(HOUR))).toBe(1)
    expect(await sendDueReminders(at(30 * 60_000))).toBe(0)
    expect(await reminders()).toEqual(['Your consultation starts soon', 'Upcoming consultation'])
    // In her time zone, and by e-mail with the appointment's address.
    expect((await about(who, id))[0]!.body.body).toContain(`starts on ${berlinDate(date, 'en')} CE`)
    const mail = await ctx.db.select().from(t.outboxMessages).where(eq(t.outboxMessages.recipient, who.user.email))
    expect(mail.map((message) => message.subject)).toEqual(['Upcoming consultation', 'Your consultation starts soon'])
    expect(mail[1]!.body).toMatch(new RegExp(`\\nhttps://app\\.example/appointments/${id}$`))
    // The doctor is reminded in the app too.
    expect((await about(doctor, id)).filter((n) => /consultation/i.test(n.body.title))).toHaveLength(2)
  })

  it('a date accepted at short notice gets only the nearer reminder', async () => {
    const id = await book()
    await gql(doctor, `mutation($id: ID!) { doctorApproveAppointment(id: $id) { status } }`, { id })
    const date = new Date(Date.now() + 50 * 60_000)
    const proposed = await gql<{ doctorProposeDates: { dates: { id: string; sender: number }[] } }>(
      doctor,
      `mutation($id: ID!, $dates: [DateTime!]!) { doctorProposeDates(id: $id, input: { dates: $dates }) { dates { id sender } } }`,
      { id, dates: [date.toISOString()] },
    )
    await gql(patient, `mutation($a: ID!, $d: ID!) { ApproveDate(appointmentId: $a, dateId: $d) { status } }`, {
      a: id,
      d: proposed.doctorProposeDates.dates.find((d) => d.sender === 3)!.id,
    })
    const deps = { ...ctx.notifications, mailer: createMailer(testEnv(), ctx.db), now: () => new Date(), webOrigin: 'https://app.example' }
    expect(await sendDueReminders(deps)).toBe(1)
    expect(
      (await about(patient, id))
        .map((n) => n.body.title)
        .filter((title) => title.startsWith('Ihre Konsultation') || title.startsWith('Anstehende')),
    ).toEqual(['Ihre Konsultation beginnt bald'])
    // Her e-mail links to the German page (English, above, has no language segment).
    const mail = await ctx.db.select().from(t.outboxMessages).where(eq(t.outboxMessages.recipient, patient.user.email))
    const reminder = mail.find((message) => message.subject === 'Ihre Konsultation beginnt bald')?.body
    expect(reminder).toMatch(new RegExp(`\\nhttps://app\\.example/de/appointments/${id}$`))
    // Both carry the date as German writes it ("beginnt am 30. November 2026, 10:30 MEZ"), issue 26 #3.
    const german = new RegExp(`beginnt am ${berlinDate(date, 'de')} MES?Z\\.`)
    expect(reminder).toMatch(german)
    expect((await about(patient, id)).find((n) => n.body.title === 'Ihre Konsultation beginnt bald')!.body.body).toMatch(german)
  })
})
