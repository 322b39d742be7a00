import { isLocale, localePrefix, type Locale, DEFAULT_LOCALE } from '~/i18n/locales'
import { finishOAuth, sameOriginTarget, startOAuth, takePrivateRedirect } from './auth.server'
import { COOKIE, readCookie, removeCookie, setServerCookie } from './cookies.server'
import { publicOrigin } from './request-origin.server'

/**
 * Social sign-in through the API (Google and Apple, OAuth 2 with PKCE). The browser comes to
 * `/api/auth/:provider`, goes on to the provider, and returns to `/api/auth/:provider/callback`;
 * the state and verifier wait in an HttpOnly cookie in between.
 */
interface PendingOAuth {
  provider: string
  state: string
  codeVerifier: string
  locale: Locale
}

const TEN_MINUTES = 10 * 60

function callbackUri(provider: string): string {
  return `${publicOrigin()}/api/auth/${encodeURIComponent(provider)}/callback`
}

const redirectTo = (location: string) => new Response(null, { status: 302, headers: { location } })
const loginPage = (locale: Locale) => redirectTo(`${localePrefix(locale)}/?page=login`)

/** A same-origin path with the overlay opened at `step` (the root `page` search param). */
function withStep(path: string, step: string): string {
  const url = new URL(path, 'http://same.origin')
  url.searchParams.set('page', step)
  return `${url.pathname}${url.search}${url.hash}`
}

/** `lang` and `returnTo` (the page the login started on, same-site only) come from the button's link. */
export async function beginSocialSignIn(provider: string, lang: string | null, returnTo: string | null): Promise<Response> {
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE
  const started = await startOAuth(locale, provider, callbackUri(provider))
  if (!started) return loginPage(locale)
  const pending: PendingOAuth = { provider, state: started.state, codeVerifier: started.codeVerifier, locale }
  setServerCookie(COOKIE.oauth, JSON.stringify(pending), TEN_MINUTES, { crossSitePost: true })
  // Where to come back to after the provider (spec cookie socialRedirect).
  const back = sameOriginTarget(returnTo)
  if (back) setServerCookie(COOKIE.socialRedirect, back, TEN_MINUTES, { crossSitePost: true })
  return redirectTo(started.url)
}

function readPending(): PendingOAuth | null {
  const raw = readCookie(COOKIE.oauth)
  if (!raw) return null
  try {
    const value: Partial<PendingOAuth> = JSON.parse(raw)
    if (typeof value.provider !== 'string' || typeof value.state !== 'string' || typeof value.codeVerifier !== 'string') return null
    return {
      provider: value.provider,
      state: value.state,
      codeVerifier: value.codeVerifier,
      locale: isLocale(value.locale) ? value.locale : DEFAULT_LOCALE,
    }
  } catch {
    return null
  }
}

/** The provider's answer (query for Google, form POST for Apple): checked against the cookie's state. */
export async function completeSocialSignIn(
  provider: string,
  params: { code?: string | null; state?: string | null; user?: string | null },
): Promise<Response> {
  const pending = readPending()
  removeCookie(COOKIE.oauth)
  const locale = pending?.locale ?? DEFAULT_LOCALE
  if (!pending || pending.provider !== provider || !params.code || params.state !== pending.state) return loginPage(locale)
  const result = await finishOAuth(locale, provider, {
    code: params.code,
    codeVerifier: pending.codeVerifier,
    redirectUri: callbackUri(provider),
    ...(params.user ? { user: params.user } : {}),
  })
  if (!result.ok) return loginPage(locale)
  const back = sameOriginTarget(readCookie(COOKIE.socialRedirect))
  removeCookie(COOKIE.socialRedirect)
  // With 2FA on, the overlay asks for the code on the page the login started on, like password
  // sign-in; the remembered private address waits for the code (the overlay takes it then).
  if (result.auth2fa) return redirectTo(withStep(back ?? `${localePrefix(locale)}/`, 'twoFaVerification'))
  // A remembered private address wins, then the page the login started on, then home.
  return redirectTo(takePrivateRedirect() ?? back ?? `${localePrefix(locale)}/`)
}
