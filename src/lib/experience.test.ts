import { describe, expect, it } from 'vitest'
import { experienceYears } from './experience'

describe('experienceYears', () => {
  const now = new Date('2026-06-15T12:00:00Z')

  it('counts whole years up to the anniversary', () => {
    expect(experienceYears('2016-06-15', now)).toBe(10)
    expect(experienceYears('2016-06-16', now)).toBe(9)
    expect(experienceYears('2016-01-01', now)).toBe(10)
    expect(experienceYears('2016-07-01T00:00:00Z', now)).toBe(9)
  })

  it('completes a leap-day start on 1 March in common years', () => {
    expect(experienceYears('2020-02-29', new Date('2021-02-28T12:00:00Z'))).toBe(0)
    expect(experienceYears('2020-02-29', new Date('2021-03-01T00:00:00Z'))).toBe(1)
    expect(experienceYears('2020-02-29', new Date('2024-02-29T00:00:00Z'))).toBe(4)
  })

  it('never goes negative for a future start', () => {
    expect(experienceYears('2030-01-01', now)).toBe(0)
    expect(experienceYears('2026-06-16', now)).toBe(0)
  })

  it('gives null for a missing or invalid date', () => {
    expect(experienceYears(null, now)).toBeNull()
    expect(experienceYears(undefined, now)).toBeNull()
    expect(experienceYears('', now)).toBeNull()
    expect(experienceYears('not a date', now)).toBeNull()
    expect(experienceYears('2021-02-30', now)).toBeNull()
    expect(experienceYears('2021-13-01', now)).toBeNull()
    expect(experienceYears('2016-06-15', new Date('invalid'))).toBeNull()
  })
})
