/*
 * A signed-out visitor's time zone (issue 26, ADR 0044), in a module of its own: the root route
 * and the readable cookies are in every page's first load, and importing these from time-zones.ts
 * or browser-time-zone.ts brought those modules' tables along (+0.6 kB gzip on every page).
 */

/** Whether the runtime knows `zone` (an IANA id such as "Europe/Berlin"). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
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
