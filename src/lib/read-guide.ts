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
 * Whether the popup shows now. Besides the spec's rules: only before the call, i.e. until the join
 * control opens (JOIN_ACTIVE_SECONDS before the agreed time) and while the doctor has not started
 * the consultation. Then the page's business is joining, and after the call (the appointment stays
 * the nearest until its planned end) a guide to preparing for it is noise (issue 26 #11).
 */
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
  if (started || opened.includes(appointmentId)) return false
  if (now >= Date.parse(startsAt) - JOIN_ACTIVE_SECONDS * 1000) return false
  return lastShownAt === null || now - lastShownAt >= DAY_MS
}

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
