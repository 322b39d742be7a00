/**
 * Date-of-birth picker rules (spec part 1 §5, §9): years from now−100 to now−18, default
 * 1960-06-15, the day count follows month and year.
 */
export const DEFAULT_BIRTH_DATE = '1960-06-15'
export const MIN_AGE = 18
export const MAX_AGE = 100

export interface BirthDateParts {
  year: number
  /** 1..12 */
  month: number
  day: number
}

/** Offered years, newest first. */
export function birthYears(now: Date): number[] {
  const current = now.getFullYear()
  const years: number[] = []
  for (let year = current - MIN_AGE; year >= current - MAX_AGE; year--) years.push(year)
  return years
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/** Changing month or year keeps the day when it exists, else the month's last day. */
export function withDayClamped(parts: BirthDateParts): BirthDateParts {
  return { ...parts, day: Math.min(parts.day, daysInMonth(parts.year, parts.month)) }
}

const pad = (value: number) => String(value).padStart(2, '0')

export function formatBirthDate({ year, month, day }: BirthDateParts): string {
  return `${year}-${pad(month)}-${pad(day)}`
}

/** Parses `YYYY-MM-DD`; null when malformed or not a real calendar day. */
export function parseBirthDate(value: string | null | undefined): BirthDateParts | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '')
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null
  return { year, month, day }
}

/** Whole years between the birth date and `now`. */
export function ageOn(parts: BirthDateParts, now: Date): number {
  let age = now.getFullYear() - parts.year
  if (now.getMonth() + 1 < parts.month || (now.getMonth() + 1 === parts.month && now.getDate() < parts.day)) age--
  return age
}

/** A valid date of someone aged 18 to 100 (the API checks the same). */
export function isAllowedBirthDate(value: string, now: Date): boolean {
  const parts = parseBirthDate(value)
  if (!parts) return false
  const age = ageOn(parts, now)
  return age >= MIN_AGE && age <= MAX_AGE
}
