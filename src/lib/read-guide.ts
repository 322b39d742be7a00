import type { Locale } from '~/i18n/locales'

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

export function shouldShowReadGuide({
  appointmentId,
  opened,
  lastShownAt,
  now,
}: {
  appointmentId: string
  opened: readonly string[]
  lastShownAt: number | null
  now: number
}): boolean {
  if (opened.includes(appointmentId)) return false
  return lastShownAt === null || now - lastShownAt >= DAY_MS
}

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
