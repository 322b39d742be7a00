import { UTM_KEYS, type RootSearch } from './search-params'

/** The cookie values to keep from a landing URL: UTM parameters and the mobile-shell marker (written by server/readable-cookies.ts). */
export function trackingCookiesFrom(search: RootSearch): Array<[name: string, value: string]> {
  const cookies: Array<[string, string]> = []
  for (const key of UTM_KEYS) {
    const value = search[key]
    if (value) cookies.push([key, value])
  }
  if (search.fromMobile === 1) cookies.push(['fromMobile', '1'])
  return cookies
}
