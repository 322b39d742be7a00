import { createIsomorphicFn } from '@tanstack/react-start'
import { setCookie } from '@tanstack/react-start/server'
import { UTM_KEYS, type RootSearch } from './search-params'

const THIRTY_DAYS = 60 * 60 * 24 * 30

/** The cookie values to keep from a landing URL: UTM parameters and the mobile-shell marker. */
export function trackingCookiesFrom(search: RootSearch): Array<[name: string, value: string]> {
  const cookies: Array<[string, string]> = []
  for (const key of UTM_KEYS) {
    const value = search[key]
    if (value) cookies.push([key, value])
  }
  if (search.fromMobile === 1) cookies.push(['fromMobile', '1'])
  return cookies
}

/**
 * Keeps UTM parameters and `fromMobile=1` in the spec's cookies. They are not secrets, so the
 * browser may read them; on the server they go out with the rendered page.
 */
export const rememberTrackingParams = createIsomorphicFn()
  .server((search: RootSearch) => {
    for (const [name, value] of trackingCookiesFrom(search)) {
      setCookie(name, value, { path: '/', maxAge: THIRTY_DAYS, sameSite: 'lax' })
    }
  })
  .client((search: RootSearch) => {
    for (const [name, value] of trackingCookiesFrom(search)) {
      document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${THIRTY_DAYS}; samesite=lax`
    }
  })
