import { Hono, type Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import * as v from 'valibot'
import type { CaptchaVerifier } from '../adapters/captcha'
import type { Mailer } from '../adapters/mail'
import type { SmsSender } from '../adapters/sms'
import type { FileStorage } from '../adapters/storage'
import type { Database } from '../db/client'
import * as t from '../db/schema'
import type { Env } from '../env'
import { apiMessage, type ApiMessageCode } from '../shared/messages'
import { clientIp, fail, jsonBody, ok, requestLocale, restPatient, restSession } from '../shared/rest'
import { validate, type FieldErrors } from '../shared/validation'
import { nameField } from '#contract/fields'
import { bearerToken, signToken, TWO_FACTOR_TOKEN_TTL_SECONDS, verifyToken } from './access-tokens'
import {
  deleteAccount,
  enableTwoFactor,
  findOrCreateOAuthUser,
  findUserByEmail,
  findUserById,
  markEmailVerified,
  markPhoneVerified,
  registerPatient,
  resetPassword,
  sendEmailCode,
  sendPhoneCode,
  sendResetLink,
  startTwoFactorEnrolment,
  type User,
} from './auth.service'
import * as schemas from './auth.validation'
import { checkCode, isResetKeyLive, type IssueResult } from './codes'
import { configuredProviders, finishOAuth, isAllowedRedirect, isOAuthProvider, startOAuth } from './oauth'
import { verifyPassword } from './passwords'
import { backoffWait, clearFailures, recordFailure } from './account-backoff'
import { checkTotp, confirmIdentity, IdentityProofSchema, type Confirmation, type IdentityProof } from './confirm-identity'
import { consume, LIMITS, type RateLimiter } from './rate-limit'
import { revokeFamily, revokeUserSessions, rotateRefreshToken, startSession } from './sessions'
import { requestLogger } from '../shared/request-log'
import type { BackgroundWork } from '../shared/background'

export type AuthDeps = {
  db: Database
  env: Env
  authSecret: string
  captcha: CaptchaVerifier
  mailer: Mailer
  sms: SmsSender
  limiter: RateLimiter
  /** account deletion removes the patient's file bytes too */
  storage: FileStorage
  /** what a request starts after answering (forgot-password's reset link) */
  background: BackgroundWork
}

type Bearer = { Variables: { user: User; sessionId: string } }

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error))
const logDeliveryFailure = (what: string, error: unknown) =>
  requestLogger().error({ reason: reasonOf(error) }, `auth: could not deliver the ${what}`)

