import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MemoryRateLimiter } from '../src/auth/rate-limit'
import { rotateRefreshToken, startSession } from '../src/auth/sessions'
import { encryptSecret, newTotpSecret } from '../src/auth/totp'
import * as t from '../src/db/schema'
import {
  createSignedInPatient,
  rest,
  setupTestApi,
  TEST_AUTH_SECRET,
  totpCodeFor as codeFor,
  viaWebServer,
  type GraphQLResponse,
  type TestApi,
} from './helpers'

let ctx: TestApi
beforeAll(async () => {
  ctx = await setupTestApi()
})
afterAll(() => ctx.close())

/** An API whose rate limiter runs on a clock the test moves. */
function clockedApi() {
  const clock = { now: Date.parse('2026-11-23T10:00:00Z') }
  const api = ctx.makeApi({ limiter: new MemoryRateLimiter(() => clock.now) })
  return { api, clock, advance: (seconds: number) => (clock.now += seconds * 1000) }
}

let ipCounter = 0
/** A different client address on every call: the back-off must not depend on it. */
const freshIp = () => viaWebServer(`198.51.100.${(ipCounter += 1) % 250}`)

const UPDATE_PASSWORD = `mutation($input: UpdatePasswordInput!) { updatePassword(input: $input) { message } }`
const UPDATE_SETTINGS = `mutation($input: UpdateSettingsInput!) { updateSettings(input: $input) { message } }`
const UPDATE_PATIENT = `mutation($input: UpdatePatientInput!) { updatePatient(input: $input) { phone phoneVerify } }`

const fieldErrors = (response: GraphQLResponse) => response.errors?.[0]?.extensions?.errors
const wrongCode = (secretKey: string) => (codeFor(secretKey) === '000000' ? '111111' : '000000')

async function patientWithTotp() {
  const secretKey = newTotpSecret()
  const patient = await createSignedInPatient(ctx.db, {
    totpSecret: encryptSecret(TEST_AUTH_SECRET, secretKey),
    settings: { auth2fa: true, activity_sync: false },
  })
  return { patient, secretKey }
}

const userRow = async (id: number) => (await ctx.db.select().from(t.users).where(eq(t.users.id, id)))[0]

describe('per-account back-off', () => {
  it('makes sign-in wait an exponentially growing, bounded delay after 5 failures, whatever the client address; success clears it', async () => {
    const { api, advance } = clockedApi()
    const patient = await createSignedInPatient(ctx.db)
    const signIn = (password: string) =>
      rest(api, 'POST', '/auth/sign-in', { body: { email: patient.user.email, password, role: 'patient' }, headers: freshIp() })

    for (let i = 0; i < 5; i += 1) expect((await signIn('Wrong-Pass-1!')).status).toBe(401)
    const waits: number[] = []
    for (let i = 0; i < 8; i += 1) {
      const refused = await signIn(patient.password)
      expect(refused.status).toBe(429)
      expect(refused.headers.get('retry-after')).toBe(String(refused.json.retryAfter))
      waits.push(refused.json.retryAfter)
      advance(refused.json.retryAfter)
      expect((await signIn('Wrong-Pass-1!')).status).toBe(401)
    }
    expect(waits).toEqual([15, 30, 60, 120, 240, 480, 900, 900])

    advance(900)
    expect((await signIn(patient.password)).status).toBe(200)
    // cleared: the next mistake is an ordinary 401 again
    expect((await signIn('Wrong-Pass-1!')).status).toBe(401)
  })

  it('counts wrong current passwords in updatePassword against the same account', async () => {
    const { api, advance } = clockedApi()
    const patient = await createSignedInPatient(ctx.db)
    const change = (current_password: string) =>
      ctx.gql(UPDATE_PASSWORD, { input: { current_password, password: 'Brand-New-Pass1!' } }, { ...patient.headers, ...freshIp() }, api)
    for (let i = 0; i < 5; i += 1)
      expect(fieldErrors(await change('Wrong-Pass-1!'))).toEqual([{ name: 'current_password', messages: ['current_password_invalid'] }])
    const refused = await change(patient.password)
    expect(refused.status).toBe(429)
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfter: 15 })
    // sign-in shares the account's counter
    const signIn = await rest(api, 'POST', '/auth/sign-in', {
      body: { email: patient.user.email, password: patient.password, role: 'patient' },
      headers: freshIp(),
    })
    expect(signIn.status).toBe(429)
    advance(15)
    expect((await change(patient.password)).data).toEqual({ updatePassword: { message: 'password_updated' } })
  })
})

