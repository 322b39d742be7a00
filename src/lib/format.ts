/**
 * Display rules shared by doctor cards, profiles, plans, articles and the lists of languages and countries.
 * Pure functions: the caller passes the locale and the current time. A doctor's years of experience are
 * in experience.ts: only the facts load them, which no page loads first (their code would otherwise
 * ride with every price on a catalogue page's first load).
 */

const euroFormatters = new Map<string, Intl.NumberFormat>()

/**
 * A price in euro with at most 2 decimals (spec part 1 §9, part 2 §9).
 * Whole amounts show no decimals (45 → "€45"); any other amount shows exactly two
 * (49.5 → "€49.50"), because "€49.5" is not how people write money. Rounding to the cent
 * happens first, so 45.999 → "€46".
 */
export function formatEuro(amount: number, locale: string): string {
  let formatter = euroFormatters.get(locale)
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      trailingZeroDisplay: 'stripIfInteger',
    })
    euroFormatters.set(locale, formatter)
  }
  return formatter.format(amount)
}

const WORDS_PER_MINUTE = 200

/**
 * Reading time in minutes: words / 200 rounded up, with HTML stripped (spec part 1 §9).
 * Script and style contents are not words; entities such as &nbsp; count as spaces. Empty text gives 0.
 */
export function readingTimeMinutes(html: string | null | undefined): number {
  if (!html) return 0
  const text = html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(nbsp|#160|#xa0);/gi, ' ')
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length
  return Math.ceil(words / WORDS_PER_MINUTE)
}

/**
 * The localised weekday name for the API's day number (0 Sunday .. 6 Saturday).
 * 1 January 2023 was a Sunday; UTC keeps the server and the browser on the same day. A name alone
 * has no layout, so it needs nothing of contract/date-format.ts, which the public pages that show
 * weekdays (a doctor's hours) and prices would otherwise load for it (first-load budget).
 */
export function weekdayName(day: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2023, 0, 1 + day)))
}

/** Orders API weekdays Monday first, as the week is shown in Europe. */
export function mondayFirst(day: number): number {
  return (day + 6) % 7
}

/**
 * A list of languages or countries in the page language's alphabetical order (issue 26): a German
 * page lists "Deutsch" before "Georgisch", not in the API's English order. One collator per call,
 * the given list left as it was.
 */
export function sortByName<T>(items: readonly T[], locale: string, name: (item: T) => string): T[] {
  const collator = new Intl.Collator(locale)
  return [...items].sort((a, b) => collator.compare(name(a), name(b)))
}
