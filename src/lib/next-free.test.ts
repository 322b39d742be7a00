import { describe, expect, it } from 'vitest'
import { formatNextFree } from './next-free'

describe('formatNextFree', () => {
  it('words the weekday, date and time in the language, on the zone’s clock, naming the zone', () => {
    expect(formatNextFree('2026-12-03T08:00:00Z', 'America/New_York', 'en')).toBe('Thu, Dec 3, 03:00 EST')
    expect(formatNextFree('2026-12-03T08:00:00Z', 'Europe/Berlin', 'de')).toBe('Do., 3. Dez., 09:00 MEZ')
    expect(formatNextFree('2026-12-03T08:00:00Z', 'Asia/Tokyo', 'ru')).toBe('чт, 3 дек., 17:00 GMT+9')
    expect(formatNextFree('2026-12-03T08:00:00Z', 'UTC', 'en')).toBe('Thu, Dec 3, 08:00 UTC')
  })

  it('counts the day in the zone: late evening in UTC is the next morning in Tokyo', () => {
    expect(formatNextFree('2026-11-30T23:30:00Z', 'Asia/Tokyo', 'en')).toBe('Tue, Dec 1, 08:30 GMT+9')
  })
})