describe('sensitive changes need the current password, or a TOTP code when 2FA is on', () => {
  it('turning 2FA off needs a TOTP code', async () => {
    const { patient, secretKey } = await patientWithTotp()
    const bare = await ctx.gql(UPDATE_SETTINGS, { input: { settings: { auth2fa: false } } }, patient.headers)
    expect(fieldErrors(bare)).toEqual([{ name: 'otp', messages: ['required'] }])
    const wrong = await ctx.gql(UPDATE_SETTINGS, { input: { settings: { auth2fa: false }, otp: wrongCode(secretKey) } }, patient.headers)
    expect(fieldErrors(wrong)).toEqual([{ name: 'otp', messages: ['code_invalid'] }])
    expect((await userRow(patient.user.id))!.settings.auth2fa).toBe(true)
    const right = await ctx.gql(UPDATE_SETTINGS, { input: { settings: { auth2fa: false }, otp: codeFor(secretKey) } }, patient.headers)
    expect(right.data).toEqual({ updateSettings: { message: 'successfully_updated' } })
    expect(await userRow(patient.user.id)).toMatchObject({ totpSecret: null, settings: { auth2fa: false } })
  })

  it('other settings need no confirmation', async () => {
    const patient = await createSignedInPatient(ctx.db)
    const response = await ctx.gql(UPDATE_SETTINGS, { input: { settings: { activity_sync: true } } }, patient.headers)
    expect(response.data).toEqual({ updateSettings: { message: 'successfully_updated' } })
  })

  it('deleting the account needs the current password; a bare session cannot', async () => {
    const patient = await createSignedInPatient(ctx.db)
    expect((await rest(ctx.api, 'GET', '/auth/delete', { headers: patient.headers })).status).toBe(404)
    expect(await userRow(patient.user.id)).toBeDefined()
    const bare = await rest(ctx.api, 'POST', '/auth/delete', { body: {}, headers: patient.headers })
    expect(bare.status).toBe(422)
    expect(bare.json.errors).toEqual([{ name: 'current_password', messages: ['required'] }])
    const wrong = await rest(ctx.api, 'POST', '/auth/delete', { body: { current_password: 'Wrong-Pass-1!' }, headers: patient.headers })
    expect(wrong.json.errors).toEqual([{ name: 'current_password', messages: ['current_password_invalid'] }])
    expect(await userRow(patient.user.id)).toBeDefined()
    const right = await rest(ctx.api, 'POST', '/auth/delete', { body: { current_password: patient.password }, headers: patient.headers })
    expect(right.status).toBe(200)
    expect(await userRow(patient.user.id)).toBeUndefined()
  })

  it('replacing a verified phone needs the current password; a first phone does not', async () => {
    const first = await createSignedInPatient(ctx.db)
    const added = await ctx.gql(UPDATE_PATIENT, { input: { phone: '+4915112345678' } }, first.headers)
    expect(added.data).toEqual({ updatePatient: { phone: '+4915112345678', phoneVerify: false } })

    const patient = await createSignedInPatient(ctx.db, { phone: '+4915112345678', phoneVerified: true })
    const bare = await ctx.gql(UPDATE_PATIENT, { input: { phone: '+4915199999999' } }, patient.headers)
    expect(fieldErrors(bare)).toEqual([{ name: 'current_password', messages: ['required'] }])
    const resend = await rest(ctx.api, 'POST', '/auth/verify/phone/resend', { body: { phone: '+4915199999999' }, headers: patient.headers })
    expect(resend.status).toBe(422)
    expect(resend.json.errors).toEqual([{ name: 'current_password', messages: ['required'] }])
    expect(await userRow(patient.user.id)).toMatchObject({ phone: '+4915112345678', phoneVerified: true })

    const same = await ctx.gql(UPDATE_PATIENT, { input: { phone: '+4915112345678', first_name: 'Renamed' } }, patient.headers)
    expect(same.errors).toBeUndefined()
    const right = await ctx.gql(UPDATE_PATIENT, { input: { phone: '+4915199999999', current_password: patient.password } }, patient.headers)
    expect(right.data).toEqual({ updatePatient: { phone: '+4915199999999', phoneVerify: false } })
  })

  it('a new TOTP secret needs a code from the current one when 2FA is on, and the password to enrol', async () => {
    const { patient, secretKey } = await patientWithTotp()
    const bare = await rest(ctx.api, 'POST', '/auth/qr', { body: {}, headers: patient.headers })
    expect(bare.status).toBe(422)
    expect(bare.json.errors).toEqual([{ name: 'otp', messages: ['required'] }])
    expect((await userRow(patient.user.id))!.totpPendingSecret).toBeNull()
    const right = await rest(ctx.api, 'POST', '/auth/qr', { body: { otp: codeFor(secretKey) }, headers: patient.headers })
    expect(right.status).toBe(200)

    const fresh = await createSignedInPatient(ctx.db)
    expect((await rest(ctx.api, 'POST', '/auth/qr', { body: {}, headers: fresh.headers })).json.errors).toEqual([
      { name: 'current_password', messages: ['required'] },
    ])
    expect((await rest(ctx.api, 'POST', '/auth/qr', { body: { current_password: fresh.password }, headers: fresh.headers })).status).toBe(
      200,
    )
  })

  it('an account without a password (social sign-in) confirms with a recent sign-in', async () => {
    const patient = await createSignedInPatient(ctx.db, { passwordHash: null })
    const recent = await rest(ctx.api, 'POST', '/auth/qr', { body: {}, headers: patient.headers })
    expect(recent.status).toBe(200)

    // signed in 20 minutes ago; the access token was renewed since, the sign-in was not
    const old = await startSession(ctx.db, TEST_AUTH_SECRET, patient.user.id, new Date(Date.now() - 20 * 60_000))
    const renewed = await rotateRefreshToken(ctx.db, TEST_AUTH_SECRET, old.refreshToken)
    if (!renewed.ok) throw new Error('rotation refused')
    const stale = await rest(ctx.api, 'POST', '/auth/qr', { body: {}, headers: { authorization: `Bearer ${renewed.tokens.token}` } })
    expect(stale.status).toBe(422)
    expect(stale.json.errors).toEqual([{ name: 'current_password', messages: ['reauthentication_required'] }])
  })
})

