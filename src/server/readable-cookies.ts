import { createIsomorphicFn } from '@tanstack/react-start'
import { getCookie, setCookie } from '@tanstack/react-start/server'
import type { RootSearch } from '~/lib/search-params'
import { trackingCookiesFrom } from '~/lib/tracking-cookies'
import { isTimeZone, ZONE_COOKIE } from '~/lib/visitor-zone-cookie'

/**
 * Cookies the browser may read (addresses and markers, never secrets), written wherever the code
 * runs: on the server they go out with the response, in the browser through `document.cookie`.
 * Not HttpOnly: the browser sets the same cookies on client-side navigation and could not
 * overwrite an HttpOnly one. Isomorphic, so not a `.server.ts` module: components may call it.
 */
export const setReadableCookie = createIsomorphicFn()
  .server((name: string, value: string, maxAge: number) => {
    setCookie(name, value, { path: '/', maxAge, sameSite: 'lax' })
  })
  .client((name: string, value: string, maxAge: number) => {
    document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAge}; samesite=lax`
  })

const ONE_HOUR = 60 * 60
const THIRTY_DAYS = 60 * 60 * 24 * 30

/** Remembers the wanted private address for after login (spec: the privateRedirect cookie). */
export function rememberPrivateRedirect(href: string) {
  // cookies.server.ts (COOKIE.privateRedirect) reads it back once after login.
  setReadableCookie('privateRedirect', href, ONE_HOUR)
}

/** Keeps UTM parameters and `fromMobile=1` in the spec's cookies for 30 days. */
export function rememberTrackingParams(search: RootSearch) {
  for (const [name, value] of trackingCookiesFrom(search)) setReadableCookie(name, value, THIRTY_DAYS)
}

export const readReadableCookie = createIsomorphicFn()
  .server((name: string): string | undefined => getCookie(name))
  .client((name: string): string | undefined => {
    const found = document.cookie.split('; ').find((pair) => pair.startsWith(`${name}=`))
    return found === undefined ? undefined : decodeURIComponent(found.slice(name.length + 1))
  })

/**
 * A signed-out visitor's time zone, as their browser last told it (ZONE_COOKIE_SCRIPT): undefined
 * on the first page of a first visit, and for a value that is no zone.
 */
export function visitorZone(): string | undefined {
  const zone = readReadableCookie(ZONE_COOKIE)
  return zone && isTimeZone(zone) ? zone : undefined
}
