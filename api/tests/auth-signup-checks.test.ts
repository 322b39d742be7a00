import { randomUUID } from 'node:crypto'
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildContext } from '../src/graphql/context'
import { createPublicReads } from '../src/graphql/public-reads'
import { MemoryLiveBus } from '../src/shared/live-bus'
import { createPublicCache } from '../src/shared/public-cache'
import { MemoryRateLimiter } from '../src/auth/rate-limit'
import { requireVerifiedEmail } from '../src/auth/verified-email'
import * as t from '../src/db/schema'
import { localFileStorage } from '../src/adapters/storage'
import { createSignedInPatient, rest, setupTestApi, TEST_AUTH_SECRET, testEnv, viaWebServer, type TestApi } from './helpers'

/** Issue #10: the e-mail check of sign-up step one, the reset-link check, and the verified-e-mail guard (ADR 0017). */
let ctx: TestApi
beforeAll(async () => {
  ctx = await setupTestApi()
})
afterAll(() => ctx.close())

const randomIp = () =>
  viaWebServer(`10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`)
const post = (path: string, body: unknown, headers: Record<string, string> = {}) => rest(ctx.api, 'POST', path, { body, headers })
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

describe('POST /auth/check-email', () => {
  it('says whether an address is free, ignoring case, and validates it', async () => {
    const ip = randomIp()
    const patient = await createSignedInPatient(ctx.db)
    const taken = await post('/auth/check-email', { email: patient.user.email.toUpperCase() }, ip)
    expect(taken.status).toBe(200)
    expect(taken.json.data).toEqual({ available: false })
    const free = await post('/auth/check-email', { email: `free-${randomUUID().slice(0, 8)}@example.test` }, ip)
    expect(free.json.data).toEqual({ available: true })
    const bad = await post('/auth/check-email', { email: 'not-an-email' }, ip)
    expect(bad.status).toBe(422)
    expect(bad.json.errors[0].name).toBe('email')
  })

  it('is limited per client like sign-up (30 an hour), since it tells who is registered', async () => {
    const ip = randomIp()
    for (let i = 0; i < 30; i += 1) expect((await post('/auth/check-email', { email: `n${i}@example.test` }, ip)).status).toBe(200)
    const refused = await post('/auth/check-email', { email: 'one-more@example.test' }, ip)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    // another client is not affected
    expect((await post('/auth/check-email', { email: 'one-more@example.test' }, randomIp())).status).toBe(200)
  })
})

describe('POST /auth/reset/check', () => {
  async function resetKey(email: string) {
    await post('/auth/forgot', { email, role: 'patient' })
    await ctx.background.settled()
    const [mail] = await ctx.db
      .select()
      .from(t.outboxMessages)
      .where(eq(t.outboxMessages.recipient, email))
      .orderBy(desc(t.outboxMessages.id))
      .limit(1)
    return new URL(mail!.body.match(/https?:\/\/\S+/)![0]).searchParams.get('key')!
  }

  it('accepts a live key without consuming it and refuses used, expired and unknown ones', async () => {
    const patient = await createSignedInPatient(ctx.db)
    const key = await resetKey(patient.user.email)
    const ip = randomIp()
    const live = await post('/auth/reset/check', {}, { ...ip, ...bearer(key) })
    expect(live.status).toBe(200)
    expect(live.json.data).toEqual({ valid: true })
    // checking twice does not spend it: the reset still works, and only then is the key refused
    expect((await post('/auth/reset/check', {}, { ...ip, ...bearer(key) })).status).toBe(200)
    expect((await post('/auth/reset', { password: 'New-Secret-77' }, bearer(key))).status).toBe(200)
    const used = await post('/auth/reset/check', {}, { ...ip, ...bearer(key), locale: 'de' })
    expect(used.status).toBe(401)
    expect(used.json.code).toBe('invalid_reset_key')
    expect(used.json.message).toMatch(/ungültig oder abgelaufen/)

    const other = await createSignedInPatient(ctx.db)
    const expiring = await resetKey(other.user.email)
    await ctx.db
      .update(t.verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(t.verificationCodes.userId, other.user.id))
    expect((await post('/auth/reset/check', {}, { ...ip, ...bearer(expiring) })).json.code).toBe('invalid_reset_key')
    expect((await post('/auth/reset/check', {}, { ...ip, ...bearer('made-up') })).status).toBe(401)
    expect((await post('/auth/reset/check', {}, ip)).status).toBe(401)
  })

  it('is limited per client', async () => {
    const ip = randomIp()
    for (let i = 0; i < 30; i += 1) expect((await post('/auth/reset/check', {}, { ...ip, ...bearer(`k${i}`) })).status).toBe(401)
    expect((await post('/auth/reset/check', {}, { ...ip, ...bearer('k') })).status).toBe(429)
  })
})

describe('requireVerifiedEmail', () => {
  const contextFor = (token: string | null, locale = 'en') =>
    buildContext(new Request('http://api/graphql', { headers: { locale, ...(token ? bearer(token) : {}) } }), {
      db: ctx.db,
      env: testEnv(),
      captcha: { verify: async () => true },
      translator: null,
      limiter: new MemoryRateLimiter(),
      authSecret: TEST_AUTH_SECRET,
      storage: localFileStorage(ctx.filesDir),
      clientIp: '10.0.0.1',
      reads: createPublicReads(ctx.db, createPublicCache(testEnv())),
      payments: null,
      notifications: { db: ctx.db, bus: new MemoryLiveBus() },
    })

  it('answers the patient id for a confirmed e-mail, FORBIDDEN email_not_verified in the request language otherwise', async () => {
    const verified = await createSignedInPatient(ctx.db)
    expect(await requireVerifiedEmail(contextFor(verified.token))).toBe(verified.user.id)

    const unverified = await createSignedInPatient(ctx.db, { emailVerified: false })
    const refusal = await requireVerifiedEmail(contextFor(unverified.token, 'ru')).catch((error: unknown) => error)
    expect(refusal).toMatchObject({
      message: 'Сначала подтвердите адрес электронной почты. Мы можем отправить новый код.',
      extensions: { code: 'FORBIDDEN', reason: 'email_not_verified', http: { status: 403 } },
    })

    await expect(requireVerifiedEmail(contextFor(null))).rejects.toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } })
  })
})
