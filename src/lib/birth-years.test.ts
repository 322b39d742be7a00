import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { dateOfBirthField } from '#contract/fields'
import { birthYears, birthYearsAround, dayCount, joinBirthDate, splitBirthDate } from './birth-years'

const issue = (value: string) => {
  const result = v.safeParse(dateOfBirthField, value)
  return result.success ? null : result.issues[0].message
}

describe('the date-of-birth picker value (issue 26 #18)', () => {
  it('is empty until something is chosen, and an empty date is required', () => {
    expect(joinBirthDate(splitBirthDate(''))).toBe('')
    expect(splitBirthDate('')).toEqual({ year: 0, month: 0, day: 0 })
    expect(issue('')).toBe('required')
  })

  it('keeps the parts not chosen yet empty, which is an invalid date rather than a guessed one', () => {
    expect(joinBirthDate({ year: 1984, month: 0, day: 0 })).toBe('1984--')
    expect(joinBirthDate({ year: 0, month: 3, day: 9 })).toBe('-03-09')
    expect(issue('1984--')).toBe('invalid_date')
    expect(splitBirthDate('1984--')).toEqual({ year: 1984, month: 0, day: 0 })
  })

  it('is the full date once year, month and day are chosen', () => {
    expect(joinBirthDate({ year: 1975, month: 3, day: 9 })).toBe('1975-03-09')
    expect(splitBirthDate('1975-03-09')).toEqual({ year: 1975, month: 3, day: 9 })
  })

  it('moves a 31st to the last day when the month or year changes under it', () => {
    expect(joinBirthDate({ year: 1987, month: 2, day: 31 })).toBe('1987-02-28')
    expect(joinBirthDate({ year: 1988, month: 2, day: 31 })).toBe('1988-02-29')
    expect(joinBirthDate({ year: 0, month: 4, day: 31 })).toBe('-04-30')
  })

  it('offers 31 days before a month is chosen and 29 in February while the year is open', () => {
    expect(dayCount(0, 0)).toBe(31)
    expect(dayCount(0, 2)).toBe(29)
    expect(dayCount(1987, 2)).toBe(28)
  })
})

describe('where the year select opens (issue 26 #18)', () => {
  it('the empty option stands before the year of a 50-year-old, every year still offered once', () => {
    const [newer, older] = birthYearsAround('2026-11-30')
    expect(newer.at(0)).toBe(2008)
    expect(newer.at(-1)).toBe(1977)
    expect(older.at(0)).toBe(1976)
    expect(older.at(-1)).toBe(1926)
    expect([...newer, ...older]).toEqual(birthYears('2026-11-30'))
  })
})
