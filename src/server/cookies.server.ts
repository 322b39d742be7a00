import { deleteCookie, getCookie, getRequest, setCookie } from '@tanstack/react-start/server'
import { publicOrigin } from './request-origin.server'

/** Cookie names from the spec (part 1 §9). Token cookies are HttpOnly: the browser never reads them. */
export const COOKIE = {
  token: 'token',
  tempToken: 'tempToken',
  refreshToken: 'refreshToken',
  tempRefreshToken: 'tempRefreshToken',
  organizationId: 'organizationId',
  privateRedirect: 'privateRedirect',
  socialRedirect: 'socialRedirect',
  organizationRedirect: 'organizationRedirect',
  payment: 'payment',
  userPhone: 'userPhone',
  userEmail: 'userEmail',
  /** The OAuth state and PKCE verifier between start and callback (HttpOnly, short-lived). */
  oauth: 'oauthState',
  /** The video room's session (issue 14): HttpOnly; the web server's proxy hands it to the signalling. */
  roomSession: 'roomSession',
} as const

const TOKEN_COOKIES = [COOKIE.token, COOKIE.tempToken, COOKIE.refreshToken, COOKIE.tempRefreshToken] as const
type TokenCookie = (typeof TOKEN_COOKIES)[number]

/**
 * Over https the token cookies and the room session are sent as `__Host-token` etc. (ADR 0010, 0039):
 * the browser accepts that name only from this host, Secure, with Path=/ and no Domain, so a sibling
 * subdomain or an http page cannot plant or overwrite a session. Over http (development, the e2e
 * suite) the spec's names stay. The relay of the room's signalling reads the same names
 * (scripts/lib/room-signal-proxy.mjs).
 */
const HOST_PREFIX = '__Host-'
const HOST_ONLY_COOKIES: ReadonlyArray<string> = [...TOKEN_COOKIES, COOKIE.roomSession]
function wireName(name: string): string {
  return HOST_ONLY_COOKIES.includes(name) && isHttps() ? `${HOST_PREFIX}${name}` : name
}

/**
 * The room session goes only with requests the web app's own pages start (SameSite=Strict, ADR 0039):
 * a page of another site never opens the signalling with it. The join control's navigation and an
 * address typed or bookmarked send it; a link followed from another site's page (a webmail, a chat)
 * does not, so that page finds no session after its ticket was exchanged and the call is opened
 * again from the appointment. No real path does that: tickets come from the join control (or the
 * doctor's command line), never from a link in a message.
 */
const STRICT_COOKIES: ReadonlyArray<string> = [COOKIE.roomSession]

/**
 * Every cookie logout removes (spec part 1 §4 and the task: tokens, temporary tokens, payment,
 * user phone and e-mail, redirect cookies). Analytics dedup timestamps do not exist yet; they
 * belong here when analytics lands. Organisation choice and the mobile-shell marker stay.
 */
const SESSION_COOKIES = [
  ...TOKEN_COOKIES,
  COOKIE.payment,
  COOKIE.userPhone,
  COOKIE.userEmail,
  COOKIE.socialRedirect,
  COOKIE.privateRedirect,
  COOKIE.organizationRedirect,
  COOKIE.oauth,
  COOKIE.roomSession,
] as const

export const ACCESS_TOKEN_MAX_AGE = 15 * 60
export const REFRESH_TOKEN_MAX_AGE = 30 * 24 * 60 * 60
/** The temporary token lives until the 2FA code is entered. */
export const TEMP_TOKEN_MAX_AGE = 10 * 60

/**
 * Cookies written during this request, so a later read in the same request (a retry after a
 * token refresh) sees the new value instead of the stale one the browser sent. `null` = deleted.
 */
const writtenThisRequest = new WeakMap<Request, Map<string, string | null>>()

function written(): Map<string, string | null> {
  const request = getRequest()
  let map = writtenThisRequest.get(request)
  if (!map) {
    map = new Map()
    writtenThisRequest.set(request, map)
  }
  return map
}

/** Whether the request being handled reached us over https (HSTS, Secure cookies); ADR 0008. */
export const isHttps = (): boolean => publicOrigin().startsWith('https:')

/**
 * An HttpOnly, SameSite=Lax cookie (Strict for the room session), Secure when served over https.
 * `crossSitePost` makes it SameSite=None over https, for a provider that returns with a cross-site
 * form POST (Apple).
 */
export function setServerCookie(name: string, value: string, maxAgeSeconds: number, { crossSitePost = false } = {}): void {
  const secure = isHttps()
  const sameSite = STRICT_COOKIES.includes(name) ? 'strict' : crossSitePost && secure ? 'none' : 'lax'
  setCookie(wireName(name), value, { httpOnly: true, secure, sameSite, path: '/', maxAge: maxAgeSeconds })
  written().set(name, value)
}

export function setTokenCookie(name: TokenCookie, value: string, maxAgeSeconds: number): void {
  setServerCookie(name, value, maxAgeSeconds)
}

export function removeCookie(name: string): void {
  const wire = wireName(name)
  deleteCookie(wire, { path: '/', ...(wire === name ? {} : { secure: true }) })
  // Over https a token cookie under the plain name is left from before the prefix: it goes too.
  if (wire !== name) deleteCookie(name, { path: '/' })
  written().set(name, null)
}

/** Stores a signed-in session's tokens and drops any temporary 2FA token. */
export function storeSession(tokens: { token: string; refreshToken: string }): void {
  setTokenCookie(COOKIE.token, tokens.token, ACCESS_TOKEN_MAX_AGE)
  // The refresh token outlives the access token so an expired access token can be renewed.
  setTokenCookie(COOKIE.refreshToken, tokens.refreshToken, REFRESH_TOKEN_MAX_AGE)
  removeCookie(COOKIE.tempToken)
  removeCookie(COOKIE.tempRefreshToken)
}

export function clearTokenCookies(): void {
  for (const name of TOKEN_COOKIES) removeCookie(name)
}

/** Logout: every cookie the spec names for the session (see SESSION_COOKIES). */
export function clearSessionCookies(): void {
  for (const name of SESSION_COOKIES) removeCookie(name)
}

/**
 * The request carries a session or a half-finished 2FA sign-in: whatever it renders is private. Over
 * https the token cookies arrive under their __Host- names; an unprefixed one counts too, since a wrong
 * "private" only costs a cache miss.
 */
export function hasSessionCookie(): boolean {
  return TOKEN_COOKIES.some((name) => Boolean(getCookie(name) || getCookie(wireName(name))))
}

export function readCookie(name: string): string | undefined {
  const map = written()
  if (map.has(name)) return map.get(name) ?? undefined
  return getCookie(wireName(name)) || undefined
}
