import { randomUUID } from 'node:crypto'
import { and, desc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signToken } from '../src/auth/access-tokens'
import { backoffDelayMs } from '../src/auth/account-backoff'
import { issueResetKey } from '../src/auth/codes'
import { MemoryRateLimiter } from '../src/auth/rate-limit'
import * as t from '../src/db/schema'
import { createSignedInPatient, rest, setupTestApi, TEST_AUTH_SECRET, testEnv, viaWebServer, type TestApi } from './helpers'

let ctx: TestApi
beforeAll(async () => {
  ctx = await setupTestApi()
})
afterAll(() => ctx.close())

const PASSWORD = 'Sunny-Day-42'
const uniqueEmail = (prefix = 'user') => `${prefix}-${randomUUID().slice(0, 8)}@example.test`
/** Each test signs in from its own address so per-IP limits of other tests do not interfere. */
const ipHeader = () =>
  viaWebServer(`10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`)
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

const post = (path: string, body?: unknown, headers: Record<string, string> = {}) =>
  rest(ctx.api, 'POST', path, { body: body ?? {}, headers })
const get = (path: string, headers: Record<string, string> = {}) => rest(ctx.api, 'GET', path, { headers })

async function lastMessage(recipient: string) {
  const [row] = await ctx.db
    .select()
    .from(t.outboxMessages)
    .where(eq(t.outboxMessages.recipient, recipient))
    .orderBy(desc(t.outboxMessages.id))
    .limit(1)
  return row
}
async function lastCode(recipient: string): Promise<string> {
  const body = (await lastMessage(recipient))?.body ?? ''
  const code = body.match(/\b(\d{6})\b/)?.[1]
  if (!code) throw new Error(`no code sent to ${recipient}`)
  return code
}

async function signUp(overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const email = uniqueEmail('signup')
  const response = await post(
    '/auth/sign-up',
    { email, first_name: 'Anna', last_name: 'Smith-Jones', password: PASSWORD, timezone: 'Europe/Berlin', ...overrides },
    { ...ipHeader(), ...headers },
  )
  return { email, response }
}

const me = (token: string) =>
  ctx.gql<{ me: { email: string; emailVerify: boolean; phone: string | null; phoneVerify: boolean; lang: string } | null }>(
    `{ me { email emailVerify phone phoneVerify lang } }`,
    {},
    bearer(token),
  )

