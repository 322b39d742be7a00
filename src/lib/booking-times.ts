import dayjs from 'dayjs'
import timezone from 'dayjs/plugin/timezone'
import utc from 'dayjs/plugin/utc'
import { calendarDayIn, MAX_EXTRA_TIMES_PER_DAY, MAX_PROPOSAL_DAYS, proposalProblems } from '#contract/appointments'

dayjs.extend(utc)
dayjs.extend(timezone)

/**
 * The booking's calendar arithmetic in the patient's time zone (issue 12): days are YYYY-MM-DD in
 * that zone, times HH:mm on the wall clock there, and the API gets the instants.
 */

/** Days the date strip shows, from the chosen first day (spec part 1 §9). */
export const STRIP_DAYS = 14

export const todayIn = (zone: string, now: Date = new Date()) => calendarDayIn(zone)(now)

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
export function canUseDay(times: DayTimes, day: string): boolean {
  const used = daysWithTimes(times)
  return used.includes(day) || used.length < MAX_PROPOSAL_DAYS
}

/** The contract's problems with the proposal (the API checks the same), days counted in the zone. */
export function problemsOf(times: DayTimes, zone: string, now: Date = new Date()): string[] {
  return proposalProblems(
    proposalInstants(times, zone).map((instant) => new Date(instant)),
    now,
    calendarDayIn(zone),
  )
}

/** `problemsOf` as a form field's validator: the problems, or undefined when there are none. */
export function proposalErrors(times: DayTimes, zone: string): string[] | undefined {
  const problems = problemsOf(times, zone)
  return problems.length ? problems : undefined
}

/** A doctor's weekly hours (day 0 Sunday … 6 Saturday, HH:mm in the doctor's zone). */
export type WorkingHours = ReadonlyArray<{ day: number; start: string; end: string }>

/**
 * The doctor's working hours that fall on a day of the patient's calendar, as HH:mm ranges on the
 * patient's clock (issue 12: the time picker shows them converted). The doctor's days either side
 * count too: with zones apart, a doctor's evening can be the patient's next morning.
 */
export function workingRangesOn(
  day: string,
  patientZone: string,
  hours: WorkingHours,
  doctorZone: string,
): { start: string; end: string }[] {
  const dayStart = dayjs.tz(`${day} 00:00`, 'YYYY-MM-DD HH:mm', patientZone)
  const dayEnd = dayStart.add(1, 'day')
  const ranges: { start: string; end: string }[] = []
  for (const offset of [-1, 0, 1]) {
    const doctorDay = dayStart.tz(doctorZone).add(offset, 'day').format('YYYY-MM-DD')
    const weekday = dayjs.utc(doctorDay).day()
    for (const entry of hours.filter((hour) => hour.day === weekday)) {
      const from = dayjs.tz(`${doctorDay} ${entry.start}`, 'YYYY-MM-DD HH:mm', doctorZone)
      const to = dayjs.tz(`${doctorDay} ${entry.end}`, 'YYYY-MM-DD HH:mm', doctorZone)
      const start = from.isAfter(dayStart) ? from : dayStart
      const end = to.isBefore(dayEnd) ? to : dayEnd
      if (end.isAfter(start))
        ranges.push({
          start: start.tz(patientZone).format('HH:mm'),
          end: end.isSame(dayEnd) ? '24:00' : end.tz(patientZone).format('HH:mm'),
        })
    }
  }
  return ranges.sort((a, b) => a.start.localeCompare(b.start))
}

/** Whether an instant falls within the doctor's hours (in the doctor's zone). */
export function withinWorkingHours(instant: string, hours: WorkingHours, doctorZone: string): boolean {
  const local = dayjs(instant).tz(doctorZone)
  const time = local.format('HH:mm')
  return hours.some((entry) => entry.day === local.day() && time >= entry.start && time < entry.end)
}
