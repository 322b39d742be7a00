import type { Locale } from '~/i18n/locales'
import type { AuthOutcome } from '~/lib/action-results'
import { safeRedirectTarget } from '~/lib/safe-redirect'
import { publicOrigin } from './request-origin.server'
import { apiRest, type RestResult } from './api-rest.server'
import {
  COOKIE,
  TEMP_TOKEN_MAX_AGE,
  clearSessionCookies,
  clearTokenCookies,
  readCookie,
  removeCookie,
  setTokenCookie,
  storeSession,
} from './cookies.server'

/**
 * Server-only calls to the API's `/auth/*` REST routes (docs/api/auth-and-account.md). Tokens
 * from the answers go into HttpOnly cookies here; what goes back to the browser never holds one.
 */

/** Visitors' calls (sign-in, sign-up, forgot…) carry no bearer at all. */
const visitor = { bearer: null }

const post = <T>(path: string, locale: Locale, json: Record<string, unknown>, extra: { bearer?: string | null } = {}) =>
  apiRest<T>(path, { method: 'POST', json, ...extra }, { locale })

const done = <T>(result: RestResult<T>): AuthOutcome => (result.ok ? { ok: true } : result)

interface SignInData {
  token: string | null
  refreshToken: string | null
  tmpToken: string | null
  settings: { auth2fa: boolean }
}

/**
 * A proven first factor (password or provider): the session's cookies, or with 2FA on only the
 * temporary token, kept until the code is verified in the twoFaVerification step.
 */
function storeSignIn({ token, refreshToken, tmpToken }: SignInData): AuthOutcome<{ auth2fa: boolean }> {
  if (tmpToken) {
    // Two-factor: only the temporary token, kept until the code is verified.
    clearTokenCookies()
    setTokenCookie(COOKIE.tempToken, tmpToken, TEMP_TOKEN_MAX_AGE)
    return { ok: true, auth2fa: true }
  }
  if (!token || !refreshToken) return { ok: false, status: 502, code: 'bad_answer', message: 'errors.generic', fieldErrors: [] }
  storeSession({ token, refreshToken })
  return { ok: true, auth2fa: false }
}

export async function signIn(
  locale: Locale,
  input: { email: string; password: string; recaptchaToken?: string },
): Promise<AuthOutcome<{ auth2fa: boolean }>> {
  const result = await post<SignInData>('/auth/sign-in', locale, { ...input, role: 'patient' }, visitor)
  return result.ok ? storeSignIn(result.data) : result
}

export async function signUp(
  locale: Locale,
  input: { email: string; first_name: string; last_name: string; password: string; timezone?: string; recaptchaToken?: string },
): Promise<AuthOutcome> {
  const result = await post<{ token: string; refreshToken: string }>('/auth/sign-up', locale, input, visitor)
  if (!result.ok) return result
  storeSession(result.data)
  return { ok: true }
}

/** Sign-up step one: whether the address is still free (ADR 0017). */
export async function checkEmail(locale: Locale, input: { email: string }): Promise<AuthOutcome<{ available: boolean }>> {
  const result = await post<{ available: boolean }>('/auth/check-email', locale, input, visitor)
  return result.ok ? { ok: true, available: result.data.available } : result
}

/** Whether the reset link still works, without spending it: the create-password page asks when it opens. */
export async function checkResetKey(locale: Locale, input: { key: string }): Promise<AuthOutcome> {
  return done(await post('/auth/reset/check', locale, {}, { bearer: input.key }))
}

export async function forgotPassword(locale: Locale, input: { email: string; recaptchaToken?: string }) {
  return done(await post('/auth/forgot', locale, { ...input, role: 'patient' }, visitor))
}

/** The reset key from the e-mailed link is the bearer (contract). */
export async function resetPassword(locale: Locale, input: { key: string; password: string }) {
  return done(await post('/auth/reset', locale, { password: input.password }, { bearer: input.key }))
}

export async function resendEmailCode(locale: Locale) {
  return done(await post('/auth/verify/email/resend', locale, {}))
}

export async function verifyEmail(locale: Locale, input: { code: string }) {
  return done(await post('/auth/verify/email', locale, input))
}

/** Saves the phone unverified and texts a code (enter phone, and resend on verifyPhone). */
export async function sendPhoneCode(locale: Locale, input: { phone: string }) {
  return done(await post('/auth/verify/phone/resend', locale, input))
}

export async function verifyPhone(locale: Locale, input: { phone: string; code: string }) {
  return done(await post('/auth/verify/phone', locale, input))
}

/** Sign-in's second factor: the code with the temporary token from the cookie. */
export async function verifyTwoFactor(locale: Locale, input: { otp: string }): Promise<AuthOutcome> {
  const tmpToken = readCookie(COOKIE.tempToken)
  if (!tmpToken) return { ok: false, status: 401, code: 'invalid_token', message: 'errors.generic', fieldErrors: [] }
  const result = await post<{ token: string; refreshToken: string }>(
    '/auth/otp/verify',
    locale,
    { otp: input.otp, token: tmpToken },
    visitor,
  )
  if (!result.ok) return result
  storeSession(result.data)
  return { ok: true }
}

export async function oauthProviders(locale: Locale): Promise<string[]> {
  const result = await apiRest<{ providers?: unknown }>('/auth/oauth/providers', { bearer: null }, { locale }).catch(() => null)
  if (!result) return []
  if (!result.ok || !Array.isArray(result.data.providers)) return []
  return result.data.providers.filter((p): p is string => p === 'google' || p === 'apple')
}

/** Revokes the session at the API (best effort) and clears every session cookie either way. */
export async function logout(locale: Locale): Promise<AuthOutcome> {
  if (readCookie(COOKIE.token) || readCookie(COOKIE.refreshToken)) await apiRest('/auth/logout', {}, { locale }).catch(() => null)
  clearSessionCookies()
  return { ok: true }
}

/** A redirect target from a cookie or parameter, kept only when it stays on this request's origin. */
export function sameOriginTarget(value: string | null | undefined): string | null {
  return safeRedirectTarget(value, publicOrigin())
}

/** The address a private route remembered, once: reading it removes the cookie. */
export function takePrivateRedirect(): string | null {
  const value = readCookie(COOKIE.privateRedirect)
  if (!value) return null
  removeCookie(COOKIE.privateRedirect)
  return sameOriginTarget(value)
}

export interface OAuthStart {
  url: string
  state: string
  codeVerifier: string
}

export async function startOAuth(locale: Locale, provider: string, redirectUri: string): Promise<OAuthStart | null> {
  const result = await post<OAuthStart>(`/auth/oauth/${encodeURIComponent(provider)}/start`, locale, { redirectUri }, visitor)
  return result.ok ? result.data : null
}

export async function finishOAuth(
  locale: Locale,
  provider: string,
  input: { code: string; codeVerifier: string; redirectUri: string; user?: string },
): Promise<AuthOutcome<{ auth2fa: boolean }>> {
  const result = await post<SignInData>(`/auth/oauth/${encodeURIComponent(provider)}/callback`, locale, input, visitor)
  return result.ok ? storeSignIn(result.data) : result
}