describe('POST /auth/sign-up', () => {
  it('creates an unverified user in the request language with an argon2id hash, e-mails a code and answers tokens', async () => {
    const { email, response } = await signUp({}, { locale: 'de' })
    expect(response.status).toBe(201)
    expect(Object.keys(response.json.data).sort()).toEqual(['refreshToken', 'token'])
    const [user] = await ctx.db.select().from(t.users).where(eq(t.users.email, email))
    expect(user!.passwordHash).toMatch(/^\$argon2id\$v=19\$/)
    expect(user!.locale).toBe('de')
    expect(user!.timezone).toBe('Europe/Berlin')
    expect(user!.emailVerified).toBe(false)
    const mail = await lastMessage(email)
    expect(mail!.subject).toBe('Ihr Bestätigungscode')
    expect(mail!.body).toMatch(/Ihr Bestätigungscode lautet \d{6}/)
    // the code is stored hashed, never in clear
    const [code] = await ctx.db.select().from(t.verificationCodes).where(eq(t.verificationCodes.userId, user!.id))
    expect(code!.codeHash).not.toContain(await lastCode(email))
    expect((await me(response.json.data.token)).data?.me).toMatchObject({ email, emailVerify: false, lang: 'de' })
  })

  it('answers 422 with field keys: taken e-mail (any case), weak password, non-Latin names, bad e-mail', async () => {
    const { email } = await signUp()
    const taken = await post(
      '/auth/sign-up',
      { email: email.toUpperCase(), first_name: 'Anna', last_name: 'Smith', password: PASSWORD },
      ipHeader(),
    )
    expect(taken.status).toBe(422)
    expect(taken.json).toMatchObject({ code: 'validation_failed', errors: [{ name: 'email', messages: ['email_taken'] }] })
    expect(typeof taken.json.message).toBe('string')

    const bad = await post(
      '/auth/sign-up',
      { email: 'nope', first_name: 'Анна', last_name: '', password: 'weakpass', timezone: 'Mars/Base' },
      { locale: 'ru' },
    )
    expect(bad.status).toBe(422)
    expect(bad.json.message).toBe('Проверьте отмеченные поля.')
    const byField = Object.fromEntries(bad.json.errors.map((e: { name: string; messages: string[] }) => [e.name, e.messages]))
    expect(byField).toEqual({
      email: ['types_email'],
      first_name: ['only_latin_letters'],
      last_name: ['required'],
      password: ['password_validation'],
      timezone: ['invalid_timezone'],
    })
  })

  it('takes names in the Latin script with accents and apostrophes, stored composed (NFC)', async () => {
    const names = [
      ['Jürgen', 'Müller'],
      ['Hélène', 'Çelik'],
      ["O'Neil", 'O’Neil'],
    ]
    for (const [first, last] of names) {
      const { email, response } = await signUp({ first_name: first, last_name: last })
      expect(response.json.errors).toBeUndefined()
      expect(response.status).toBe(201)
      const [user] = await ctx.db.select().from(t.users).where(eq(t.users.email, email))
      expect({ first: user!.firstName, last: user!.lastName }).toEqual({ first, last })
    }
    const { email } = await signUp({ first_name: 'Ju\u0308rgen' })
    const [decomposed] = await ctx.db.select().from(t.users).where(eq(t.users.email, email))
    expect(decomposed!.firstName).toBe('Jürgen')
  })

  it('takes upper and lower case letters of any script as the web checklist does (Пароль12!)', async () => {
    const email = uniqueEmail('cyrillic')
    const response = await post('/auth/sign-up', { email, first_name: 'Anna', last_name: 'Smith', password: 'Пароль12!' }, ipHeader())
    expect(response.json.errors).toBeUndefined()
    expect(response.status).toBe(201)
    expect((await post('/auth/sign-in', { email, password: 'Пароль12!' }, ipHeader())).status).toBe(200)
  })

  it('answers 400 to a body that is not JSON and 413 to one over 64 KB', async () => {
    const response = await rest(ctx.api, 'POST', '/auth/sign-up', { body: 'not json', headers: { 'content-type': 'application/json' } })
    expect(response.status).toBe(400)
    expect(response.json.code).toBe('bad_request')
    const huge = await post('/auth/sign-up', { email: uniqueEmail(), first_name: 'x'.repeat(70_000) })
    expect(huge.status).toBe(413)
  })

  it('rate-limits 20 sign-ups per IP an hour with 429 too_many_requests, taken e-mails included; other addresses go on', async () => {
    const api = ctx.makeApi()
    const ip = ipHeader()
    const attempt = (email: string, headers: Record<string, string> = ip) =>
      rest(api, 'POST', '/auth/sign-up', { body: { email, first_name: 'Anna', last_name: 'Smith', password: PASSWORD }, headers })
    const { email: taken } = await signUp()
    for (let i = 0; i < 20; i += 1) {
      // Taken e-mails skip the slow password hashing, and count all the same.
      expect((await attempt(taken)).json.errors).toEqual([{ name: 'email', messages: ['email_taken'] }])
    }
    const fresh = uniqueEmail('limited')
    const limited = await attempt(fresh, { ...ip, locale: 'de' })
    expect(limited.status).toBe(429)
    expect(limited.json).toMatchObject({ code: 'too_many_requests', message: 'Zu viele Versuche. Bitte versuchen Sie es später erneut.' })
    expect(limited.json.retryAfter).toBeGreaterThan(3500)
    expect(limited.headers.get('retry-after')).toBe(String(limited.json.retryAfter))
    expect(await ctx.db.$count(t.users, eq(t.users.email, fresh))).toBe(0)
    expect((await attempt(fresh, ipHeader())).status).toBe(201)
  })

  it('still registers when the mail server is down; forgot answers as usual', async () => {
    const api = ctx.makeApi({ mailer: { send: async () => Promise.reject(new Error('smtp down')) } })
    const email = uniqueEmail('outage')
    const signUp = await rest(api, 'POST', '/auth/sign-up', { body: { email, first_name: 'Anna', last_name: 'Smith', password: PASSWORD } })
    expect(signUp.status).toBe(201)
    const forgot = await rest(api, 'POST', '/auth/forgot', { body: { email, role: 'patient' } })
    expect(forgot.status).toBe(200)
    expect(forgot.json).toEqual((await rest(api, 'POST', '/auth/forgot', { body: { email: uniqueEmail('ghost'), role: 'patient' } })).json)
  })
})

