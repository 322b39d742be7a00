import type { Locale } from '~/i18n/locales'
import { safeRedirectPath } from '~/lib/auth-flow'
import { fieldErrorsFrom, type FieldError } from '~/lib/field-errors'
import { apiHeaders, refreshTokens } from './api.server'
import { COOKIE, TEMP_TOKEN_MAX_AGE, clearSessionCookies, clearTokenCookies, readCookie, removeCookie, setTokenCookie, storeSession } from './cookies.server'
import { webEnv } from './env.server'

/**
 * Server-only calls to the API's `/auth/*` REST routes (docs/api/auth-and-account.md). Tokens
 * from the answers go into HttpOnly cookies here; what goes back to the browser never holds one.
 */

/** A refused call as the overlay needs it: the translated message, field errors (422), the code. */
export interface AuthFailure {
  ok: false
  status: number
  code: string
  message: string
  fieldErrors: FieldError[]
  retryAfter?: number
}
export type AuthOutcome<T extends object = object> = ({ ok: true } & T) | AuthFailure

type Bearer = { kind: 'session' } | { kind: 'none' } | { kind: 'token'; value: string }

interface RestOptions {
  body?: Record<string, unknown>
  bearer?: Bearer
}

type RestResult<T> = { ok: true; data: T } | AuthFailure

async function send(method: 'GET' | 'POST', path: string, locale: Locale, { body, bearer = { kind: 'none' } }: RestOptions) {
  const token = bearer.kind === 'session' ? undefined : bearer.kind === 'token' ? bearer.value : null
  const headers = apiHeaders({ locale }, token)
  if (body) headers['content-type'] = 'application/json'
  return fetch(new URL(path, webEnv().API_URL), { method, headers, body: body ? JSON.stringify(body) : undefined })
}

async function failureFrom(response: Response): Promise<AuthFailure> {
  const body: { code?: unknown; message?: unknown; errors?: unknown; retryAfter?: unknown } = await response.json().catch(() => ({}))
  const retryAfter = typeof body.retryAfter === 'number' ? body.retryAfter : Number(response.headers.get('retry-after')) || undefined
  return {
    ok: false,
    status: response.status,
    code: typeof body.code === 'string' ? body.code : `http_${response.status}`,
    message: typeof body.message === 'string' ? body.message : '',
    fieldErrors: fieldErrorsFrom(body.errors),
    retryAfter,
  }
}

/**
 * One REST call. With the session's bearer a 401 refreshes the tokens once and retries (spec
 * part 1 §7); a network failure becomes a failure with an empty message (the generic error).
 */
async function rest<T>(method: 'GET' | 'POST', path: string, locale: Locale, options: RestOptions = {}): Promise<RestResult<T>> {
  try {
    let response = await send(method, path, locale, options)
    if (response.status === 401 && options.bearer?.kind === 'session' && (await refreshTokens())) {
      response = await send(method, path, locale, options)
    }
    if (!response.ok) return await failureFrom(response)
    const body: { data?: T } = await response.json()
    return { ok: true, data: body.data as T }
  } catch {
    return { ok: false, status: 0, code: 'network_error', message: '', fieldErrors: [] }
  }
}

const session: Bearer = { kind: 'session' }
const done = <T>(result: RestResult<T>): AuthOutcome => (result.ok ? { ok: true } : result)

interface SignInData {
  token: string | null
  refreshToken: string | null
  tmpToken: string | null
  settings: { auth2fa: boolean }
}

export async function signIn(locale: Locale, input: { email: string; password: string; recaptchaToken?: string }): Promise<AuthOutcome<{ auth2fa: boolean }>> {
  const result = await rest<SignInData>('POST', '/auth/sign-in', locale, { body: { ...input, role: 'patient' } })
  if (!result.ok) return result
  const { token, refreshToken, tmpToken } = result.data
  if (tmpToken) {
    // Two-factor: only the temporary token, kept until the code is verified.
    clearTokenCookies()
    setTokenCookie(COOKIE.tempToken, tmpToken, TEMP_TOKEN_MAX_AGE)
    return { ok: true, auth2fa: true }
  }
  if (!token || !refreshToken) return { ok: false, status: 502, code: 'bad_answer', message: '', fieldErrors: [] }
  storeSession({ token, refreshToken })
  return { ok: true, auth2fa: false }
}

