import { MAX_AGE, MIN_AGE, utcToday } from '../../contract/dates'

/**
 * Years offered: this year (the contract's UTC date) minus 18 down to minus 100. Apart from the
 * account schemas, so the date picker does not bring the phone rules along (ADR 0024).
 */
export function birthYears(today = utcToday()): number[] {
  const newest = Number(today.slice(0, 4)) - MIN_AGE
  return Array.from({ length: MAX_AGE - MIN_AGE + 1 }, (_, i) => newest - i)
}
