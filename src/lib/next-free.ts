import { calendarDayIn } from '../../contract/appointments'

/**
 * A doctor's next free time as cards and profiles say it (issue 26 #21): "Today" or "Tomorrow" in
 * the reader's language when it is, else a short weekday and date; the time on the wall clock of
 * the zone. The runtime's Intl data does the wording and the zone arithmetic.
 */
export function nextFreeParts(instant: string, zone: string, locale: string, now: Date = new Date()): { day: string; time: string } {
  const at = new Date(instant)
  const dayOf = calendarDayIn(zone)
  const daysAhead = Math.round((Date.parse(dayOf(at)) - Date.parse(dayOf(now))) / 86_400_000)
  const day =
    daysAhead === 0 || daysAhead === 1
      ? new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(daysAhead, 'day')
      : new Intl.DateTimeFormat(locale, { timeZone: zone, weekday: 'short', day: 'numeric', month: 'short' }).format(at)
  const time = new Intl.DateTimeFormat(locale, { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at)
  // The day starts its line: "Tomorrow", "Morgen", "Завтра".
  return { day: day.charAt(0).toLocaleUpperCase(locale) + day.slice(1), time }
}
