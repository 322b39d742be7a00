import type { Locale } from '~/i18n/locales'

/**
 * Appointment times (issue 12): stored as UTC instants, always shown in the patient's time zone
 * from their settings, in the interface language, as the spec writes them (part 1 §9:
 * `DD MMMM, YYYY` and `HH:mm`). The runtime's Intl data does the zone arithmetic and the month
 * names (in their grammatical case: "14 декабря"), so the pages that show times carry no date library.
 */
const formats = new Map<string, Intl.DateTimeFormat>()

function formatFor(zone: string, locale: Locale): Intl.DateTimeFormat {
  const key = `${locale}|${zone}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone: zone,
      day: '2-digit',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    formats.set(key, format)
  }
  return format
}

/** "14 December, 2026 · 09:30" in the zone and language. */
export function formatDateTime(instant: string | Date, zone: string, locale: Locale): string {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {}
  for (const part of formatFor(zone, locale).formatToParts(new Date(instant))) parts[part.type] = part.value
  return `${parts.day} ${parts.month}, ${parts.year} · ${parts.hour}:${parts.minute}`
}

const numericFormats = new Map<string, Intl.DateTimeFormat>()

/** "14/12/2026 09:30" in the zone: the payment history's DD/MM/YYYY HH:mm (spec part 2 §9). */
export function formatNumericDateTime(instant: string | Date | number, zone: string): string {
  let format = numericFormats.get(zone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    numericFormats.set(zone, format)
  }
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {}
  for (const part of format.formatToParts(new Date(instant))) parts[part.type] = part.value
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`
}

/** "14 December 2026" in the zone and language: a subscription's renewal or end date. */
export function formatDay(instant: string | Date, zone: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { timeZone: zone, day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(instant))
}
