import type { Locale } from '~/i18n/locales'
import { JOIN_ACTIVE_SECONDS } from '#contract/join-call'

/**
 * The video consultation guide and its read-guide popup (spec part 2 §4): the popup shows when a
 * nearest appointment exists whose guide was not opened, at most once a day. What was opened and
 * when the popup last showed live in the browser's local storage (spec: "read guide opened").
 */
export const READ_GUIDE_OPENED_KEY = 'readGuideOpened'
export const READ_GUIDE_SHOWN_AT_KEY = 'readGuidePopupShownAt'
const DAY_MS = 24 * 60 * 60 * 1000

/** The guide (a static page in public/guides), in the page's language. */
export const guideUrl = (locale: Locale) => `/guides/video-consultation.html?lang=${locale}`

/**
 * Until when the popup may show for an appointment (ms): only before the call, i.e. until the join
 * control opens (JOIN_ACTIVE_SECONDS before the agreed time) and while the doctor has not started
 * the consultation (then never). Then the page's business is joining, and after the call (the
 * appointment stays the nearest until its planned end) a guide to preparing for it is noise
 * (issue 26 #11). The server knows this part; the rest is in the browser's local storage.
 */
export function readGuideShowsUntil({ startsAt, started }: { startsAt: string; started: boolean }): number {
  return started ? -Infinity : Date.parse(startsAt) - JOIN_ACTIVE_SECONDS * 1000
}

/** Whether the popup shows now: before the call (`readGuideShowsUntil`), its guide not opened, at most once a day. */
export function shouldShowReadGuide({
  appointmentId,
  startsAt,
  started,
  opened,
  lastShownAt,
  now,
}: {
  appointmentId: string
  /** the agreed time */
  startsAt: string
  /** the consultation has started (status started) */
  started: boolean
  opened: readonly string[]
  lastShownAt: number | null
  now: number
}): boolean {
  if (opened.includes(appointmentId)) return false
  if (now >= readGuideShowsUntil({ startsAt, started })) return false
  return lastShownAt === null || now - lastShownAt >= DAY_MS
}

/**
 * The popup drawn with the page (issue 28): the server renders it, hidden, when the appointment is
 * before its call (`data-until`, `readGuideShowsUntil`), and this inline script right after it
 * decides the local-storage part before the first paint, as `shouldShowReadGuide` does: it notes
 * the day and marks the document (`READ_GUIDE_SHOWN_ATTRIBUTE`), which the style sheet reads to show
 * it. Shown, a click on its guide link records the guide as opened (as `recordGuideOpened` does)
 * and hides the popup, even before the page's code has hydrated the popup: hydration waits for the first paint (ADR 0062),
 * and the link opens its tab natively. One text for every page and patient (the data is on the
 * element); it runs with the response's CSP nonce (ScriptOnce, ADR 0022).
 */
export const READ_GUIDE_EARLY_ATTRIBUTE = 'data-read-guide-early'
export const READ_GUIDE_SHOWN_ATTRIBUTE = 'data-read-guide'
export const READ_GUIDE_SCRIPT = `(function(d,s){try{var e=d.currentScript.previousElementSibling,id=e.getAttribute('data-appointment'),n=Date.now(),o=[],t=Number(s.getItem('${READ_GUIDE_SHOWN_AT_KEY}'))||0;try{o=JSON.parse(s.getItem('${READ_GUIDE_OPENED_KEY}')||'[]')}catch(x){}if(!(n<Number(e.getAttribute('data-until')))||(Array.isArray(o)&&o.indexOf(id)>=0)||(t&&n-t<${DAY_MS}))return;s.setItem('${READ_GUIDE_SHOWN_AT_KEY}',String(n));d.documentElement.setAttribute('${READ_GUIDE_SHOWN_ATTRIBUTE}',id);e.addEventListener('click',function(v){if(!v.target.closest('[data-action="guide"]'))return;try{o=JSON.parse(s.getItem('${READ_GUIDE_OPENED_KEY}')||'[]')}catch(x){}if(!Array.isArray(o))o=[];if(o.indexOf(id)<0)s.setItem('${READ_GUIDE_OPENED_KEY}',JSON.stringify(o.concat(id).slice(-50)));d.documentElement.removeAttribute('${READ_GUIDE_SHOWN_ATTRIBUTE}')})}catch(x){}})(document,localStorage)`

/**
 * Address parameters that open a dialog whose code may not have loaded yet (`?payment=` the payment
 * result, `?modal=` an appointment dialog, `?page=` the auth overlay): the popup waits for them too.
 */
export const DIALOG_SEARCH_PARAMS = ['payment', 'modal', 'page'] as const

/** The stored list of appointments whose guide was opened (a broken value counts as none). */
export function readOpenedGuides(storage: Pick<Storage, 'getItem'>): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(READ_GUIDE_OPENED_KEY) ?? '[]')
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
  } catch {
    return []
  }
}

export function recordGuideOpened(storage: Pick<Storage, 'getItem' | 'setItem'>, appointmentId: string): void {
  const opened = readOpenedGuides(storage)
  if (!opened.includes(appointmentId)) storage.setItem(READ_GUIDE_OPENED_KEY, JSON.stringify([...opened, appointmentId].slice(-50)))
}
