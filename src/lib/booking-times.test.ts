import { describe, expect, it } from 'vitest'
import {
  canAddTime,
  canUseDay,
  instantOf,
  proposalInstants,
  stripDays,
  todayIn,
  withinWorkingHours,
  workingRangesOn,
} from './booking-times'

describe('booking times in the patient’s zone', () => {
  it('turns a wall-clock time into its instant, across the daylight-saving change', () => {
    // Berlin is UTC+2 until 25 October 2026, UTC+1 after.
    expect(instantOf('2026-10-24', '09:00', 'Europe/Berlin')).toBe('2026-10-24T07:00:00.000Z')
    expect(instantOf('2026-10-26', '09:00', 'Europe/Berlin')).toBe('2026-10-26T08:00:00.000Z')
    expect(instantOf('2026-12-01', '09:00', 'America/New_York')).toBe('2026-12-01T14:00:00.000Z')
  })

  it('knows today in the zone and lists 14 days from a first day', () => {
    expect(todayIn('Asia/Tokyo', new Date('2026-12-01T20:00:00Z'))).toBe('2026-12-02')
    expect(todayIn('America/Los_Angeles', new Date('2026-12-01T05:00:00Z'))).toBe('2026-11-30')
    const days = stripDays('2026-10-20')
    expect(days).toHaveLength(14)
    expect(days[0]).toBe('2026-10-20')
    expect(days[13]).toBe('2026-11-02')
  })

  it('adds a time only after the last is filled, at most five a day; five days at most', () => {
    expect(canAddTime([''])).toBe(false)
    expect(canAddTime(['09:00'])).toBe(true)
    expect(canAddTime(['09:00', '10:00', '11:00', '12:00'])).toBe(true)
    expect(canAddTime(['09:00', '10:00', '11:00', '12:00', '13:00'])).toBe(false)
    const five = {
      '2026-12-01': ['09:00'],
      '2026-12-02': ['09:00'],
      '2026-12-03': ['09:00'],
      '2026-12-04': ['09:00'],
      '2026-12-05': ['09:00'],
    }
    expect(canUseDay(five, '2026-12-06')).toBe(false)
    expect(canUseDay(five, '2026-12-05')).toBe(true)
    expect(canUseDay({ ...five, '2026-12-05': [''] }, '2026-12-06')).toBe(true)
    expect(proposalInstants({ '2026-12-02': ['10:00', ''], '2026-12-01': ['09:30'] }, 'UTC')).toEqual([
      '2026-12-01T09:30:00.000Z',
      '2026-12-02T10:00:00.000Z',
    ])
  })
})

describe('the doctor’s working hours on the patient’s clock', () => {
  const weekdays = [1, 2, 3, 4, 5].map((day) => ({ day, start: '09:00', end: '17:00' }))

  it('converts a Berlin doctor’s day for a patient in Moscow and one in New York', () => {
    // Tuesday 1 December 2026: Berlin UTC+1, Moscow UTC+3, New York UTC-5.
    expect(workingRangesOn('2026-12-01', 'Europe/Moscow', weekdays, 'Europe/Berlin')).toEqual([{ start: '11:00', end: '19:00' }])
    expect(workingRangesOn('2026-12-01', 'America/New_York', weekdays, 'Europe/Berlin')).toEqual([{ start: '03:00', end: '11:00' }])
    // A Saturday in Berlin has no hours.
    expect(workingRangesOn('2026-12-05', 'Europe/Berlin', weekdays, 'Europe/Berlin')).toEqual([])
  })

  it('follows the daylight-saving change', () => {
    // Friday 23 October: Berlin UTC+2, so 09:00 there is 07:00 UTC; Monday 26 October: UTC+1, 08:00 UTC.
    expect(workingRangesOn('2026-10-23', 'UTC', weekdays, 'Europe/Berlin')).toEqual([{ start: '07:00', end: '15:00' }])
    expect(workingRangesOn('2026-10-26', 'UTC', weekdays, 'Europe/Berlin')).toEqual([{ start: '08:00', end: '16:00' }])
  })

  it('splits an evening that crosses the patient’s midnight, and tells times within from outside', () => {
    const evenings = [{ day: 1, start: '18:00', end: '23:00' }]
    // Monday 18:00–23:00 in Berlin is 02:00–07:00 on Tuesday in Tokyo (UTC+9).
    expect(workingRangesOn('2026-11-30', 'Asia/Tokyo', evenings, 'Europe/Berlin')).toEqual([])
    expect(workingRangesOn('2026-12-01', 'Asia/Tokyo', evenings, 'Europe/Berlin')).toEqual([{ start: '02:00', end: '07:00' }])
    expect(withinWorkingHours('2026-12-01T08:30:00Z', weekdays, 'Europe/Berlin')).toBe(true)
    expect(withinWorkingHours('2026-12-01T16:30:00Z', weekdays, 'Europe/Berlin')).toBe(false)
    expect(withinWorkingHours('2026-12-05T10:00:00Z', weekdays, 'Europe/Berlin')).toBe(false)
  })
})