describe('session lifetime', () => {
  const DAY = 24 * 60 * 60_000

  it('ends a refresh family 30 days after sign-in however often it rotates', async () => {
    const patient = await createSignedInPatient(ctx.db)
    const start = new Date('2026-01-01T00:00:00Z')
    let { refreshToken } = await startSession(ctx.db, TEST_AUTH_SECRET, patient.user.id, start)
    for (let day = 6; day < 30; day += 6) {
      const rotated = await rotateRefreshToken(ctx.db, TEST_AUTH_SECRET, refreshToken, new Date(start.getTime() + day * DAY))
      expect(rotated.ok).toBe(true)
      if (rotated.ok) refreshToken = rotated.tokens.refreshToken
    }
    const late = await rotateRefreshToken(ctx.db, TEST_AUTH_SECRET, refreshToken, new Date(start.getTime() + 30 * DAY + 1000))
    expect(late).toEqual({ ok: false, reason: 'expired' })
  })

  it('ends a refresh family left idle for 7 days', async () => {
    const patient = await createSignedInPatient(ctx.db)
    const start = new Date('2026-02-01T00:00:00Z')
    const { refreshToken } = await startSession(ctx.db, TEST_AUTH_SECRET, patient.user.id, start)
    const idle = await rotateRefreshToken(ctx.db, TEST_AUTH_SECRET, refreshToken, new Date(start.getTime() + 7 * DAY + 1000))
    expect(idle).toEqual({ ok: false, reason: 'expired' })
  })
})