export async function signUp(
  locale: Locale,
  input: { email: string; first_name: string; last_name: string; password: string; timezone?: string; recaptchaToken?: string },
): Promise<AuthOutcome> {
  const result = await rest<{ token: string; refreshToken: string }>('POST', '/auth/sign-up', locale, { body: input })
  if (!result.ok) return result
  storeSession(result.data)
  return { ok: true }
}

export async function forgotPassword(locale: Locale, input: { email: string; recaptchaToken?: string }) {
  return done(await rest('POST', '/auth/forgot', locale, { body: { ...input, role: 'patient' } }))
}

/** The reset key from the e-mailed link is the bearer (contract). */
export async function resetPassword(locale: Locale, input: { key: string; password: string }) {
  return done(await rest('POST', '/auth/reset', locale, { body: { password: input.password }, bearer: { kind: 'token', value: input.key } }))
}

export async function resendEmailCode(locale: Locale) {
  return done(await rest('POST', '/auth/verify/email/resend', locale, { body: {}, bearer: session }))
}

export async function verifyEmail(locale: Locale, input: { code: string }) {
  return done(await rest('POST', '/auth/verify/email', locale, { body: input, bearer: session }))
}

/** Saves the phone unverified and texts a code (enter phone, and resend on verifyPhone). */
export async function sendPhoneCode(locale: Locale, input: { phone: string }) {
  return done(await rest('POST', '/auth/verify/phone/resend', locale, { body: input, bearer: session }))
}

export async function verifyPhone(locale: Locale, input: { phone: string; code: string }) {
  return done(await rest('POST', '/auth/verify/phone', locale, { body: input, bearer: session }))
}

/** Sign-in's second factor: the code with the temporary token from the cookie. */
export async function verifyTwoFactor(locale: Locale, input: { otp: string }): Promise<AuthOutcome> {
  const tmpToken = readCookie(COOKIE.tempToken)
  if (!tmpToken) return { ok: false, status: 401, code: 'invalid_token', message: '', fieldErrors: [] }
  const result = await rest<{ token: string; refreshToken: string }>('POST', '/auth/otp/verify', locale, { body: { otp: input.otp, token: tmpToken } })
  if (!result.ok) return result
  storeSession(result.data)
  return { ok: true }
}

export async function oauthProviders(locale: Locale): Promise<string[]> {
  const result = await rest<{ providers?: unknown }>('GET', '/auth/oauth/providers', locale)
  if (!result.ok || !Array.isArray(result.data.providers)) return []
  return result.data.providers.filter((p): p is string => p === 'google' || p === 'apple')
}

/** Revokes the session at the API (best effort) and clears every session cookie either way. */
export async function logout(locale: Locale): Promise<AuthOutcome> {
  if (readCookie(COOKIE.token) || readCookie(COOKIE.refreshToken)) await rest('GET', '/auth/logout', locale, { bearer: session })
  clearSessionCookies()
  return { ok: true }
}

/** The address a private route remembered, once: reading it removes the cookie. */
export function takePrivateRedirect(): string | null {
  const value = readCookie(COOKIE.privateRedirect)
  if (!value) return null
  removeCookie(COOKIE.privateRedirect)
  return safeRedirectPath(value)
}

export interface OAuthStart {
  url: string
  state: string
  codeVerifier: string
}

export async function startOAuth(locale: Locale, provider: string, redirectUri: string): Promise<OAuthStart | null> {
  const result = await rest<OAuthStart>('POST', `/auth/oauth/${encodeURIComponent(provider)}/start`, locale, { body: { redirectUri } })
  return result.ok ? result.data : null
}

export async function finishOAuth(
  locale: Locale,
  provider: string,
  input: { code: string; codeVerifier: string; redirectUri: string; user?: string },
): Promise<AuthOutcome> {
  const result = await rest<{ token: string; refreshToken: string }>('POST', `/auth/oauth/${encodeURIComponent(provider)}/callback`, locale, {
    body: input,
  })
  if (!result.ok) return result
  storeSession(result.data)
  return { ok: true }
}
