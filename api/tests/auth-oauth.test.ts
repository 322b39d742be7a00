import { createHash, generateKeyPairSync, randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import * as t from '../src/db/schema'
import { encryptSecret, newTotpSecret } from '../src/auth/totp'
import { createSignedInPatient, rest, setupTestApi, TEST_AUTH_SECRET, testEnv, totpCodeFor, type TestApi } from './helpers'

let ctx: TestApi
beforeAll(async () => {
  ctx = await setupTestApi()
})
afterAll(() => ctx.close())
afterEach(() => {
  vi.unstubAllGlobals()
})

const appleKey = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
const configured = () =>
  ctx.makeApi({
    env: testEnv({
      GOOGLE_CLIENT_ID: 'fake-google-id.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'fake-google-secret',
      APPLE_CLIENT_ID: 'com.example.web',
      APPLE_TEAM_ID: 'TEAM123456',
      APPLE_KEY_ID: 'KEY1234567',
      // as it would sit in a .env file: one line with escaped newlines
      APPLE_PRIVATE_KEY: appleKey.replace(/\n/g, '\\n'),
    }),
  })
const REDIRECT = 'http://localhost:3000/auth/callback/google'

/** An unsigned ID token: the API trusts the token endpoint's answer and only decodes it. */
const idToken = (claims: Record<string, unknown>) =>
  ['{"alg":"none"}', JSON.stringify(claims), ''].map((part) => Buffer.from(part).toString('base64url')).join('.')

/** Replaces the provider's token endpoint; returns the requests it saw. */
function fakeTokenEndpoint(claims: Record<string, unknown> | null) {
  const seen: { url: string; body: URLSearchParams }[] = []
  vi.stubGlobal('fetch', async (request: Request) => {
    seen.push({ url: request.url, body: new URLSearchParams(await request.text()) })
    if (!claims) return Response.json({ error: 'invalid_grant' }, { status: 400 })
    return Response.json({ access_token: 'at', token_type: 'Bearer', expires_in: 3600, id_token: idToken(claims) })
  })
  return seen
}

describe('OAuth without configuration', () => {
  it('lists no providers and answers 404 to start and callback', async () => {
    expect((await rest(ctx.api, 'GET', '/auth/oauth/providers')).json).toEqual({ data: { providers: [] } })
    for (const provider of ['google', 'apple', 'facebook']) {
      const start = await rest(ctx.api, 'POST', `/auth/oauth/${provider}/start`, { body: { redirectUri: REDIRECT } })
      expect(start.status).toBe(404)
      const callback = await rest(ctx.api, 'POST', `/auth/oauth/${provider}/callback`, {
        body: { code: 'c', codeVerifier: 'v', redirectUri: REDIRECT },
      })
      expect(callback.status).toBe(404)
    }
  })
})

describe('OAuth with Google and Apple configured', () => {
  it('lists both providers', async () => {
    expect((await rest(configured(), 'GET', '/auth/oauth/providers')).json).toEqual({ data: { providers: ['google', 'apple'] } })
  })

  it('starts Google with state and an S256 PKCE challenge of the verifier', async () => {
    const start = await rest(configured(), 'POST', '/auth/oauth/google/start', { body: { redirectUri: REDIRECT } })
    expect(start.status).toBe(200)
    const { url, state, codeVerifier } = start.json.data
    const parsed = new URL(url)
    expect(parsed.origin + parsed.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth')
    expect(Object.fromEntries(parsed.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'fake-google-id.apps.googleusercontent.com',
      redirect_uri: REDIRECT,
      state,
      code_challenge_method: 'S256',
      code_challenge: createHash('sha256').update(codeVerifier).digest('base64url'),
    })
    expect(parsed.searchParams.get('scope')!.split(' ').sort()).toEqual(['email', 'openid', 'profile'])
    expect(state.length).toBeGreaterThanOrEqual(32)
    expect(codeVerifier.length).toBeGreaterThanOrEqual(43)
  })

  it('starts Apple with a form_post response', async () => {
    const start = await rest(configured(), 'POST', '/auth/oauth/apple/start', {
      body: { redirectUri: 'http://localhost:3000/auth/callback/apple' },
    })
    const parsed = new URL(start.json.data.url)
    expect(parsed.host).toBe('appleid.apple.com')
    expect(parsed.searchParams.get('response_mode')).toBe('form_post')
    expect(parsed.searchParams.get('state')).toBe(start.json.data.state)
  })

  it('refuses redirect URIs outside the web origin', async () => {
    const start = await rest(configured(), 'POST', '/auth/oauth/google/start', { body: { redirectUri: 'https://evil.example/cb' } })
    expect(start.status).toBe(422)
    expect(start.json.errors).toEqual([{ name: 'redirectUri', messages: ['invalid_redirect_uri'] }])
  })

  it('Google callback creates a verified user on first sign-in, then signs the same identity in', async () => {
    const api = configured()
    const email = `g-${randomUUID().slice(0, 8)}@gmail.test`
    const claims = { sub: `google-${randomUUID()}`, email, email_verified: true, given_name: 'Grète', family_name: 'Иванова' }
    const seen = fakeTokenEndpoint(claims)
    const first = await rest(api, 'POST', '/auth/oauth/google/callback', {
      body: { code: 'auth-code', codeVerifier: 'verifier-123', redirectUri: REDIRECT },
      headers: { locale: 'de' },
    })
    expect(first.status).toBe(200)
    expect(first.json.data).toMatchObject({ created: true, token: expect.any(String), refreshToken: expect.any(String) })
    expect(seen[0]!.url).toBe('https://oauth2.googleapis.com/token')
    expect(seen[0]!.body.get('code_verifier')).toBe('verifier-123')
    expect(seen[0]!.body.get('redirect_uri')).toBe(REDIRECT)

    const [user] = await ctx.db.select().from(t.users).where(eq(t.users.email, email))
    // a Latin name keeps its accents; a non-Latin one is left for the profile form to ask again
    expect(user).toMatchObject({ emailVerified: true, firstName: 'Grète', lastName: null, locale: 'de', passwordHash: null })
    const again = await rest(api, 'POST', '/auth/oauth/google/callback', {
      body: { code: 'code-2', codeVerifier: 'v', redirectUri: REDIRECT },
    })
    expect(again.json.data.created).toBe(false)
    expect(await ctx.db.select().from(t.users).where(eq(t.users.email, email))).toHaveLength(1)
    const me = await ctx.gql<{ me: { email: string } }>(`{ me { email } }`, {}, { authorization: `Bearer ${again.json.data.token}` })
    expect(me.data?.me.email).toBe(email)
  })

  it('links a verified provider e-mail to the existing account, never an unverified one', async () => {
    const api = configured()
    const patient = await createSignedInPatient(ctx.db)
    fakeTokenEndpoint({ sub: `s-${randomUUID()}`, email: patient.user.email, email_verified: false })
    const unverified = await rest(api, 'POST', '/auth/oauth/google/callback', {
      body: { code: 'c', codeVerifier: 'v', redirectUri: REDIRECT },
    })
    expect(unverified.status).toBe(401)
    expect(unverified.json.code).toBe('oauth_failed')

    const subject = `s-${randomUUID()}`
    fakeTokenEndpoint({ sub: subject, email: patient.user.email.toUpperCase(), email_verified: true })
    const linked = await rest(api, 'POST', '/auth/oauth/google/callback', { body: { code: 'c', codeVerifier: 'v', redirectUri: REDIRECT } })
    expect(linked.json.data.created).toBe(false)
    const [identity] = await ctx.db.select().from(t.userIdentities).where(eq(t.userIdentities.subject, subject))
    expect(identity!.userId).toBe(patient.user.id)
  })

  it("takes an unverified account over only as its owner: the first registrant's password and sessions die", async () => {
    const api = configured()
    const email = `squat-${randomUUID().slice(0, 8)}@gmail.test`
    const password = 'Squatter-Pass-1!'
    // Someone registers the victim's address first and never verifies it.
    const signUp = await rest(api, 'POST', '/auth/sign-up', { body: { email, first_name: 'Eve', last_name: 'Squatter', password } })
    expect(signUp.status).toBe(201)

    fakeTokenEndpoint({ sub: `s-${randomUUID()}`, email, email_verified: true })
    const owner = await rest(api, 'POST', '/auth/oauth/google/callback', { body: { code: 'c', codeVerifier: 'v', redirectUri: REDIRECT } })
    expect(owner.status).toBe(200)
    expect(owner.json.data.token).toEqual(expect.any(String))

    const squatterSignIn = await rest(api, 'POST', '/auth/sign-in', { body: { email, password, role: 'patient' } })
    expect(squatterSignIn.status).toBe(401)
    const squatterRefresh = await rest(api, 'POST', '/auth/refresh', { body: { refreshToken: signUp.json.data.refreshToken } })
    expect(squatterRefresh.status).toBe(401)
    const [user] = await ctx.db.select().from(t.users).where(eq(t.users.email, email))
    expect(user).toMatchObject({ passwordHash: null, emailVerified: true, totpSecret: null })
  })

  it("keeps a verified account's password when a provider links to it", async () => {
    const patient = await createSignedInPatient(ctx.db)
    fakeTokenEndpoint({ sub: `s-${randomUUID()}`, email: patient.user.email, email_verified: true })
    expect(
      (await rest(configured(), 'POST', '/auth/oauth/google/callback', { body: { code: 'c', codeVerifier: 'v', redirectUri: REDIRECT } }))
        .status,
    ).toBe(200)
    const signIn = await rest(configured(), 'POST', '/auth/sign-in', {
      body: { email: patient.user.email, password: patient.password, role: 'patient' },
    })
    expect(signIn.status).toBe(200)
  })

  it('answers the temporary token and the OTP step when the account has TOTP on, like password sign-in', async () => {
    const api = configured()
    const secretKey = newTotpSecret()
    const patient = await createSignedInPatient(ctx.db, {
      totpSecret: encryptSecret(TEST_AUTH_SECRET, secretKey),
      settings: { auth2fa: true, activity_sync: false },
    })
    fakeTokenEndpoint({ sub: `s-${randomUUID()}`, email: patient.user.email, email_verified: true })
    const callback = await rest(api, 'POST', '/auth/oauth/google/callback', {
      body: { code: 'c', codeVerifier: 'v', redirectUri: REDIRECT },
    })
    expect(callback.status).toBe(200)
    expect(callback.json.data).toMatchObject({ token: null, refreshToken: null, tmpToken: expect.any(String), settings: { auth2fa: true } })

    const verified = await rest(api, 'POST', '/auth/otp/verify', {
      body: { otp: totpCodeFor(secretKey), token: callback.json.data.tmpToken },
    })
    expect(verified.status).toBe(200)
    expect(verified.json.data.token).toEqual(expect.any(String))
  })

  it('Apple callback takes the name from the first sign-in user JSON', async () => {
    const email = `a-${randomUUID().slice(0, 8)}@privaterelay.appleid.test`
    const seen = fakeTokenEndpoint({ sub: `apple-${randomUUID()}`, email, email_verified: 'true' })
    const response = await rest(configured(), 'POST', '/auth/oauth/apple/callback', {
      body: {
        code: 'c',
        redirectUri: 'http://localhost:3000/auth/callback/apple',
        user: JSON.stringify({ name: { firstName: 'Ada', lastName: 'Lovelace' } }),
      },
    })
    expect(response.status).toBe(200)
    expect(response.json.data.created).toBe(true)
    expect(seen[0]!.url).toBe('https://appleid.apple.com/auth/token')
    // the client secret is a JWT signed with the configured key
    expect(seen[0]!.body.get('client_secret')!.split('.')).toHaveLength(3)
    const [user] = await ctx.db.select().from(t.users).where(eq(t.users.email, email))
    expect(user).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', emailVerified: true })
  })

  it('answers 401 oauth_failed when the provider refuses the code', async () => {
    fakeTokenEndpoint(null)
    const response = await rest(configured(), 'POST', '/auth/oauth/google/callback', {
      body: { code: 'bad', codeVerifier: 'v', redirectUri: REDIRECT },
      headers: { locale: 'ru' },
    })
    expect(response.status).toBe(401)
    expect(response.json).toEqual({ code: 'oauth_failed', message: 'Не удалось войти с помощью этой учётной записи. Попробуйте ещё раз.' })
  })
})
