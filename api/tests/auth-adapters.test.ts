import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SmtpMailer } from '../src/adapters/mail'
import { HttpSmsSender } from '../src/adapters/sms'
import { deliverDueMessages } from '../src/adapters/outbox'
import { consume, exhausted, MemoryRateLimiter, RedisRateLimiter, type Limit, type RateLimiter } from '../src/auth/rate-limit'
import { startSmtpCapture } from './smtp-capture'
import { createSignedInPatient, rest, setupTestApi, testEnv, viaWebServer, type TestApi } from './helpers'

let ctx: TestApi
beforeAll(async () => {
  ctx = await setupTestApi()
})
afterAll(() => ctx.close())

describe('SMTP mailer', () => {
  it('delivers the sign-up code through a real SMTP server (queued, then sent by the outbox worker)', async () => {
    const { url: smtpUrl, received, close } = await startSmtpCapture()
    try {
      const api = ctx.makeApi({ env: testEnv({ SMTP_URL: smtpUrl }) })
      const email = `smtp-${randomUUID().slice(0, 8)}@example.test`
      const signUp = await rest(api, 'POST', '/auth/sign-up', {
        body: { email, first_name: 'Mail', last_name: 'Test', password: 'Sunny-Day-42' },
        headers: { locale: 'en' },
      })
      expect(signUp.status).toBe(201)
      expect(received).toHaveLength(0)
      await deliverDueMessages(ctx.db, { email: new SmtpMailer(smtpUrl, 'Clinic <no-reply@clinic.test>') })
      expect(received).toHaveLength(1)
      expect(received[0]!.from).toBe('no-reply@clinic.test')
      expect(received[0]!.to).toEqual([email])
      expect(received[0]!.data).toMatch(/Subject: Your verification code/)
      const code = received[0]!.data.match(/verification code is (\d{6})/)?.[1]
      expect(code).toMatch(/^\d{6}$/)
      // the delivered code is the one the API accepts
      const verified = await rest(api, 'POST', '/auth/verify/email', {
        body: { code },
        headers: { authorization: `Bearer ${signUp.json.data.token}` },
      })
      expect(verified.status).toBe(200)
    } finally {
      await close()
    }
  })
})

