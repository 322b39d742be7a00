import { describe, expect, it } from 'vitest'
import { canAddTime, canUseDay, instantOf, proposalInstants, stripDays, todayIn } from './booking-times'

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
    const five = { '2026-12-01': ['09:00'], '2026-12-02': ['09:00'], '2026-12-03': ['09:00'], '2026-12-04': ['09:00'], '2026-12-05': ['09:00'] }
    expect(canUseDay(five, '2026-12-06')).toBe(false)
    expect(canUseDay(five, '2026-12-05')).toBe(true)
    expect(canUseDay({ ...five, '2026-12-05': [''] }, '2026-12-06')).toBe(true)
    expect(proposalInstants({ '2026-12-02': ['10:00', ''], '2026-12-01': ['09:30'] }, 'UTC')).toEqual(['2026-12-01T09:30:00.000Z', '2026-12-02T10:00:00.000Z'])
  })
})
