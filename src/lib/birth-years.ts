import { MAX_AGE, MIN_AGE, daysInMonth, utcToday } from '#contract/dates'

/**
 * Years offered: this year (the contract's UTC date) minus 18 down to minus 100. Apart from the
 * account schemas, so the date picker does not bring the phone rules along (ADR 0024).
 */
export function birthYears(today = utcToday()): number[] {
  const newest = Number(today.slice(0, 4)) - MIN_AGE
  return Array.from({ length: MAX_AGE - MIN_AGE + 1 }, (_, i) => newest - i)
}

/**
 * Where the year select opens (issue 26 #18): a native select opens at its chosen option, so the
 * empty "Year" option stands among the years, before the year of a 50-year-old (1976 in 2026),
 * rather than above the newest. Opened untouched, the list shows the years of most adult patients
 * (about 1960–1995) while nothing is chosen.
 */
export const OPENS_AT_AGE = 50

/** The years above and below the empty option, newest first. */
export function birthYearsAround(today = utcToday()): [newer: number[], older: number[]] {
  const years = birthYears(today)
  const at = OPENS_AT_AGE - MIN_AGE
  return [years.slice(0, at), years.slice(at)]
}

/** The three selects' choices as numbers; 0 where the patient has not chosen yet. */
export interface BirthDateParts {
  year: number
  month: number
  day: number
}

export function splitBirthDate(value: string): BirthDateParts {
  const [year = '', month = '', day = ''] = value.split('-')
  return { year: Number(year) || 0, month: Number(month) || 0, day: Number(day) || 0 }
}

const pad = (value: number) => (value ? String(value).padStart(2, '0') : '')

/**
 * The field's value from the selects: empty until something is chosen, so an untouched form fails
 * as required; a partly chosen date keeps its empty parts ("1960--") and fails as an invalid date.
 * A 31st becomes the 30th (or 28th/29th) when the month or year changes under it.
 */
export function joinBirthDate({ year, month, day }: BirthDateParts): string {
  if (!year && !month && !day) return ''
  const clamped = day ? Math.min(day, dayCount(year, month)) : 0
  return `${year || ''}-${pad(month)}-${pad(clamped)}`
}

/** Days the day select offers: the month's count, 29 for February while the year is open, 31 before a month is chosen. */
export function dayCount(year: number, month: number): number {
  return month ? daysInMonth(year || 2000, month) : 31
}
