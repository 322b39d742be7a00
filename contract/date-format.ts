/**
 * Dates and times as each language writes them (issue 26 #3), for the web pages and the API's
 * texts alike (e-mails, text messages, notifications, PDFs): "30 November 2026, 10:30",
 * "30. November 2026, 10:30", "30 ноября 2026 г., 10:30", "30 نوفمبر 2026، 10:30".
 *
 * Stable across ICU versions (ADR 0043): the server renders with Node's ICU and the browser hydrates
 * with its own, and CLDR's combined date-time patterns ("um", "at", "в") change between versions. So
 * the date (day, long month, year) and the time (hour and minute, 24 h) are formatted apart, from
 * explicit fields, and joined here with the language's separator; no-break spaces, which runtimes
 * place differently, become plain spaces. Pure: no imports, so both tiers can use it.
 */
export type DateLanguage = 'en' | 'ru' | 'de' | 'ar'

/**
 * The Intl locale for each language: English writes the day first as Europe does (the spec's
 * `DD MMMM YYYY`, `DD/MM/YYYY`); Arabic keeps Western digits, its default in current CLDR, pinned
 * so older runtimes agree.
 */
const INTL_LOCALE: Record<DateLanguage, string> = { en: 'en-GB', ru: 'ru', de: 'de', ar: 'ar-u-nu-latn' }

/** Between a date and its time: the language's comma (Arabic has its own). */
const DATE_TIME_SEPARATOR: Record<DateLanguage, string> = { en: ', ', ru: ', ', de: ', ', ar: '، ' }

const FIELDS = {
  date: { day: 'numeric', month: 'long', year: 'numeric' },
  weekdayDate: { weekday: 'short', day: 'numeric', month: 'short' },
  numericDate: { day: '2-digit', month: '2-digit', year: 'numeric' },
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  zone: { timeZoneName: 'short' },
  // Parts of a calendar day, for pickers:
  dayMonth: { day: 'numeric', month: 'long' },
  day: { day: 'numeric' },
  month: { month: 'long' },
  shortMonth: { month: 'short' },
  shortWeekday: { weekday: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>

type Kind = keyof typeof FIELDS

const formats = new Map<string, Intl.DateTimeFormat>()

function formatter(kind: Kind, zone: string, language: DateLanguage): Intl.DateTimeFormat {
  const key = `${kind}|${language}|${zone}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[language], { ...FIELDS[kind], timeZone: zone })
    formats.set(key, format)
  }
  return format
}

const SPACES = /[\u00a0\u202f]/g

function format(kind: Exclude<Kind, 'zone'>, instant: DateInput, zone: string, language: DateLanguage): string {
  return formatter(kind, zone, language).format(new Date(instant)).replace(SPACES, ' ')
}

export type DateInput = string | number | Date

/** "30 November 2026", "30. November 2026", "30 ноября 2026 г.": the calendar day in the zone. */
export function formatDate(instant: DateInput, zone: string, language: DateLanguage): string {
  return format('date', instant, zone, language)
}

/** "10:30" (24 h) in the zone. */
export function formatTime(instant: DateInput, zone: string, language: DateLanguage): string {
  return format('time', instant, zone, language)
}

/** `text` followed by the zone's short name at that instant ("MEZ", "GMT+9"), when the runtime has one. */
function withZoneName(text: string, instant: DateInput, zone: string, language: DateLanguage): string {
  const name = formatter('zone', zone, language)
    .formatToParts(new Date(instant))
    .find((part) => part.type === 'timeZoneName')?.value
  return name ? `${text} ${name.replace(SPACES, ' ')}` : text
}

/** "30. November 2026, 10:30" in the zone; `withZone` adds its short name ("MEZ") for texts read away from the page. */
export function formatDateTime(instant: DateInput, zone: string, language: DateLanguage, { withZone = false } = {}): string {
  const text = `${formatDate(instant, zone, language)}${DATE_TIME_SEPARATOR[language]}${formatTime(instant, zone, language)}`
  return withZone ? withZoneName(text, instant, zone, language) : text
}

/**
 * "Do., 3. Dez., 09:00 MEZ", "Thu 3 Dec, 09:00 UTC": a time within the coming days (a doctor's next
 * free time), with the weekday and without the year, always naming the zone.
 */
export function formatSoonDateTime(instant: DateInput, zone: string, language: DateLanguage): string {
  const text = `${format('weekdayDate', instant, zone, language)}${DATE_TIME_SEPARATOR[language]}${formatTime(instant, zone, language)}`
  return withZoneName(text, instant, zone, language)
}

/** "30.11.2026, 10:30", "30/11/2026, 10:30": the language's numeric date with the time, for tables. */
export function formatNumericDateTime(instant: DateInput, zone: string, language: DateLanguage): string {
  return `${format('numericDate', instant, zone, language)}${DATE_TIME_SEPARATOR[language]}${formatTime(instant, zone, language)}`
}

/**
 * A calendar date written `YYYY-MM-DD` (a date of birth, a day in a picker), which belongs to no
 * zone: "15. Juni 1960", or one part of it ("15. Juni", "Mo.", "Juni").
 */
export function formatCalendarDate(
  date: string,
  language: DateLanguage,
  kind: Exclude<Kind, 'zone' | 'time' | 'numericDate'> = 'date',
): string {
  return format(kind, `${date.slice(0, 10)}T00:00:00Z`, 'UTC', language)
}
