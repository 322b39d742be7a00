import { describe, expect, it } from 'vitest'
import { formatCalendarDate, formatDate, formatDateTime, formatNumericDateTime, formatSoonDateTime, formatTime } from './date-format'

const AT = '2026-11-30T09:30:00Z'

describe('formatDateTime', () => {
  it('writes the date and time as each language does (issue 26 #3)', () => {
    expect(formatDateTime(AT, 'Europe/Berlin', 'en')).toBe('30 November 2026, 10:30')
    expect(formatDateTime(AT, 'Europe/Berlin', 'de')).toBe('30. November 2026, 10:30')
    expect(formatDateTime(AT, 'Europe/Berlin', 'ru')).toBe('30 ноября 2026 г., 10:30')
    expect(formatDateTime(AT, 'Europe/Berlin', 'ar')).toBe('30 نوفمبر 2026، 10:30')
    expect(formatDate('2026-12-01T08:00:00Z', 'Europe/Berlin', 'de')).toBe('1. Dezember 2026')
  })

  it('writes an instant in the zone, across a daylight-saving change', () => {
    // Berlin moves from UTC+2 to UTC+1 on 25 October 2026.
    expect(formatDateTime('2026-10-24T07:00:00Z', 'Europe/Berlin', 'en')).toBe('24 October 2026, 09:00')
    expect(formatDateTime('2026-10-26T07:00:00Z', 'Europe/Berlin', 'en')).toBe('26 October 2026, 08:00')
    expect(formatDateTime('2026-10-26T07:00:00Z', 'UTC', 'en')).toBe('26 October 2026, 07:00')
    // Late UTC evening is the next day in Tokyo.
    expect(formatDateTime('2026-12-01T23:30:00Z', 'Asia/Tokyo', 'en')).toBe('2 December 2026, 08:30')
    expect(formatTime('2026-12-01T23:30:00Z', 'Asia/Tokyo', 'ar')).toBe('08:30')
  })

  it('names the zone for texts read away from the page', () => {
    expect(formatDateTime(AT, 'Europe/Berlin', 'de', { withZone: true })).toBe('30. November 2026, 10:30 MEZ')
    expect(formatDateTime(AT, 'Europe/Berlin', 'en', { withZone: true })).toBe('30 November 2026, 10:30 CET')
  })

  it('uses plain spaces, which every runtime agrees on', () => {
    for (const language of ['en', 'ru', 'de', 'ar'] as const) {
      expect(formatDateTime(AT, 'Europe/Moscow', language, { withZone: true })).not.toMatch(/[\u00a0\u202f]/)
    }
  })
})

describe('formatNumericDateTime', () => {
  it("is the language's numeric date with the time", () => {
    expect(formatNumericDateTime(AT, 'Europe/Berlin', 'en')).toBe('30/11/2026, 10:30')
    expect(formatNumericDateTime(AT, 'Europe/Berlin', 'de')).toBe('30.11.2026, 10:30')
    expect(formatNumericDateTime(AT, 'Europe/Berlin', 'ru')).toBe('30.11.2026, 10:30')
    expect(formatNumericDateTime(AT, 'Europe/Berlin', 'ar')).toBe('30\u200f/11\u200f/2026، 10:30')
  })
})

describe('formatCalendarDate', () => {
  it('writes a date of birth as it was given, whatever the zone', () => {
    expect(formatCalendarDate('1960-06-15', 'de')).toBe('15. Juni 1960')
    expect(formatCalendarDate('1960-06-15', 'ru')).toBe('15 июня 1960 г.')
  })
})

describe('formatSoonDateTime (a doctor\u2019s next free time, issue 26 #21)', () => {
  it('words the weekday, date and time in the language, on the zone\u2019s clock, naming the zone', () => {
    expect(formatSoonDateTime('2026-12-03T08:00:00Z', 'America/New_York', 'en')).toBe('Thu 3 Dec, 03:00 GMT-5')
    expect(formatSoonDateTime('2026-12-03T08:00:00Z', 'Europe/Berlin', 'de')).toBe('Do., 3. Dez., 09:00 MEZ')
    expect(formatSoonDateTime('2026-12-03T08:00:00Z', 'Asia/Tokyo', 'ru')).toBe('чт, 3 дек., 17:00 GMT+9')
    expect(formatSoonDateTime('2026-12-03T08:00:00Z', 'UTC', 'en')).toBe('Thu 3 Dec, 08:00 UTC')
  })

  it('counts the day in the zone: late evening in UTC is the next morning in Tokyo', () => {
    expect(formatSoonDateTime('2026-11-30T23:30:00Z', 'Asia/Tokyo', 'en')).toBe('Tue 1 Dec, 08:30 GMT+9')
  })
})
