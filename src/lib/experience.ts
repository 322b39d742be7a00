const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/

/** Reads 'YYYY-MM-DD' (optionally followed by a time) as a calendar date; null when it is not a real date. */
function parseCalendarDate(value: string): { year: number; month: number; day: number } | null {
  const match = DATE_PATTERN.exec(value.trim())
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
  return { year, month, day }
}

/**
 * Whole years of experience since `startDate` ('YYYY-MM-DD'), counted like an age: a year is complete
 * on the anniversary date (UTC calendar). A start on 29 February completes its years on 1 March in
 * non-leap years. A future start gives 0; a missing or invalid date gives null (show nothing).
 */
export function experienceYears(startDate: string | null | undefined, now: Date): number | null {
  if (!startDate) return null
  const start = parseCalendarDate(startDate)
  if (!start || Number.isNaN(now.getTime())) return null
  const month = now.getUTCMonth() + 1
  const day = now.getUTCDate()
  let years = now.getUTCFullYear() - start.year
  if (month < start.month || (month === start.month && day < start.day)) years -= 1
  return Math.max(0, years)
}
