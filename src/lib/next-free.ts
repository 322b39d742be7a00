/**
 * A doctor's next free time as cards and profiles say it (issue 26 #21): weekday, date and time on
 * the wall clock of the zone, with the zone's short name ("Thu, Dec 3, 09:00 GMT+1", "Do., 3. Dez.,
 * 09:00 MEZ"), since a visitor's page is first rendered in UTC. One Intl call words and orders it
 * for the language (no date library and no message: this is on the doctor list's first load).
 */
export function formatNextFree(instant: string, zone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: zone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).format(new Date(instant))
}
