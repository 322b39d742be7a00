import { describe, expect, it } from 'vitest'
import { nextFreeParts } from './next-free'

describe('nextFreeParts', () => {
  const now = new Date('2026-11-30T20:00:00Z')

  it('says today and tomorrow in the reader’s language, counted in the zone', () => {
    expect(nextFreeParts('2026-11-30T21:30:00Z', 'UTC', 'en', now)).toEqual({ day: 'Today', time: '21:30' })
    // 21:30 UTC is already the next day in Berlin
    expect(nextFreeParts('2026-11-30T23:30:00Z', 'Europe/Berlin', 'de', now)).toEqual({ day: 'Morgen', time: '00:30' })
    expect(nextFreeParts('2026-12-01T08:00:00Z', 'Europe/Moscow', 'ru', now)).toEqual({ day: 'Завтра', time: '11:00' })
  })

  it('names the weekday and date further ahead, in the zone and language', () => {
    expect(nextFreeParts('2026-12-03T08:00:00Z', 'Europe/Berlin', 'en', now)).toEqual({ day: 'Thu, Dec 3', time: '09:00' })
    expect(nextFreeParts('2026-12-03T08:00:00Z', 'Europe/Berlin', 'de', now)).toEqual({ day: 'Do., 3. Dez.', time: '09:00' })
    expect(nextFreeParts('2026-12-03T08:00:00Z', 'Asia/Tokyo', 'ru', now)).toEqual({ day: 'Чт, 3 дек.', time: '17:00' })
    expect(nextFreeParts('2026-12-03T08:00:00Z', 'Asia/Tokyo', 'ar', now).day).toBe('الخميس، 3 ديسمبر')
  })
})