/** The REST routes of docs/api/auth-and-account.md, mounted at /auth. */
export function authRoutes(deps: AuthDeps) {
  const { db, env, authSecret, captcha, mailer, sms, limiter, storage, background } = deps
  const app = new Hono<Bearer>()

  const message = (c: Context, code: ApiMessageCode) => ok(c, { message: apiMessage(code, requestLocale(c)) })
  const invalid = (c: Context, errors: FieldErrors) => fail(c, 422, 'validation_failed', { errors })
  const fieldError = (c: Context, name: string, key: string) => invalid(c, [{ name, messages: [key] }])
  const throttled = (c: Context, issued: Extract<IssueResult, { ok: false }>) =>
    fail(c, 429, issued.reason, { retryAfter: issued.retryAfter })

  /** Parses the JSON body with a schema: the value, or the 400/422 answer to return. */
  async function input<S extends v.GenericSchema>(c: Context, schema: S): Promise<{ value: v.InferOutput<S> } | { response: Response }> {
    const body = await jsonBody(c)
    if (!body) return { response: fail(c, 400, 'bad_request') }
    const result = validate(schema, body)
    return result.ok ? { value: result.value } : { response: invalid(c, result.errors) }
  }

  const captchaPassed = (c: Context, token: string | null | undefined) => captcha.verify(token ?? undefined, clientIp(c))

  /** The bearer's user: an access token of a live session (never a 2FA temp token or reset key). */
  async function sessionUser(c: Context): Promise<{ user: User; sessionId: string } | null> {
    // The account's row comes with the session's statement.
    const session = await restSession(c, db, authSecret)
    return session ? { user: session.user, sessionId: session.sessionId } : null
  }

  const bearer = createMiddleware<Bearer>(async (c, next) => {
    const session = await restPatient(c, db, authSecret)
    if ('response' in session) return session.response
    c.set('user', session.user)
    c.set('sessionId', session.sessionId)
    await next()
  })

  /**
   * What a proven first factor (password or provider) earns: a session, or with TOTP on only the
   * temporary token for POST /auth/otp/verify. The one place that decides whether 2FA applies.
   */
  async function signInAnswer(user: User) {
    if (user.settings.auth2fa && user.totpSecret) {
      const tmpToken = signToken(authSecret, { kind: '2fa', sub: user.id, sid: null }, TWO_FACTOR_TOKEN_TTL_SECONDS)
      return { token: null, refreshToken: null, tmpToken, settings: { auth2fa: true } }
    }
    const tokens = await startSession(db, authSecret, user.id)
    return { ...tokens, tmpToken: null, settings: { auth2fa: false } }
  }

  /**
   * Re-authentication for a sensitive change (ADR 0010): null when the proof is right, else the
   * answer — 422 on the `current_password` or `otp` field, or 429 while the account backs off.
   */
  async function unconfirmed(c: Context<Bearer>, proof: IdentityProof): Promise<Response | null> {
    const result: Confirmation = await confirmIdentity({ db, limiter, authSecret }, c.get('user'), c.get('sessionId'), proof)
    if (result.ok) return null
    return 'retryAfter' in result ? fail(c, 429, 'too_many_requests', { retryAfter: result.retryAfter }) : invalid(c, result.errors)
  }

  app.post('/sign-in', async (c) => {
    const parsed = await input(c, schemas.SignInSchema)
    if ('response' in parsed) return parsed.response
    const { email, password, role, recaptchaToken } = parsed.value
    const ip = clientIp(c)
    const perAccount = LIMITS.signInPerAccount(ip, email)
    const retryAfter = await consume(limiter, perAccount, LIMITS.signInPerIp(ip))
    // The per-account back-off counts whatever the address (unknown e-mails too, so it reveals nothing).
    const wait = retryAfter ?? (await backoffWait(limiter, email))
    if (wait !== null) return fail(c, 429, 'too_many_attempts', { retryAfter: wait })
    if (!(await captchaPassed(c, recaptchaToken))) return fieldError(c, 'recaptchaToken', 'recaptcha_failed')

    const found = await findUserByEmail(db, email)
    // A patient's sign-in does not know doctors' accounts, nor the doctors' sign-in patients'.
    const user = found?.role === role ? found : null
    // verifyPassword hashes a dummy when there is no user, so timing does not reveal accounts.
    if (!(await verifyPassword(user?.passwordHash ?? null, password)) || !user) {
      await recordFailure(limiter, email)
      return fail(c, 401, 'invalid_credentials')
    }
    if (user.blockedAt) return fail(c, 403, 'account_is_blocked')
    await limiter.reset(perAccount.key)
    await clearFailures(limiter, email)
    return ok(c, await signInAnswer(user))
  })

  app.post('/sign-up', async (c) => {
    const parsed = await input(c, schemas.SignUpSchema)
    if ('response' in parsed) return parsed.response
    const { email, first_name, last_name, password, timezone, recaptchaToken } = parsed.value
    const retryAfter = await consume(limiter, LIMITS.signUpPerIp(clientIp(c)))
    if (retryAfter !== null) return fail(c, 429, 'too_many_requests', { retryAfter })
    if (!(await captchaPassed(c, recaptchaToken))) return fieldError(c, 'recaptchaToken', 'recaptcha_failed')
    if (await findUserByEmail(db, email)) return fieldError(c, 'email', 'email_taken')

    const user = await registerPatient(db, {
      email,
      firstName: first_name,
      lastName: last_name,
      password,
      timezone: timezone ?? null,
      locale: requestLocale(c),
    })
    // Someone registered the same address between the check and the insert.
    if (!user) return fieldError(c, 'email', 'email_taken')
    // A mail outage must not break registration: the patient can ask for the code again.
    await sendEmailCode(db, authSecret, mailer, user).catch((error: unknown) => logDeliveryFailure('sign-up code', error))
    return ok(c, await startSession(db, authSecret, user.id), 201)
  })

  // Sign-up step one (ADR 0017): whether the address is free, so a taken one is said before step two.
  app.post('/check-email', async (c) => {
    const parsed = await input(c, schemas.EmailCheckSchema)
    if ('response' in parsed) return parsed.response
    const retryAfter = await consume(limiter, LIMITS.emailCheckPerIp(clientIp(c)))
    if (retryAfter !== null) return fail(c, 429, 'too_many_requests', { retryAfter })
    const taken = Boolean(await findUserByEmail(db, parsed.value.email))
    return ok(c, { available: !taken })
  })

  // The create-password page asks whether its link still works before the patient types (ADR 0017).
  app.post('/reset/check', async (c) => {
    const retryAfter = await consume(limiter, LIMITS.resetKeyCheckPerIp(clientIp(c)))
    if (retryAfter !== null) return fail(c, 429, 'too_many_requests', { retryAfter })
    const key = bearerToken(c.req.raw)
    if (!key || !(await isResetKeyLive(db, key))) return fail(c, 401, 'invalid_reset_key')
    return ok(c, { valid: true })
  })

  app.post('/forgot', async (c) => {
    const parsed = await input(c, schemas.ForgotSchema)
    if ('response' in parsed) return parsed.response
    const { email, recaptchaToken } = parsed.value
    // Per address, and per client across addresses (an enumeration tries many).
    const retryAfter = await consume(limiter, LIMITS.forgotPerEmail(email), LIMITS.forgotPerIp(clientIp(c)))
    if (retryAfter !== null) return fail(c, 429, 'too_many_requests', { retryAfter })
    if (!(await captchaPassed(c, recaptchaToken))) return fieldError(c, 'recaptchaToken', 'recaptcha_failed')
    // Whether the account exists shows neither in the answer nor in its time (issue 25: 11 ms for a
    // known address, 3 ms for an unknown one): the lookup and the link come after the answer, which
    // does the same work for every address. A delivery error is logged, never answered.
    // The patients' reset: a doctor's account is reset on the doctors' site.
    background.run('forgot: the reset link', async () => {
      const user = await findUserByEmail(db, email)
      if (user && !user.blockedAt && user.role === t.ROLE.patient) await sendResetLink(db, mailer, env.WEB_ORIGIN, user)
    })
    return message(c, 'reset_email_sent')
  })

  app.post('/reset', async (c) => {
    const key = bearerToken(c.req.raw)
    if (!key) return fail(c, 401, 'invalid_reset_key')
    // Validate before consuming the key, so a weak password does not burn the link.
    const parsed = await input(c, schemas.ResetSchema)
    if ('response' in parsed) return parsed.response
    if ((await resetPassword(db, key, parsed.value.password)) === null) return fail(c, 401, 'invalid_reset_key')
    return message(c, 'password_reset_done')
  })

  // The spec names both paths for the same action.
  for (const path of ['/resend-email', '/verify/email/resend']) {
    app.post(path, bearer, async (c) => {
      const user = c.get('user')
      if (user.emailVerified) return fail(c, 409, 'already_verified')
      const issued = await sendEmailCode(db, authSecret, mailer, user)
      return issued.ok ? message(c, 'code_sent') : throttled(c, issued)
    })
  }

  app.post('/verify/email', bearer, async (c) => {
    const parsed = await input(c, schemas.EmailCodeSchema)
    if ('response' in parsed) return parsed.response
    const user = c.get('user')
    const checked = await checkCode(db, authSecret, user.id, 'email', user.email, parsed.value.code)
    if (!checked.ok) return fieldError(c, 'code', checked.reason)
    await markEmailVerified(db, user.id)
    return message(c, 'email_verified')
  })

  app.post('/verify/phone/resend', bearer, async (c) => {
    const parsed = await input(c, v.object({ ...schemas.PhoneResendSchema.entries, ...IdentityProofSchema.entries }))
    if ('response' in parsed) return parsed.response
    const user = c.get('user')
    const { phone } = parsed.value
    if (user.phoneVerified && user.phone === phone) return fail(c, 409, 'already_verified')
    // Sending a code saves the number: replacing a verified one is a sensitive change.
    const refused = user.phoneVerified ? await unconfirmed(c, parsed.value) : null
    if (refused) return refused
    const issued = await sendPhoneCode(db, authSecret, sms, user, phone)
    return issued.ok ? message(c, 'code_sent') : throttled(c, issued)
  })

  app.post('/verify/phone', bearer, async (c) => {
    const parsed = await input(c, schemas.PhoneCodeSchema)
    if ('response' in parsed) return parsed.response
    const user = c.get('user')
    const { phone, code } = parsed.value
    const checked = await checkCode(db, authSecret, user.id, 'phone', phone, code)
    if (!checked.ok) return fieldError(c, 'code', checked.reason)
    await markPhoneVerified(db, user.id, phone)
    return message(c, 'phone_verified')
  })

  // A new second factor, first or replacement, is a sensitive change: a session thief who enrolled
  // their own authenticator would lock the patient out.
  app.post('/qr', bearer, async (c) => {
    const parsed = await input(c, IdentityProofSchema)
    if ('response' in parsed) return parsed.response
    const refused = await unconfirmed(c, parsed.value)
    if (refused) return refused
    return ok(c, { data: await startTwoFactorEnrolment(db, authSecret, c.get('user')) })
  })

  /** A TOTP code for sign-in or enrolment: null when right, else the 422 or 429 answer. */
  async function checkOtp(c: Context, user: User, sealed: string | null, otp: string): Promise<Response | null> {
    const checked = await checkTotp({ limiter, authSecret }, user.id, sealed, otp)
    if (checked === 'ok') return null
    return checked === 'invalid' ? fieldError(c, 'otp', 'code_invalid') : fail(c, 429, 'too_many_requests', checked)
  }

  app.post('/otp/verify', async (c) => {
    const parsed = await input(c, schemas.OtpSchema)
    if ('response' in parsed) return parsed.response
    const { otp, token } = parsed.value

    if (token) {
      // Sign-in: the temp token from /auth/sign-in stands for "password was right".
      const claims = verifyToken(authSecret, token, '2fa')
      const user = claims ? await findUserById(db, claims.sub) : null
      if (!user?.totpSecret || !user.settings.auth2fa) return fail(c, 401, 'invalid_token')
      if (user.blockedAt) return fail(c, 403, 'account_is_blocked')
      const refused = await checkOtp(c, user, user.totpSecret, otp)
      if (refused) return refused
      return ok(c, await startSession(db, authSecret, user.id))
    }

    // Settings: a signed-in patient confirms the secret from /auth/qr.
    const user = (await sessionUser(c))?.user
    if (!user) return fail(c, 401, 'invalid_token')
    if (user.blockedAt) return fail(c, 403, 'account_is_blocked')
    const refused = await checkOtp(c, user, user.totpPendingSecret, otp)
    if (refused) return refused
    await enableTwoFactor(db, user)
    return message(c, 'two_factor_enabled')
  })

  app.post('/refresh', async (c) => {
    const body = await jsonBody(c)
    if (!body) return fail(c, 400, 'bad_request')
    if (typeof body.refreshToken !== 'string' || !body.refreshToken) return fail(c, 401, 'invalid_refresh_token')
    const rotated = await rotateRefreshToken(db, authSecret, body.refreshToken)
    if (!rotated.ok) return fail(c, 401, 'invalid_refresh_token')
    const user = await findUserById(db, rotated.userId)
    if (user?.blockedAt) {
      await revokeUserSessions(db, user.id)
      return fail(c, 403, 'account_is_blocked')
    }
    return ok(c, rotated.tokens)
  })

  app.get('/logout', bearer, async (c) => {
    await revokeFamily(db, c.get('sessionId'))
    return message(c, 'logged_out')
  })

  app.post('/delete', bearer, async (c) => {
    const parsed = await input(c, IdentityProofSchema)
    if ('response' in parsed) return parsed.response
    const refused = await unconfirmed(c, parsed.value)
    if (refused) return refused
    await deleteAccount(db, storage, c.get('user'))
    return message(c, 'account_deleted')
  })

  app.get('/oauth/providers', (c) => ok(c, { providers: configuredProviders(env) }))

  app.post('/oauth/:provider/start', async (c) => {
    const provider = c.req.param('provider')
    if (!isOAuthProvider(provider) || !configuredProviders(env).includes(provider)) return fail(c, 404, 'not_found')
    const parsed = await input(c, schemas.OAuthStartSchema)
    if ('response' in parsed) return parsed.response
    if (!isAllowedRedirect(env, parsed.value.redirectUri)) return fieldError(c, 'redirectUri', 'invalid_redirect_uri')
    return ok(c, startOAuth(env, provider, parsed.value.redirectUri))
  })

  app.post('/oauth/:provider/callback', async (c) => {
    const provider = c.req.param('provider')
    if (!isOAuthProvider(provider) || !configuredProviders(env).includes(provider)) return fail(c, 404, 'not_found')
    const parsed = await input(c, schemas.OAuthCallbackSchema)
    if ('response' in parsed) return parsed.response
    if (!isAllowedRedirect(env, parsed.value.redirectUri)) return fieldError(c, 'redirectUri', 'invalid_redirect_uri')
    let profile
    try {
      profile = await finishOAuth(env, provider, parsed.value)
    } catch (error) {
      requestLogger().warn({ provider, reason: reasonOf(error) }, 'oauth: the provider refused')
      return fail(c, 401, 'oauth_failed')
    }
    if (!profile.email) return fail(c, 401, 'oauth_failed')
    // Provider names may be in any script; the profile form asks again when they are not Latin. Kept as the rule answers them (trimmed, NFC).
    const latin = (name: string | null) => {
      const checked = v.safeParse(nameField, name)
      return checked.success ? checked.output : null
    }
    const found = await findOrCreateOAuthUser(db, {
      provider,
      subject: profile.subject,
      email: profile.email,
      emailVerified: profile.emailVerified,
      firstName: latin(profile.firstName),
      lastName: latin(profile.lastName),
      locale: requestLocale(c),
    })
    if (!found) return fail(c, 401, 'oauth_failed')
    if (found.user.blockedAt) return fail(c, 403, 'account_is_blocked')
    return ok(c, { ...(await signInAnswer(found.user)), created: found.created })
  })

  return app
}
