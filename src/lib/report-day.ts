import dayjs from 'dayjs'
import timezone from 'dayjs/plugin/timezone'
import utc from 'dayjs/plugin/utc'
import { calendarDayIn } from '#contract/appointments'

dayjs.extend(utc)
dayjs.extend(timezone)

/**
 * Doctor reports' day filter (spec part 2 §5: "a report matches when its date's day equals the chosen
 * day"). The day is a calendar day in the patient's time zone, so its bounds are that zone's midnights:
 * a report written at 23:30 in Berlin belongs to that Berlin day, not to the next UTC one.
 */

/** The chosen day's start and the next day's start, as instants (what the API's report_from/report_to take). */
export function reportDayBounds(day: string, zone: string): { from: string; to: string } {
  const start = dayjs.tz(day, 'YYYY-MM-DD', zone)
  // The next calendar day's midnight, not start + 24 h: a daylight-saving day has 23 or 25 hours.
  const next = dayjs.tz(dayjs.utc(day).add(1, 'day').format('YYYY-MM-DD'), 'YYYY-MM-DD', zone)
  return { from: start.toISOString(), to: next.toISOString() }
}

/** Today in the zone (YYYY-MM-DD): the latest day the filter offers, since reports are never in the future. */
export const reportToday = (zone: string, now: Date = new Date()) => calendarDayIn(zone)(now)

/** Whether `day` (YYYY-MM-DD) is a day of the calendar: 2026-02-30 is not. */
const isCalendarDay = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day) && dayjs.utc(day).format('YYYY-MM-DD') === day

/** Whether a day the filter was given may be asked for: a calendar day, not after today in the patient's zone. */
export const isChoosableReportDay = (day: string, zone: string, now: Date = new Date()) =>
  isCalendarDay(day) && day <= reportToday(zone, now)

/**
 * The address's `?date=` as the filter takes it: a day that may be chosen, otherwise none (every report),
 * so a hand-edited 2026-02-30 or a day in the future lists what no date lists rather than failing.
 */
export const chosenReportDay = (date: string | undefined, zone: string, now: Date = new Date()) =>
  date !== undefined && isChoosableReportDay(date, zone, now) ? date : undefined
