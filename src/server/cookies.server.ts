import { deleteCookie, getCookie, getRequest, setCookie } from '@tanstack/react-start/server'

/** Cookie names from the spec (part 1 §9). Token cookies are HttpOnly: the browser never reads them. */
export const COOKIE = {
  token: 'token',
  tempToken: 'tempToken',
  refreshToken: 'refreshToken',
  tempRefreshToken: 'tempRefreshToken',
  organizationId: 'organizationId',
  privateRedirect: 'privateRedirect',
} as const

const TOKEN_COOKIES = [COOKIE.token, COOKIE.tempToken, COOKIE.refreshToken, COOKIE.tempRefreshToken] as const

function isHttps(): boolean {
  const request = getRequest()
  const forwarded = request.headers.get('x-forwarded-proto')
  return forwarded ? forwarded.split(',')[0]?.trim() === 'https' : new URL(request.url).protocol === 'https:'
}

export function setTokenCookie(name: (typeof TOKEN_COOKIES)[number], value: string, maxAgeSeconds: number): void {
  setCookie(name, value, { httpOnly: true, secure: isHttps(), sameSite: 'lax', path: '/', maxAge: maxAgeSeconds })
}

export function clearTokenCookies(): void {
  for (const name of TOKEN_COOKIES) deleteCookie(name, { path: '/' })
}

export function readCookie(name: string): string | undefined {
  return getCookie(name) || undefined
}
