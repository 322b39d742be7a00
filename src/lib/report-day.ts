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

/** Whether a day the filter was given may be asked for: not after today in the patient's zone. */
export const isChoosableReportDay = (day: string, zone: string, now: Date = new Date()) => day <= reportToday(zone, now)