describe('HTTP SMS sender', () => {
  it('POSTs JSON with the bearer token to the provider (through the outbox worker); a failing provider is an error', async () => {
    const requests: { method?: string; url?: string; authorization?: string; contentType?: string; body: unknown }[] = []
    let answer = 202
    const server = createServer((request: IncomingMessage, response) => {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => {
        requests.push({
          method: request.method,
          url: request.url,
          authorization: request.headers.authorization,
          contentType: request.headers['content-type'],
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
        })
        response.writeHead(answer, { 'content-type': 'application/json' }).end('{}')
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    try {
      const sms = new HttpSmsSender(`http://127.0.0.1:${port}/messages`, 'provider-token')
      const api = ctx.makeApi({ env: testEnv({ SMS_PROVIDER_URL: `http://127.0.0.1:${port}/messages` }) })
      const patient = await createSignedInPatient(ctx.db, { locale: 'de' })
      const sent = await rest(api, 'POST', '/auth/verify/phone/resend', { body: { phone: '+44 7911 123456' }, headers: patient.headers })
      expect(sent.status).toBe(200)
      expect(requests).toHaveLength(0)
      await deliverDueMessages(ctx.db, { sms })
      expect(requests).toHaveLength(1)
      expect(requests[0]).toMatchObject({
        method: 'POST',
        url: '/messages',
        authorization: 'Bearer provider-token',
        contentType: 'application/json',
      })
      expect(requests[0]!.body).toEqual({ to: '+447911123456', text: expect.stringMatching(/^Ihr Bestätigungscode: \d{6}$/), locale: 'de' })

      answer = 500
      await expect(sms.send({ to: '+447911123456', text: 'x', locale: 'en' })).rejects.toThrow(/500/)
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  })
})

/** The same behaviour from both implementations. */
/**
 * `endWindow` makes a limit's current window run out now: the memory limiter's clock moves past it,
 * Redis expires the key on the server (whose clock we cannot move). No test waits for real time.
 */
type LimiterUnderTest = { limiter: RateLimiter; prefix: string; endWindow: (limit: Limit) => Promise<void> }

function limiterContract(name: string, make: () => LimiterUnderTest | null) {
  describe.skipIf(make() === null)(`${name} rate limiter`, () => {
    it('counts per key within the window, reports retryAfter, resets', async () => {
      const { limiter, prefix } = make()!
      const limit = { key: `${prefix}:a`, max: 3, windowMs: 60_000 }
      for (let i = 0; i < 3; i += 1) expect(await consume(limiter, limit)).toBeNull()
      const retryAfter = await consume(limiter, limit)
      expect(retryAfter).toBeGreaterThan(0)
      expect(retryAfter).toBeLessThanOrEqual(60)
      expect(await exhausted(limiter, limit)).toBeGreaterThan(0)
      // another key is independent
      expect(await consume(limiter, { ...limit, key: `${prefix}:b` })).toBeNull()
      await limiter.reset(limit.key)
      expect((await limiter.peek(limit.key)).count).toBe(0)
      expect(await consume(limiter, limit)).toBeNull()
    })

    it('starts a new window when the old one ends', async () => {
      const { limiter, prefix, endWindow } = make()!
      const limit = { key: `${prefix}:short`, max: 1, windowMs: 10_000 }
      expect(await consume(limiter, limit)).toBeNull()
      expect(await consume(limiter, limit)).not.toBeNull()
      await endWindow(limit)
      expect(await consume(limiter, limit)).toBeNull()
      expect(await consume(limiter, limit)).not.toBeNull()
    })
  })
}

function memoryLimiter() {
  let now = Date.parse('2026-01-01T00:00:00Z')
  const limiter = new MemoryRateLimiter(() => now)
  return { limiter, advance: (ms: number) => (now += ms) }
}

limiterContract('memory', () => {
  const { limiter, advance } = memoryLimiter()
  return { limiter, prefix: 'test', endWindow: async (limit) => void advance(limit.windowMs) }
})

describe('memory rate limiter clock', () => {
  it('keeps a window to the millisecond and counts down retryAfter', async () => {
    const { limiter, advance } = memoryLimiter()
    // Shorter than the minute after which expired windows are swept, so the window itself must end.
    const limit = { key: 'edge', max: 1, windowMs: 10_000 }
    expect(await consume(limiter, limit)).toBeNull()
    advance(9_999)
    // one millisecond left: still limited, and a retry is due within the second
    expect(await consume(limiter, limit)).toBe(1)
    advance(1)
    expect(await consume(limiter, limit)).toBeNull()
  })
})

const redisUrl = process.env.TEST_REDIS_URL
let redis: Redis | null = null
limiterContract('Redis', () => {
  if (!redisUrl) return null
  redis ??= new Redis(redisUrl, { maxRetriesPerRequest: 1 })
  // A unique prefix per test keeps parallel runs and earlier runs apart.
  const client = redis
  const keyPrefix = `test:${randomUUID()}:`
  return {
    limiter: new RedisRateLimiter(client, keyPrefix),
    prefix: 'k',
    endWindow: async (limit) => {
      await client.pexpire(keyPrefix + limit.key, 1)
      // Redis drops the key within its own millisecond; wait for that condition, not a fixed time.
      await expect.poll(() => client.exists(keyPrefix + limit.key), { interval: 5 }).toBe(0)
    },
  }
})
afterAll(async () => {
  await redis?.quit()
})

describe.skipIf(!redisUrl)('Redis limiter behind the API', () => {
  it('shares sign-in limits between two API instances', async () => {
    const shared = new Redis(redisUrl!, { maxRetriesPerRequest: 1 })
    try {
      const prefix = `test:${randomUUID()}:`
      const first = ctx.makeApi({ limiter: new RedisRateLimiter(shared, prefix) })
      const second = ctx.makeApi({ limiter: new RedisRateLimiter(shared, prefix) })
      const body = { email: `redis-${randomUUID().slice(0, 8)}@example.test`, password: 'Wrong-Pass-1' }
      const headers = viaWebServer('10.200.0.1')
      // The per-account back-off (ADR 0010) lets 5 failures through, counted across both instances.
      for (let i = 0; i < 5; i += 1) {
        expect((await rest(i % 2 ? first : second, 'POST', '/auth/sign-in', { body, headers })).status).toBe(401)
      }
      expect((await rest(first, 'POST', '/auth/sign-in', { body, headers })).status).toBe(429)
      expect((await rest(second, 'POST', '/auth/sign-in', { body, headers })).status).toBe(429)
    } finally {
      await shared.quit()
    }
  })
})
