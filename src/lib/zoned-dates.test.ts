import { describe, expect, it } from 'vitest'
import { formatDateTime } from './zoned-dates'

describe('formatDateTime', () => {
  it('writes an instant in the zone, across a daylight-saving change', () => {
    // Berlin moves from UTC+2 to UTC+1 on 25 October 2026.
    expect(formatDateTime('2026-10-24T07:00:00Z', 'Europe/Berlin', 'en')).toBe('24 October, 2026 · 09:00')
    expect(formatDateTime('2026-10-26T07:00:00Z', 'Europe/Berlin', 'en')).toBe('26 October, 2026 · 08:00')
    expect(formatDateTime('2026-10-26T07:00:00Z', 'UTC', 'en')).toBe('26 October, 2026 · 07:00')
    // Late UTC evening is the next day in Tokyo.
    expect(formatDateTime('2026-12-01T23:30:00Z', 'Asia/Tokyo', 'en')).toBe('02 December, 2026 · 08:30')
  })

  it('names the month in the language, in the case a date needs', () => {
    expect(formatDateTime('2026-12-14T08:00:00Z', 'Europe/Berlin', 'ru')).toBe('14 декабря, 2026 · 09:00')
    expect(formatDateTime('2026-12-14T08:00:00Z', 'Europe/Berlin', 'de')).toBe('14 Dezember, 2026 · 09:00')
    expect(formatDateTime('2026-12-14T08:00:00Z', 'Europe/Berlin', 'ar')).toMatch(/ديسمبر/)
  })
})
