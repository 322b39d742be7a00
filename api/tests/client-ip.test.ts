import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rest, setupTestApi, testEnv, viaWebServer, type TestApi } from './helpers'

/**
 * Per-IP limits key on the client address the API can trust (ADR 0008): the socket peer, a
 * configured number of proxy hops (TRUST_PROXY), or the address the web server names with the
 * shared API_INTERNAL_SECRET. Never on an X-Forwarded-For the client wrote itself.
 */
let ctx: TestApi
beforeAll(async () => {
  ctx = await setupTestApi()
})
afterAll(() => ctx.close())

// signInPerIp allows 50 attempts per 15 minutes; unknown e-mails keep the per-account limit out of it.
const SIGN_IN_PER_IP = 50
const wrongSignIn = (api: TestApi['api'], options: { headers?: Record<string, string>; socket?: string } = {}) =>
  rest(api, 'POST', '/auth/sign-in', {
    body: { email: `ghost-${randomUUID().slice(0, 8)}@example.test`, password: 'Wrong-Pass-1', role: 'patient' },
    ...options,
  })

async function statuses(count: number, attempt: (i: number) => Promise<{ status: number }>): Promise<number[]> {
  const result: number[] = []
  for (let i = 0; i < count; i++) result.push((await attempt(i)).status)
  return result
}

describe('per-IP sign-in limit', () => {
  it('is not bypassed by a new X-Forwarded-For per request', async () => {
    const api = ctx.makeApi()
    const seen = await statuses(60, (i) => wrongSignIn(api, { socket: '203.0.113.10', headers: { 'x-forwarded-for': `10.0.${i}.1` } }))
    expect(seen.filter((s) => s === 401)).toHaveLength(SIGN_IN_PER_IP)
    expect(seen.filter((s) => s === 429)).toHaveLength(10)
  })

  it('keeps clients on different sockets apart (no shared bucket without the header)', async () => {
    const api = ctx.makeApi()
    const first = await statuses(SIGN_IN_PER_IP + 1, () => wrongSignIn(api, { socket: '203.0.113.20' }))
    expect(first.at(-1)).toBe(429)
    expect((await wrongSignIn(api, { socket: '203.0.113.21' })).status).toBe(401)
  })

  it('honours the client address the web server names with the right secret', async () => {
    const api = ctx.makeApi()
    const web = '127.0.0.1'
    const first = await statuses(SIGN_IN_PER_IP + 1, () => wrongSignIn(api, { socket: web, headers: viaWebServer('198.51.100.1') }))
    expect(first.at(-1)).toBe(429)
    // another browser behind the same web server has its own bucket
    expect((await wrongSignIn(api, { socket: web, headers: viaWebServer('198.51.100.2') })).status).toBe(401)
  })

  it('ignores a named client address with a wrong or missing secret', async () => {
    const api = ctx.makeApi()
    const attacker = '203.0.113.30'
    const seen = await statuses(SIGN_IN_PER_IP + 5, (i) =>
      wrongSignIn(api, {
        socket: attacker,
        headers: i % 2 ? viaWebServer(`198.51.100.${i}`, 'guessed-secret-guessed-secret-000000') : { 'x-client-ip': `198.51.100.${i}` },
      }),
    )
    expect(seen.filter((s) => s === 429)).toHaveLength(5)
  })

  it('reads X-Forwarded-For only as far as TRUST_PROXY hops', async () => {
    const api = ctx.makeApi({ env: testEnv({ TRUST_PROXY: '1' }) })
    const proxy = '10.0.0.1'
    // one trusted proxy appends the real peer; what the client put in front of it does not count
    const seen = await statuses(SIGN_IN_PER_IP + 1, (i) =>
      wrongSignIn(api, { socket: proxy, headers: { 'x-forwarded-for': `10.9.${i}.9, 198.51.100.40` } }),
    )
    expect(seen.at(-1)).toBe(429)
    expect((await wrongSignIn(api, { socket: proxy, headers: { 'x-forwarded-for': '198.51.100.41' } })).status).toBe(401)
  })
})
