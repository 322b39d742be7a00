import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { SmtpMailer, type Mailer } from '../src/adapters/mail'
import { deliverDueMessages, MAX_ATTEMPTS, retryDelayMs } from '../src/adapters/outbox'
import * as t from '../src/db/schema'
import { startSmtpCapture } from './smtp-capture'
import { createSignedInPatient, rest, setupTestApi, testEnv, viaWebServer, type TestApi } from './helpers'

/**
 * Requests only queue mail in outbox_messages; the outbox worker delivers it (ADR 0015), so a
 * request's timing does not depend on the SMTP server and does not tell which e-mails exist.
 */
let ctx: TestApi
beforeAll(async () => {
  ctx = await setupTestApi()
})
afterAll(() => ctx.close())

let smtp: Awaited<ReturnType<typeof startSmtpCapture>> | undefined
async function startSmtp() {
  smtp = await startSmtpCapture()
  return smtp
}
afterEach(async () => {
  await smtp?.close()
  smtp = undefined
})

const rowsFor = (recipient: string) => ctx.db.select().from(t.outboxMessages).where(eq(t.outboxMessages.recipient, recipient))

describe('forgot-password through the queue', () => {
  it('delivers nothing inside the request, for an existing and an unknown e-mail alike', async () => {
    const server = await startSmtp()
    const api = ctx.makeApi({ env: testEnv({ SMTP_URL: server.url }) })
    const patient = await createSignedInPatient(ctx.db)
    const ghost = `ghost-${randomUUID().slice(0, 8)}@example.test`
    const known = await rest(api, 'POST', '/auth/forgot', {
      body: { email: patient.user.email, role: 'patient' },
      headers: viaWebServer('10.77.0.1'),
    })
    const unknown = await rest(api, 'POST', '/auth/forgot', { body: { email: ghost, role: 'patient' }, headers: viaWebServer('10.77.0.1') })
    expect(known.status).toBe(200)
    expect(unknown.json).toEqual(known.json)
    await ctx.background.settled()
    expect(server.received).toHaveLength(0)
    const [queued] = await rowsFor(patient.user.email)
    expect(queued).toMatchObject({ channel: 'email', status: 'pending', attempts: 0 })
    expect(await rowsFor(ghost)).toHaveLength(0)

    // the worker delivers the queued link and keeps no copy of it
    const transports = { email: new SmtpMailer(server.url, 'Clinic <no-reply@clinic.test>') }
    expect(await deliverDueMessages(ctx.db, transports)).toBe(1)
    expect(server.received).toHaveLength(1)
    expect(server.received[0]!.to).toEqual([patient.user.email])
    // the text arrives quoted-printable: undo soft line breaks and =XX escapes before comparing
    const text = server.received[0]!.data.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    )
    expect(text).toContain(
      queued!.body
        .split('\n')
        .find((line) => line.includes('http'))!
        .trim(),
    )
    const [sent] = await rowsFor(patient.user.email)
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, body: '' })
    expect(await deliverDueMessages(ctx.db, transports)).toBe(0)
  })

  it('keeps the mail local (dev mailbox) when no SMTP server is configured', async () => {
    const patient = await createSignedInPatient(ctx.db)
    await rest(ctx.api, 'POST', '/auth/forgot', {
      body: { email: patient.user.email, role: 'patient' },
      headers: viaWebServer('10.77.0.2'),
    })
    await ctx.background.settled()
    const [row] = await rowsFor(patient.user.email)
    expect(row).toMatchObject({ status: 'local', attempts: 0 })
    const mailbox = await rest(ctx.api, 'GET', `/dev/mailbox?to=${encodeURIComponent(patient.user.email)}`)
    expect(mailbox.json.data.messages).toEqual(expect.arrayContaining([expect.objectContaining({ recipient: patient.user.email })]))
  })
})

describe('outbox worker', () => {
  const queue = async (recipient: string) =>
    (
      await ctx.db
        .insert(t.outboxMessages)
        .values({ channel: 'email', recipient, subject: 'Hi', body: 'text', locale: 'en', status: 'pending' })
        .returning()
    )[0]!

  it('retries a failed delivery after the back-off and gives up after the last attempt', async () => {
    const recipient = `retry-${randomUUID().slice(0, 8)}@example.test`
    const row = await queue(recipient)
    let failures = 1
    const sent: string[] = []
    const flaky: Mailer = {
      async send(message) {
        if (failures-- > 0) throw new Error('smtp down')
        sent.push(message.to)
      },
    }
    const start = new Date(Date.now() + 1000)
    expect(await deliverDueMessages(ctx.db, { email: flaky }, { now: start })).toBe(0)
    const [failed] = await rowsFor(recipient)
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastError: 'smtp down' })
    expect(failed!.nextAttemptAt.getTime()).toBe(start.getTime() + retryDelayMs(1))
    // not due yet: nothing happens; once due, it is delivered
    expect(await deliverDueMessages(ctx.db, { email: flaky }, { now: new Date(start.getTime() + retryDelayMs(1) - 1) })).toBe(0)
    expect(await deliverDueMessages(ctx.db, { email: flaky }, { now: new Date(start.getTime() + retryDelayMs(1)) })).toBe(1)
    expect(sent).toEqual([recipient])
    expect((await rowsFor(recipient))[0]).toMatchObject({ id: row.id, status: 'sent', attempts: 2 })

    const hopeless = `hopeless-${randomUUID().slice(0, 8)}@example.test`
    await queue(hopeless)
    const down: Mailer = { send: () => Promise.reject(new Error('smtp down')) }
    let now = start.getTime()
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await deliverDueMessages(ctx.db, { email: down }, { now: new Date(now) })
      now += retryDelayMs(attempt)
    }
    expect((await rowsFor(hopeless))[0]).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS })
  })

  it('delivers each message once when two workers run at the same time', async () => {
    const recipients = Array.from({ length: 6 }, (_, i) => `twice-${i}-${randomUUID().slice(0, 8)}@example.test`)
    for (const recipient of recipients) await queue(recipient)
    const sent: string[] = []
    const mailer: Mailer = {
      async send(message) {
        sent.push(message.to)
      },
    }
    const now = new Date(Date.now() + 10_000)
    await Promise.all([
      deliverDueMessages(ctx.db, { email: mailer }, { now, batch: 4 }),
      deliverDueMessages(ctx.db, { email: mailer }, { now, batch: 4 }),
    ])
    await deliverDueMessages(ctx.db, { email: mailer }, { now })
    const ours = sent.filter((to) => recipients.includes(to))
    expect(ours.sort()).toEqual([...recipients].sort())
  })
})