describe('POST /auth/sign-in', () => {
  it('signs in a patient with tokens and no tmpToken; the access token works for GraphQL me', async () => {
    const patient = await createSignedInPatient(ctx.db)
    const response = await post(
      '/auth/sign-in',
      { email: patient.user.email.toUpperCase(), password: patient.password, role: 'patient' },
      ipHeader(),
    )
    expect(response.status).toBe(200)
    expect(response.json.data).toMatchObject({ tmpToken: null, settings: { auth2fa: false } })
    expect(response.json.data.token).toMatch(/^v1\./)
    expect(response.json.data.refreshToken).toEqual(expect.any(String))
    expect((await me(response.json.data.token)).data?.me?.email).toBe(patient.user.email)
  })

  it('refuses a wrong password and an unknown account alike with 401 invalid_credentials', async () => {
    const patient = await createSignedInPatient(ctx.db)
    const wrong = await post(
      '/auth/sign-in',
      { email: patient.user.email, password: 'Wrong-Pass-1', role: 'patient' },
      { ...ipHeader(), locale: 'ar' },
    )
    const unknown = await post('/auth/sign-in', { email: uniqueEmail(), password: 'Wrong-Pass-1', role: 'patient' }, ipHeader())
    expect(wrong.status).toBe(401)
    expect(wrong.json).toEqual({ code: 'invalid_credentials', message: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.' })
    expect(unknown.status).toBe(401)
    expect(unknown.json.code).toBe('invalid_credentials')
    expect(wrong.json.data).toBeUndefined()
  })

  it('answers 403 account_is_blocked for a blocked account with the right password only', async () => {
    const patient = await createSignedInPatient(ctx.db, { blockedAt: new Date() })
    expect((await post('/auth/sign-in', { email: patient.user.email, password: 'Wrong-Pass-1' }, ipHeader())).status).toBe(401)
    const blocked = await post('/auth/sign-in', { email: patient.user.email, password: patient.password }, ipHeader())
    expect(blocked.status).toBe(403)
    expect(blocked.json.code).toBe('account_is_blocked')
    // and its existing sessions no longer pass bearer routes
    expect((await get('/auth/logout', patient.headers)).status).toBe(403)
  })

  it('validates the body and the role', async () => {
    const response = await post('/auth/sign-in', { email: 'x', password: '', role: 'admin' }, ipHeader())
    expect(response.status).toBe(422)
    expect(response.json.errors.map((e: { name: string }) => e.name).sort()).toEqual(['email', 'password', 'role'])
  })

  it('rate-limits 10 attempts per IP and e-mail in 15 minutes with 429, Retry-After and retryAfter', async () => {
    // The per-account back-off (auth-reauth.test.ts) makes every failure after the 5th wait; the
    // clock waits each one out so the attempts reach this limit within its window.
    let now = Date.parse('2026-11-23T10:00:00Z')
    const api = ctx.makeApi({ limiter: new MemoryRateLimiter(() => now) })
    const signIn = (password: string, headers: Record<string, string>) =>
      rest(api, 'POST', '/auth/sign-in', { body: { email: patient.user.email, password, role: 'patient' }, headers })
    const patient = await createSignedInPatient(ctx.db)
    const ip = ipHeader()
    for (let i = 0; i < 10; i += 1) {
      now += backoffDelayMs(i)
      expect((await signIn('Wrong-Pass-1', ip)).status).toBe(401)
    }
    const limited = await signIn(patient.password, ip)
    expect(limited.status).toBe(429)
    expect(limited.json.code).toBe('too_many_attempts')
    // the window opened at the first attempt; the back-off waits (15+30+60+120+240 s) have passed since
    expect(limited.json.retryAfter).toBe(15 * 60 - 465)
    expect(limited.headers.get('retry-after')).toBe(String(limited.json.retryAfter))
    // another address may still sign in to the same account once its back-off has passed
    now += backoffDelayMs(10)
    expect((await signIn(patient.password, ipHeader())).status).toBe(200)
  })

  it('rate-limits 50 attempts per IP across accounts', async () => {
    const ip = ipHeader()
    for (let i = 0; i < 50; i += 1) {
      expect((await post('/auth/sign-in', { email: `nobody${i}@example.test`, password: 'x' }, ip)).status).toBe(401)
    }
    const limited = await post('/auth/sign-in', { email: 'nobody-else@example.test', password: 'x' }, ip)
    expect(limited.status).toBe(429)
    expect(limited.json.code).toBe('too_many_attempts')
  })
})

describe('e-mail verification', () => {
  it('verifies with the e-mailed code; the code cannot be used twice', async () => {
    const { email, response } = await signUp()
    const token = response.json.data.token
    const code = await lastCode(email)
    const verified = await post('/auth/verify/email', { code }, bearer(token))
    expect(verified.status).toBe(200)
    expect(verified.json.data.message).toEqual(expect.any(String))
    expect((await me(token)).data?.me?.emailVerify).toBe(true)
    const again = await post('/auth/verify/email', { code }, bearer(token))
    expect(again.status).toBe(422)
    expect(again.json.errors).toEqual([{ name: 'code', messages: ['code_invalid'] }])
    // resending to a verified address is a conflict
    expect((await post('/auth/resend-email', {}, bearer(token))).json.code).toBe('already_verified')
  })

  it('refuses an expired code with code_expired', async () => {
    const { email, response } = await signUp()
    const [user] = await ctx.db.select().from(t.users).where(eq(t.users.email, email))
    await ctx.db
      .update(t.verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(t.verificationCodes.userId, user!.id))
    const expired = await post('/auth/verify/email', { code: await lastCode(email) }, bearer(response.json.data.token))
    expect(expired.status).toBe(422)
    expect(expired.json.errors).toEqual([{ name: 'code', messages: ['code_expired'] }])
  })

  it('allows 5 wrong tries, then even the right code answers code_attempts_exceeded', async () => {
    const { email, response } = await signUp()
    const token = response.json.data.token
    const code = await lastCode(email)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i += 1) {
      const attempt = await post('/auth/verify/email', { code: wrong }, bearer(token))
      expect(attempt.json.errors).toEqual([{ name: 'code', messages: ['code_invalid'] }])
    }
    const blocked = await post('/auth/verify/email', { code }, bearer(token))
    expect(blocked.json.errors).toEqual([{ name: 'code', messages: ['code_attempts_exceeded'] }])
    expect((await me(token)).data?.me?.emailVerify).toBe(false)
  })

  it('resends at most once a minute (resend_too_soon) and five times an hour (too_many_requests); a new code replaces the old', async () => {
    const { email, response } = await signUp()
    const token = response.json.data.token
    expect(await lastCode(email)).toEqual(expect.any(String))
    const tooSoon = await post('/auth/verify/email/resend', { email }, bearer(token))
    expect(tooSoon.status).toBe(429)
    expect(tooSoon.json.code).toBe('resend_too_soon')
    expect(tooSoon.json.retryAfter).toBeGreaterThan(0)
    expect(tooSoon.json.retryAfter).toBeLessThanOrEqual(60)
    expect(tooSoon.headers.get('retry-after')).toBe(String(tooSoon.json.retryAfter))

    const [user] = await ctx.db.select().from(t.users).where(eq(t.users.email, email))
    // Move the earlier sends back in time instead of waiting a minute between each.
    const age = async () =>
      ctx.db
        .update(t.verificationCodes)
        .set({ createdAt: new Date(Date.now() - 2 * 60_000) })
        .where(and(eq(t.verificationCodes.userId, user!.id), eq(t.verificationCodes.purpose, 'email')))
    await age()
    const resent = await post('/auth/resend-email', {}, bearer(token))
    expect(resent.status).toBe(200)
    expect(await lastCode(email)).toEqual(expect.any(String))
    // The first code no longer works once a new one was sent: its row is closed and only the newest is
    // open. Read from the table, since two random codes may be the same six digits.
    const codes = await ctx.db
      .select({ consumedAt: t.verificationCodes.consumedAt })
      .from(t.verificationCodes)
      .where(and(eq(t.verificationCodes.userId, user!.id), eq(t.verificationCodes.purpose, 'email')))
      .orderBy(t.verificationCodes.id)
    expect(codes.map((code) => code.consumedAt !== null)).toEqual([true, false])
    for (let sent = 2; sent < 5; sent += 1) {
      await age()
      expect((await post('/auth/resend-email', {}, bearer(token))).status).toBe(200)
    }
    await age()
    const tooMany = await post('/auth/resend-email', {}, bearer(token))
    expect(tooMany.status).toBe(429)
    expect(tooMany.json.code).toBe('too_many_requests')
    expect(await lastCode(email)).toEqual(expect.any(String))
  })

  it('needs a bearer access token', async () => {
    expect((await post('/auth/verify/email', { code: '123456' })).status).toBe(401)
    expect((await post('/auth/resend-email', {})).status).toBe(401)
  })
})

describe('phone verification', () => {
  it('stores the number as E.164 unverified, texts a code in the user language, verifies it', async () => {
    const patient = await createSignedInPatient(ctx.db, { locale: 'ru' })
    const sent = await post('/auth/verify/phone/resend', { phone: '+49 151 2345 6789' }, patient.headers)
    expect(sent.status).toBe(200)
    expect((await me(patient.token)).data?.me).toMatchObject({ phone: '+4915123456789', phoneVerify: false })
    const sms = await lastMessage('+4915123456789')
    expect(sms).toMatchObject({ channel: 'sms', locale: 'ru' })
    expect(sms!.body).toMatch(/^Ваш код подтверждения: \d{6}$/)

    const wrongPhone = await post(
      '/auth/verify/phone',
      { phone: '+4915123456780', code: await lastCode('+4915123456789') },
      patient.headers,
    )
    expect(wrongPhone.json.errors).toEqual([{ name: 'code', messages: ['code_invalid'] }])
    const ok = await post('/auth/verify/phone', { phone: '+4915123456789', code: await lastCode('+4915123456789') }, patient.headers)
    expect(ok.status).toBe(200)
    expect((await me(patient.token)).data?.me).toMatchObject({ phone: '+4915123456789', phoneVerify: true })
    // a used code cannot verify again
    const reused = await post('/auth/verify/phone', { phone: '+4915123456789', code: await lastCode('+4915123456789') }, patient.headers)
    expect(reused.json.errors).toEqual([{ name: 'code', messages: ['code_invalid'] }])
  })

  it('answers invalid_phone and 429 resend_too_soon', async () => {
    const patient = await createSignedInPatient(ctx.db)
    const invalid = await post('/auth/verify/phone/resend', { phone: '12345' }, patient.headers)
    expect(invalid.status).toBe(422)
    expect(invalid.json.errors).toEqual([{ name: 'phone', messages: ['invalid_phone'] }])
    expect((await post('/auth/verify/phone/resend', { phone: '+33 6 12 34 56 78' }, patient.headers)).status).toBe(200)
    const again = await post('/auth/verify/phone/resend', { phone: '+33 6 12 34 56 78' }, patient.headers)
    expect(again.status).toBe(429)
    expect(again.json.code).toBe('resend_too_soon')
  })
})

describe('forgot and reset', () => {
  it('e-mails a single-use 60-minute link in the user language and answers the same for unknown accounts', async () => {
    const patient = await createSignedInPatient(ctx.db, { locale: 'ar' })
    const other = await createSignedInPatient(ctx.db)
    const known = await post('/auth/forgot', { email: patient.user.email, role: 'patient' })
    const unknown = await post('/auth/forgot', { email: uniqueEmail('ghost'), role: 'patient' })
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    expect(unknown.json).toEqual(known.json)

    await ctx.background.settled()
    const mail = await lastMessage(patient.user.email)
    expect(mail!.subject).toBe('إعادة تعيين كلمة المرور')
    const link = mail!.body.match(/https?:\/\/\S+/)?.[0]
    expect(link).toMatch(/^http:\/\/localhost:3000\/ar\/\?page=createPassword&key=[\w-]{43}$/)
    const key = new URL(link!).searchParams.get('key')!
    const [row] = await ctx.db
      .select()
      .from(t.verificationCodes)
      .where(eq(t.verificationCodes.purpose, 'password_reset'))
      .orderBy(desc(t.verificationCodes.id))
      .limit(1)
    expect(row!.codeHash).not.toContain(key)
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(60 * 60_000)

    // weak password: 422 and the key survives
    const weak = await post('/auth/reset', { password: 'short' }, bearer(key))
    expect(weak.json.errors).toEqual([{ name: 'password', messages: ['password_validation'] }])
    const reset = await post('/auth/reset', { password: 'New-Secret-77' }, bearer(key))
    expect(reset.status).toBe(200)
    // every session of the user ended; another user's did not
    expect((await get('/auth/logout', patient.headers)).status).toBe(401)
    expect((await me(other.token)).data?.me?.email).toBe(other.user.email)
    // the new password works, the old does not, the key is spent
    expect((await post('/auth/sign-in', { email: patient.user.email, password: 'New-Secret-77' }, ipHeader())).status).toBe(200)
    expect((await post('/auth/sign-in', { email: patient.user.email, password: patient.password }, ipHeader())).status).toBe(401)
    const reused = await post('/auth/reset', { password: 'New-Secret-78' }, bearer(key))
    expect(reused.status).toBe(401)
    expect(reused.json.code).toBe('invalid_reset_key')
  })

  // Issue 27: a reset is four writes (the key spent, the password, the other links closed, every
  // session ended). The database refusing the last one must leave the first three undone.
  it('a reset that fails half-way changes nothing: the old password, the link and the sessions all still work', async () => {
    const patient = await createSignedInPatient(ctx.db)
    const key = await issueResetKey(ctx.db, patient.user.id, patient.user.email)
    const other = await issueResetKey(ctx.db, patient.user.id, patient.user.email, Date.now() - 1000)
    // The real seam: PostgreSQL itself refuses to end this patient's sessions.
    await ctx.db.execute(
      sql.raw(
        `create function refuse_sign_out() returns trigger language plpgsql as $$ begin raise exception 'refresh_tokens are read-only'; end $$`,
      ),
    )
    await ctx.db.execute(
      sql.raw(
        `create trigger refuse_sign_out before update on refresh_tokens for each row when (old.user_id = ${patient.user.id}) execute function refuse_sign_out()`,
      ),
    )
    try {
      expect((await post('/auth/reset', { password: 'New-Secret-77' }, bearer(key))).status).toBe(500)
    } finally {
      await ctx.db.execute(sql.raw('drop trigger refuse_sign_out on refresh_tokens'))
      await ctx.db.execute(sql.raw('drop function refuse_sign_out'))
    }
    expect((await post('/auth/sign-in', { email: patient.user.email, password: patient.password }, ipHeader())).status).toBe(200)
    expect((await me(patient.token)).data?.me?.email).toBe(patient.user.email)
    expect((await post('/auth/reset/check', {}, bearer(key))).status).toBe(200)
    expect((await post('/auth/reset/check', {}, bearer(other))).status).toBe(200)
    // Once the database writes again, the same link resets the password.
    expect((await post('/auth/reset', { password: 'New-Secret-77' }, bearer(key))).status).toBe(200)
    expect((await post('/auth/sign-in', { email: patient.user.email, password: 'New-Secret-77' }, ipHeader())).status).toBe(200)
  })

  it('links English pages without a language segment and refuses expired or missing keys', async () => {
    const patient = await createSignedInPatient(ctx.db)
    await post('/auth/forgot', { email: patient.user.email, role: 'patient' })
    await ctx.background.settled()
    const link = (await lastMessage(patient.user.email))!.body.match(/https?:\/\/\S+/)?.[0]
    expect(link).toMatch(/^http:\/\/localhost:3000\/\?page=createPassword&key=/)
    await ctx.db
      .update(t.verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(t.verificationCodes.userId, patient.user.id))
    const expired = await post('/auth/reset', { password: 'New-Secret-77' }, bearer(new URL(link!).searchParams.get('key')!))
    expect(expired.json.code).toBe('invalid_reset_key')
    expect((await post('/auth/reset', { password: 'New-Secret-77' })).status).toBe(401)
    // an access token is not a reset key
    expect((await post('/auth/reset', { password: 'New-Secret-77' }, patient.headers)).status).toBe(401)
  })

  it('limits forgot to 5 per hour per e-mail and validates the address', async () => {
    const email = uniqueEmail('forgot')
    for (let i = 0; i < 5; i += 1) expect((await post('/auth/forgot', { email, role: 'patient' })).status).toBe(200)
    const limited = await post('/auth/forgot', { email, role: 'patient' })
    expect(limited.status).toBe(429)
    expect(limited.json.code).toBe('too_many_requests')
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3000)
    expect((await post('/auth/forgot', { email: 'not-an-email', role: 'patient' })).json.errors).toEqual([
      { name: 'email', messages: ['types_email'] },
    ])
  })

  // Issue 25: only a per-address limit let one client try any number of addresses.
  it('limits forgot to 20 per hour per client across addresses, translated', async () => {
    const client = ipHeader()
    for (let i = 0; i < 20; i += 1)
      expect((await post('/auth/forgot', { email: uniqueEmail(`many${i}`), role: 'patient' }, client)).status).toBe(200)
    const limited = await post('/auth/forgot', { email: uniqueEmail('one-more'), role: 'patient' }, { ...client, locale: 'de' })
    expect(limited.status).toBe(429)
    expect(limited.json).toMatchObject({ code: 'too_many_requests', message: 'Zu viele Versuche. Bitte versuchen Sie es später erneut.' })
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3000)
    // another client is not affected
    expect((await post('/auth/forgot', { email: uniqueEmail('one-more'), role: 'patient' }, ipHeader())).status).toBe(200)
  })

  // Issue 25: a known address answered in 11 ms, an unknown one in 3 ms.
  it('answers before the account is looked up and its link queued, for every address alike', async () => {
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const sent: string[] = []
    const api = ctx.makeApi({ mailer: { send: async (message) => gate.then(() => void sent.push(message.to)) } })
    const patient = await createSignedInPatient(ctx.db)
    const answer = await rest(api, 'POST', '/auth/forgot', { body: { email: patient.user.email, role: 'patient' }, headers: ipHeader() })
    // the answer came while the link's delivery was still held back
    expect(answer.status).toBe(200)
    expect(sent).toEqual([])
    release()
    await ctx.background.settled()
    expect(sent).toEqual([patient.user.email])
  })
})

