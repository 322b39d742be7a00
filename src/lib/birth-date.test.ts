import { describe, expect, it } from 'vitest'
import { birthYears, daysInMonth, formatBirthDate, isAllowedBirthDate, parseBirthDate, withDayClamped } from './birth-date'

describe('birth date', () => {
  const now = new Date(2026, 10, 23)

  it('offers the years now-18 down to now-100', () => {
    const years = birthYears(now)
    expect(years[0]).toBe(2008)
    expect(years.at(-1)).toBe(1926)
    expect(years).toHaveLength(83)
  })

  it('follows month and leap year for the day count', () => {
    expect(daysInMonth(2000, 2)).toBe(29)
    expect(daysInMonth(1900, 2)).toBe(28)
    expect(daysInMonth(1960, 4)).toBe(30)
    expect(daysInMonth(1960, 12)).toBe(31)
    expect(withDayClamped({ year: 1961, month: 2, day: 31 })).toEqual({ year: 1961, month: 2, day: 28 })
  })

  it('parses and formats YYYY-MM-DD', () => {
    expect(parseBirthDate('1960-06-15')).toEqual({ year: 1960, month: 6, day: 15 })
    expect(parseBirthDate('1961-02-29')).toBeNull()
    expect(parseBirthDate('15.06.1960')).toBeNull()
    expect(formatBirthDate({ year: 1960, month: 6, day: 5 })).toBe('1960-06-05')
  })

  it('allows ages 18 to 100 only', () => {
    expect(isAllowedBirthDate('2008-11-23', now)).toBe(true)
    expect(isAllowedBirthDate('2008-11-24', now)).toBe(false)
    expect(isAllowedBirthDate('1926-11-24', now)).toBe(true)
    expect(isAllowedBirthDate('1925-11-22', now)).toBe(false)
  })
})
