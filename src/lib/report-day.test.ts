import { describe, expect, it } from 'vitest'
import { chosenReportDay, isChoosableReportDay, reportDayBounds, reportToday } from './report-day'

describe('doctor reports’ day in the patient’s zone', () => {
  it('runs from the zone’s midnight to the next one', () => {
    expect(reportDayBounds('2026-12-01', 'Europe/Berlin')).toEqual({ from: '2026-11-30T23:00:00.000Z', to: '2026-12-01T23:00:00.000Z' })
    expect(reportDayBounds('2026-12-01', 'America/New_York')).toEqual({ from: '2026-12-01T05:00:00.000Z', to: '2026-12-02T05:00:00.000Z' })
    expect(reportDayBounds('2026-12-01', 'UTC')).toEqual({ from: '2026-12-01T00:00:00.000Z', to: '2026-12-02T00:00:00.000Z' })
    expect(reportDayBounds('2026-12-01', 'Asia/Kolkata')).toEqual({ from: '2026-11-30T18:30:00.000Z', to: '2026-12-01T18:30:00.000Z' })
  })

  it('is 25 hours on the day summer time ends and 23 on the day it starts', () => {
    const autumn = reportDayBounds('2026-10-25', 'Europe/Berlin')
    expect(autumn).toEqual({ from: '2026-10-24T22:00:00.000Z', to: '2026-10-25T23:00:00.000Z' })
    const spring = reportDayBounds('2026-03-29', 'Europe/Berlin')
    expect(spring).toEqual({ from: '2026-03-28T23:00:00.000Z', to: '2026-03-29T22:00:00.000Z' })
  })

  it('crosses a month and a year end', () => {
    expect(reportDayBounds('2026-12-31', 'Asia/Tokyo')).toEqual({ from: '2026-12-30T15:00:00.000Z', to: '2026-12-31T15:00:00.000Z' })
    expect(reportDayBounds('2028-02-28', 'UTC').to).toBe('2028-02-29T00:00:00.000Z')
  })

  it('offers days up to today in the zone, not after', () => {
    const now = new Date('2026-12-01T20:00:00Z')
    expect(reportToday('Asia/Tokyo', now)).toBe('2026-12-02')
    expect(reportToday('America/Los_Angeles', now)).toBe('2026-12-01')
    expect(isChoosableReportDay('2026-12-02', 'Asia/Tokyo', now)).toBe(true)
    expect(isChoosableReportDay('2026-12-02', 'Europe/Berlin', now)).toBe(false)
    expect(isChoosableReportDay('2025-01-01', 'Europe/Berlin', now)).toBe(true)
  })

  it('takes from the address only a calendar day that may be chosen', () => {
    const now = new Date('2026-12-01T20:00:00Z')
    expect(chosenReportDay('2026-11-30', 'Europe/Berlin', now)).toBe('2026-11-30')
    expect(chosenReportDay('2026-12-01', 'Europe/Berlin', now)).toBe('2026-12-01')
    expect(chosenReportDay('2026-12-02', 'Europe/Berlin', now)).toBeUndefined()
    expect(chosenReportDay('2026-02-30', 'Europe/Berlin', now)).toBeUndefined()
    expect(chosenReportDay('2026-13-01', 'Europe/Berlin', now)).toBeUndefined()
    expect(chosenReportDay(undefined, 'Europe/Berlin', now)).toBeUndefined()
  })
})
