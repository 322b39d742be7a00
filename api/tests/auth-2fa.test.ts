import { eq } from 'drizzle-orm'
import { Secret, TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decryptSecret, encryptSecret } from '../src/auth/totp'
import * as t from '../src/db/schema'
import { createSignedInPatient, rest, setupTestApi, TEST_AUTH_SECRET, viaWebServer, type TestApi } from './helpers'

let ctx: TestApi
beforeAll(async () => {
  ctx = await setupTestApi()
})
afterAll(() => ctx.close())

const post = (path: string, body: unknown, headers: Record<string, string> = {}) => rest(ctx.api, 'POST', path, { body, headers })
/** What the patient's authenticator app shows, computed independently of the API's code. */
const codeFor = (secretKey: string, timestamp = Date.now()) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secretKey) }).generate({ timestamp })
const wrongCode = (secretKey: string) => (codeFor(secretKey) === '000000' ? '111111' : '000000')

async function enable2fa() {
  const patient = await createSignedInPatient(ctx.db)
  const qr = await post('/auth/qr', { current_password: patient.password }, patient.headers)
  const { secretKey } = qr.json.data.data
  expect((await post('/auth/otp/verify', { otp: codeFor(secretKey) }, patient.headers)).status).toBe(200)
  return { patient, secretKey }
}

describe('enabling two-factor in settings', () => {
  it('QR answers an SVG data URL and a secret kept pending (encrypted) until a valid code confirms it', async () => {
    const patient = await createSignedInPatient(ctx.db)
    const qr = await post('/auth/qr', { current_password: patient.password }, patient.headers)
    expect(qr.status).toBe(200)
    const { qr: image, secretKey } = qr.json.data.data
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(Buffer.from(image.split(',')[1], 'base64').toString()).toContain('<svg')
    expect(secretKey).toMatch(/^[A-Z2-7]{32}$/)

    const [pending] = await ctx.db.select().from(t.users).where(eq(t.users.id, patient.user.id))
    expect(pending!.totpPendingSecret).not.toContain(secretKey)
    expect(decryptSecret(TEST_AUTH_SECRET, pending!.totpPendingSecret!)).toBe(secretKey)
    expect(pending!.totpSecret).toBeNull()
    expect(pending!.settings.auth2fa).toBe(false)

    const wrong = await post('/auth/otp/verify', { otp: wrongCode(secretKey) }, patient.headers)
    expect(wrong.status).toBe(422)
    expect(wrong.json.errors).toEqual([{ name: 'otp', messages: ['code_invalid'] }])

    const confirmed = await post('/auth/otp/verify', { otp: codeFor(secretKey) }, patient.headers)
    expect(confirmed.status).toBe(200)
    expect(confirmed.json.data.message).toEqual(expect.any(String))
    const [enabled] = await ctx.db.select().from(t.users).where(eq(t.users.id, patient.user.id))
    expect(enabled!.settings.auth2fa).toBe(true)
    expect(enabled!.totpPendingSecret).toBeNull()
    expect(decryptSecret(TEST_AUTH_SECRET, enabled!.totpSecret!)).toBe(secretKey)
  })

  it('needs a signed-in patient', async () => {
    expect((await post('/auth/qr', {}, {})).status).toBe(401)
    const noToken = await post('/auth/otp/verify', { otp: '123456' })
    expect(noToken.status).toBe(401)
    expect(noToken.json.code).toBe('invalid_token')
  })
})

describe('signing in with two-factor on', () => {
  it('answers only a temp token, then tokens after a correct code; a code cannot be replayed', async () => {
    const { patient, secretKey } = await enable2fa()
    const signIn = await post(
      '/auth/sign-in',
      { email: patient.user.email, password: patient.password, role: 'patient' },
      viaWebServer('10.9.9.1'),
    )
    expect(signIn.status).toBe(200)
    expect(signIn.json.data).toMatchObject({ token: null, refreshToken: null, settings: { auth2fa: true } })
    const { tmpToken } = signIn.json.data
    expect(tmpToken).toEqual(expect.any(String))
    // the temp token is not an access token
    expect((await ctx.gql<{ me: null }>(`{ me { id } }`, {}, { authorization: `Bearer ${tmpToken}` })).data?.me).toBeNull()

    const wrong = await post('/auth/otp/verify', { otp: wrongCode(secretKey), token: tmpToken })
    expect(wrong.status).toBe(422)
    // The code that enabled 2FA was spent; the authenticator's next one (one step of drift is allowed) signs in.
    const next = codeFor(secretKey, Date.now() + 30_000)
    const right = await post('/auth/otp/verify', { otp: next, token: tmpToken })
    expect(right.status).toBe(200)
    expect(Object.keys(right.json.data).sort()).toEqual(['refreshToken', 'token'])
    const me = await ctx.gql<{ me: { email: string } }>(`{ me { email } }`, {}, { authorization: `Bearer ${right.json.data.token}` })
    expect(me.data?.me.email).toBe(patient.user.email)

    // the same code again (still inside its window) is refused
    const replay = await post('/auth/otp/verify', { otp: next, token: tmpToken })
    expect(replay.status).toBe(422)
  })

  it('refuses forged, access or expired temp tokens with 401 invalid_token', async () => {
    const { patient, secretKey } = await enable2fa()
    for (const token of ['garbage', patient.token]) {
      const response = await post('/auth/otp/verify', { otp: codeFor(secretKey), token })
      expect(response.status).toBe(401)
      expect(response.json.code).toBe('invalid_token')
    }
  })

  it('answers 429 after 5 wrong codes in 15 minutes, even for a right one', async () => {
    const { patient, secretKey } = await enable2fa()
    const signIn = await post('/auth/sign-in', { email: patient.user.email, password: patient.password }, viaWebServer('10.9.9.2'))
    const { tmpToken } = signIn.json.data
    for (let i = 0; i < 5; i += 1) expect((await post('/auth/otp/verify', { otp: wrongCode(secretKey), token: tmpToken })).status).toBe(422)
    const limited = await post('/auth/otp/verify', { otp: codeFor(secretKey, Date.now() + 30_000), token: tmpToken })
    expect(limited.status).toBe(429)
    expect(limited.json.retryAfter).toBeGreaterThan(0)
    expect(limited.headers.get('retry-after')).toBe(String(limited.json.retryAfter))
  })
})

describe('TOTP secret sealing', () => {
  it('round-trips and refuses tampering or another key', () => {
    const sealed = encryptSecret(TEST_AUTH_SECRET, 'JBSWY3DPEHPK3PXP')
    expect(decryptSecret(TEST_AUTH_SECRET, sealed)).toBe('JBSWY3DPEHPK3PXP')
    expect(encryptSecret(TEST_AUTH_SECRET, 'JBSWY3DPEHPK3PXP')).not.toBe(sealed)
    expect(decryptSecret('other-secret-other-secret-other-secret', sealed)).toBeNull()
    const parts = sealed.split('.')
    parts[3] = Buffer.from('AAAAAAAAAAAAAAAA').toString('base64url')
    expect(decryptSecret(TEST_AUTH_SECRET, parts.join('.'))).toBeNull()
  })
})
