/**
 * Calendar dates as YYYY-MM-DD strings. Age is date-only arithmetic between the birth date and
 * today's date, and "today" is the UTC calendar date on both tiers (ADR 0013): the browser's local
 * date and the server's would disagree for the hours either side of midnight.
 */
export const MIN_AGE = 18
export const MAX_AGE = 100

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** Day count of a month (1-12); February follows the year. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

function parts(date: string): [number, number, number] | null {
  const match = DATE.exec(date)
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null
}

/** A real day of the calendar written YYYY-MM-DD (no 30 February). */
export function isCalendarDate(text: string): boolean {
  const date = parts(text)
  if (!date) return false
  const [year, month, day] = date
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)
}

/** Today's calendar date (UTC) of an instant. */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10)
}

/**
 * Whole years from a birth date to a day, both YYYY-MM-DD: the birthday counts from its own date
 * (29 February from 1 March in common years).
 */
export function ageOn(birth: string, today: string = utcToday()): number {
  const [by = 0, bm = 0, bd = 0] = parts(birth) ?? []
  const [ty = 0, tm = 0, td = 0] = parts(today) ?? []
  const hadBirthday = tm > bm || (tm === bm && td >= bd)
  return ty - by - (hadBirthday ? 0 : 1)
}

/** Between 18 and 100 years old today. */
export function isAllowedAge(birth: string, today: string = utcToday()): boolean {
  const age = ageOn(birth, today)
  return age >= MIN_AGE && age <= MAX_AGE
}
