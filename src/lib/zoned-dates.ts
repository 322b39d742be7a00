import dayjs from 'dayjs'
import timezone from 'dayjs/plugin/timezone'
import utc from 'dayjs/plugin/utc'
import 'dayjs/locale/ru'
import 'dayjs/locale/de'
import 'dayjs/locale/ar'
import type { Locale } from '~/i18n/locales'

dayjs.extend(utc)
dayjs.extend(timezone)

/**
 * Appointment times (issue 12): stored as UTC instants, always shown in the patient's time zone
 * from their settings (the browser's when none is set), in the interface language.
 * Formats are the spec's (part 1 §9): `DD MMMM, YYYY`, `HH:mm`, `DD MMM HH:mm`.
 */
export const DATE_FORMAT = 'DD MMMM, YYYY'
export const TIME_FORMAT = 'HH:mm'

export function inZone(instant: string | Date, zone: string, locale: Locale) {
  return dayjs(instant).tz(zone).locale(locale)
}

/** "14 December, 2026 · 09:30" in the zone. */
export function formatDateTime(instant: string | Date, zone: string, locale: Locale): string {
  const local = inZone(instant, zone, locale)
  return `${local.format(DATE_FORMAT)} · ${local.format(TIME_FORMAT)}`
}