describe('refresh, logout, delete', () => {
  it('rotates refresh tokens; presenting a used one revokes the whole family', async () => {
    const patient = await createSignedInPatient(ctx.db)
    const first = await post('/auth/refresh', { refreshToken: patient.refreshToken })
    expect(first.status).toBe(200)
    expect(Object.keys(first.json.data).sort()).toEqual(['refreshToken', 'token'])
    expect(first.json.data.refreshToken).not.toBe(patient.refreshToken)

    const reused = await post('/auth/refresh', { refreshToken: patient.refreshToken })
    expect(reused.status).toBe(401)
    expect(reused.json.code).toBe('invalid_refresh_token')
    // the family is gone: the newest refresh token and access tokens fail too
    expect((await post('/auth/refresh', { refreshToken: first.json.data.refreshToken })).status).toBe(401)
    expect((await me(first.json.data.token)).data?.me).toBeNull()
    expect((await post('/auth/refresh', { refreshToken: 'garbage' })).status).toBe(401)
    expect((await post('/auth/refresh', {})).status).toBe(401)
  })

  it('logout revokes the session family only', async () => {
    const patient = await createSignedInPatient(ctx.db)
    const second = await post('/auth/sign-in', { email: patient.user.email, password: patient.password }, ipHeader())
    const out = await get('/auth/logout', patient.headers)
    expect(out.status).toBe(200)
    expect(out.json.data.message).toEqual(expect.any(String))
    expect((await get('/auth/logout', patient.headers)).status).toBe(401)
    expect((await post('/auth/refresh', { refreshToken: patient.refreshToken })).status).toBe(401)
    expect((await me(second.json.data.token)).data?.me?.email).toBe(patient.user.email)
  })

  it('delete removes the account and every row that belongs to it', async () => {
    const { email, response } = await signUp()
    const token = response.json.data.token
    const [user] = await ctx.db.select().from(t.users).where(eq(t.users.email, email))
    await ctx.db.insert(t.userIdentities).values({ provider: 'google', subject: `sub-${user!.id}`, userId: user!.id })
    await ctx.db.insert(t.storedFiles).values({ ownerId: user!.id, name: 'a.png', mime: 'image/png', size: 1, storageKey: `k-${user!.id}` })
    const other = await createSignedInPatient(ctx.db)

    const deleted = await post('/auth/delete', { current_password: PASSWORD }, bearer(token))
    expect(deleted.status).toBe(200)
    expect(await ctx.db.select().from(t.users).where(eq(t.users.id, user!.id))).toEqual([])
    for (const [table, column] of [
      [t.refreshTokens, t.refreshTokens.userId],
      [t.verificationCodes, t.verificationCodes.userId],
      [t.userIdentities, t.userIdentities.userId],
      [t.storedFiles, t.storedFiles.ownerId],
    ] as const) {
      expect(await ctx.db.select().from(table).where(eq(column, user!.id))).toEqual([])
    }
    expect(await ctx.db.select().from(t.outboxMessages).where(eq(t.outboxMessages.recipient, email))).toEqual([])
    expect((await me(token)).data?.me).toBeNull()
    expect((await post('/auth/delete', { current_password: PASSWORD }, bearer(token))).status).toBe(401)
    expect((await me(other.token)).data?.me?.email).toBe(other.user.email)
  })
})

