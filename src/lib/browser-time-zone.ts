/** The browser's time zone, sent at sign-up and with personal information. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined
  } catch {
    return undefined
  }
}

/**
 * The cookie that tells the server a signed-out visitor's zone (issue 26, ADR 0044): set by
 * ZONE_COOKIE_SCRIPT, read when a page renders (`visitorZone`, readable-cookies.ts).
 */
export const ZONE_COOKIE = 'tz'

/**
 * Runs inline in the document head on every page: stores the browser's zone when the cookie lacks
 * it or names another, so the pages after the first render the visitor's clock. A year: the zone
 * follows the browser, and the script corrects it on the next page after a move.
 */
export const ZONE_COOKIE_SCRIPT = /* @__PURE__ */ `try{var z=Intl.DateTimeFormat().resolvedOptions().timeZone,c="${ZONE_COOKIE}="+encodeURIComponent(z);z&&document.cookie.split("; ").indexOf(c)<0&&(document.cookie=c+"; path=/; max-age=31536000; samesite=lax")}catch(e){}`
