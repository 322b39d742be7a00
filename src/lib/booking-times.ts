import dayjs from 'dayjs'
import timezone from 'dayjs/plugin/timezone'
import utc from 'dayjs/plugin/utc'
import { MAX_EXTRA_TIMES_PER_DAY, MAX_PROPOSAL_DAYS, proposalProblems } from '../../contract/appointments'

dayjs.extend(utc)
dayjs.extend(timezone)

/**
 * The booking's calendar arithmetic in the patient's time zone (issue 12): days are YYYY-MM-DD in
 * that zone, times HH:mm on the wall clock there, and the API gets the instants.
 */

/** Days the date strip shows, from the chosen first day (spec part 1 §9). */
export const STRIP_DAYS = 14

export const todayIn = (zone: string, now: Date = new Date()) => dayjs(now).tz(zone).format('YYYY-MM-DD')

/** `count` calendar days from `first` (YYYY-MM-DD). */
export function stripDays(first: string, count = STRIP_DAYS): string[] {
  const start = dayjs.utc(first)
  return Array.from({ length: count }, (_, index) => start.add(index, 'day').format('YYYY-MM-DD'))
}

/** The instant of a wall-clock time on a day in the zone (daylight saving included). */
export const instantOf = (day: string, time: string, zone: string) => dayjs.tz(`${day} ${time}`, 'YYYY-MM-DD HH:mm', zone).toISOString()

/** Proposed times by day: what the time picker edits. */
export type DayTimes = Record<string, string[]>

/** Every filled time as an instant, in day order. */
export function proposalInstants(times: DayTimes, zone: string): string[] {
  return Object.keys(times)
    .sort()
    .flatMap((day) => (times[day] ?? []).filter(Boolean).map((time) => instantOf(day, time, zone)))
}

/** Days that hold at least one filled time. */
export const daysWithTimes = (times: DayTimes) => Object.keys(times).filter((day) => (times[day] ?? []).some(Boolean))

/** The time picker's rules (spec part 1 §5): another row only after the last is filled, at most 1 + 4 a day. */
export function canAddTime(rows: readonly string[]): boolean {
  return rows.length <= MAX_EXTRA_TIMES_PER_DAY && rows.every(Boolean)
}

/** A new day may get times while fewer than MAX_PROPOSAL_DAYS days have some. */
export const canUseDay = (times: DayTimes, day: string) => daysWithTimes(times).includes(day) || daysWithTimes(times).length < MAX_PROPOSAL_DAYS

/** The contract's problems with the proposal (the API checks the same), days counted in the zone. */
export function problemsOf(times: DayTimes, zone: string, now: Date = new Date()): string[] {
  return proposalProblems(
    proposalInstants(times, zone).map((instant) => new Date(instant)),
    now,
    (instant) => todayIn(zone, instant),
  )
}