describe('tokens', () => {
  it('a 2FA temp token authenticates neither GraphQL nor bearer routes', async () => {
    const patient = await createSignedInPatient(ctx.db)
    const tmp = signToken(TEST_AUTH_SECRET, { kind: '2fa', sub: patient.user.id, sid: null }, 300)
    expect((await me(tmp)).data?.me).toBeNull()
    expect((await get('/auth/logout', bearer(tmp))).status).toBe(401)
    expect((await post('/auth/qr', {}, bearer(tmp))).status).toBe(401)
    // and a token signed with another secret is refused
    const forged = signToken('another-secret-another-secret-0123456789', { kind: 'access', sub: patient.user.id, sid: 'x' }, 300)
    expect((await me(forged)).data?.me).toBeNull()
  })

  it('no route answers a password hash, code or secret', async () => {
    const { email, response } = await signUp()
    const code = await lastCode(email)
    const serialized = JSON.stringify(response.json)
    expect(serialized).not.toContain(code)
    expect(serialized).not.toContain('argon2')
    const forgot = await post('/auth/forgot', { email })
    expect(JSON.stringify(forgot.json)).not.toMatch(/key|token/i)
  })
})

describe('GET /dev/mailbox', () => {
  it('lists outbox messages for an address newest first', async () => {
    const { email, response } = await signUp()
    await ctx.db
      .update(t.verificationCodes)
      .set({ createdAt: new Date(Date.now() - 2 * 60_000) })
      .where(eq(t.verificationCodes.target, email))
    await post('/auth/resend-email', {}, bearer(response.json.data.token))
    const mailbox = await get(`/dev/mailbox?to=${encodeURIComponent(email)}`)
    expect(mailbox.status).toBe(200)
    const messages = mailbox.json.data.messages
    expect(messages).toHaveLength(2)
    expect(messages[0].id).toBeGreaterThan(messages[1].id)
    expect(messages[0]).toMatchObject({ channel: 'email', recipient: email, subject: 'Your verification code' })
    expect(Object.keys(messages[0]).sort()).toEqual(['body', 'channel', 'created_at', 'id', 'recipient', 'subject'])
  })

  const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,*/*;q=0.8'
  const open = (query: string, accept?: string) =>
    ctx.api.fetch(new Request(`http://api/dev/mailbox${query}`, { headers: accept ? { accept } : {} }))

  it('answers a browser with an accessible, self-contained page that escapes every message', async () => {
    const to = `page-${randomUUID().slice(0, 8)}@example.test`
    await ctx.db.insert(t.outboxMessages).values([
      { channel: 'email', recipient: to, subject: 'Old <b>one</b>', body: 'Your code: 111222', locale: 'en' },
      {
        channel: 'sms',
        recipient: to,
        subject: null,
        body: 'رمزك 654321 <script>alert(1)</script>\nhttps://web.test/?page=createPassword&key=abc',
        locale: 'ar',
      },
    ])
    const response = await open(`?to=${encodeURIComponent(to)}`, BROWSER_ACCEPT)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(response.headers.get('referrer-policy')).toBe('no-referrer')
    const page = await response.text()
    expect(page).toMatch(/^<!doctype html>\n<html lang="en">/)
    expect(page).toContain('<h1>Dev mailbox</h1>')
    expect(page).toContain('<label for="to">')
    expect(page).toContain(`<input id="to" name="to" type="search" value="${to}"`)
    expect(page).not.toMatch(/<(script|link|img)\b|src=|url\(/i)
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(page).toContain('Old &lt;b&gt;one&lt;/b&gt;')
    expect(page).toContain('<strong class="code">654321</strong>')
    expect(page).toContain('<a href="https://web.test/?page=createPassword&amp;key=abc">')
    expect(page).toContain('<td lang="ar" dir="auto" class="body">')
    // newest first, one row each
    expect(page.match(/<tr>/g)).toHaveLength(3)
    expect(page.indexOf('654321')).toBeLessThan(page.indexOf('111222'))
    expect(page).toMatch(/<th scope="col">Channel<\/th>.*Recipient.*Subject.*Body.*Time/s)
  })

  it('escapes the filter and says when nothing matches', async () => {
    const page = await (await open(`?to=${encodeURIComponent('"><script>x</script>')}`, BROWSER_ACCEPT)).text()
    expect(page).not.toContain('<script>')
    expect(page).toContain('value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"')
    expect(page).toContain('<p role="status">No messages to')
  })

  it.each([['application/json'], ['*/*'], [undefined], ['application/json, text/html;q=0.5']])(
    'answers JSON for Accept %s',
    async (accept) => {
      const response = await open('', accept)
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
      expect(await response.json()).toMatchObject({ data: { messages: expect.any(Array) } })
    },
  )

  // The gate is "messages go nowhere else and only this machine reaches the API", not NODE_ENV:
  // `npm start` runs the API in production mode on loopback and a person trying it needs the codes.
  it.each([
    ['127.0.0.1 in production mode', { NODE_ENV: 'production' }],
    ['localhost', { HOST: 'localhost' }],
    ['::1', { HOST: '::1' }],
  ])('exists on %s without an SMTP server or SMS provider', async (_, env) => {
    const api = ctx.makeApi({ env: testEnv(env) })
    expect((await rest(api, 'GET', '/dev/mailbox')).status).toBe(200)
  })

  it.each([
    ['listening on all interfaces', { HOST: '0.0.0.0' }],
    ['listening on a LAN address', { HOST: '192.168.1.20' }],
    ['production on all interfaces', { NODE_ENV: 'production', HOST: '::' }],
    ['SMTP configured', { SMTP_URL: 'smtp://mail.example:587' }],
    ['an SMS provider configured', { SMS_PROVIDER_URL: 'https://sms.example/send', SMS_PROVIDER_TOKEN: 't' }],
  ])('does not exist when %s', async (_, env) => {
    const api = ctx.makeApi({ env: testEnv(env) })
    expect((await rest(api, 'GET', '/dev/mailbox')).status).toBe(404)
    expect((await api.fetch(new Request('http://api/dev/mailbox', { headers: { accept: BROWSER_ACCEPT } }))).status).toBe(404)
  })
})
