import { describe, expect, it } from 'vitest'
import {
  ACTIVE_STATUSES,
  APPOINTMENT_STATUS,
  canCancel,
  currentProposal,
  findTransition,
  isLink,
  isRating,
  isTerminal,
  MAX_TIMES_PER_DAY,
  proposalProblems,
  showsJoin,
  showsPayNow,
  TERMINAL_STATUSES,
} from './appointments'

const { awaiting_confirmation, approved, started, completed, canceled, rejected, finished } = APPOINTMENT_STATUS

describe('status sets and predicates', () => {
  it('active is 1-3 and terminal the other four', () => {
    expect([...ACTIVE_STATUSES].sort()).toEqual([1, 2, 3])
    expect([...TERMINAL_STATUSES].sort()).toEqual([4, 5, 6, 7])
    expect([completed, canceled, rejected, finished].every(isTerminal)).toBe(true)
  })

  it('cancel only from awaiting confirmation, by the patient', () => {
    expect(Object.values(APPOINTMENT_STATUS).filter(canCancel)).toEqual([awaiting_confirmation])
    expect(findTransition(awaiting_confirmation, canceled, 'doctor')).toBeUndefined()
    expect(findTransition(approved, canceled, 'patient')).toBeUndefined()
  })

  it('pay now when approved and unpaid', () => {
    expect(showsPayNow({ status: approved, paid: false })).toBe(true)
    expect(showsPayNow({ status: approved, paid: true })).toBe(false)
    expect(showsPayNow({ status: awaiting_confirmation, paid: false })).toBe(false)
    expect(showsPayNow({ status: started, paid: false })).toBe(false)
  })

  it('join needs an accepted date, a video call, payment, and approved or started', () => {
    const ready = { status: approved, paid: true, planType: 1, acceptedDate: '2026-12-01T09:00:00Z' }
    expect(showsJoin(ready)).toBe(true)
    expect(showsJoin({ ...ready, status: started })).toBe(true)
    expect(showsJoin({ ...ready, status: completed })).toBe(false)
    expect(showsJoin({ ...ready, paid: false })).toBe(false)
    expect(showsJoin({ ...ready, planType: 2 })).toBe(false)
    expect(showsJoin({ ...ready, acceptedDate: null })).toBe(false)
  })
})

describe('currentProposal (the leading run of one sender)', () => {
  it('takes the newest dates up to the first of another sender', () => {
    const dates = [
      { id: 5, sender: 3 },
      { id: 4, sender: 3 },
      { id: 3, sender: 2 },
      { id: 2, sender: 3 },
    ]
    expect(currentProposal(dates)).toEqual({ sender: 3, dates: dates.slice(0, 2) })
    expect(currentProposal(dates.slice(2))).toEqual({ sender: 2, dates: [dates[2]] })
    expect(currentProposal([])).toEqual({ sender: null, dates: [] })
  })
})

describe('proposalProblems (time picker limits)', () => {
  const now = new Date('2026-11-24T12:00:00Z')
  const utcDay = (date: Date) => date.toISOString().slice(0, 10)
  const at = (iso: string) => new Date(iso)

  it('accepts up to five times a day over up to five days, all ahead', () => {
    const day = (d: number) => Array.from({ length: MAX_TIMES_PER_DAY }, (_, h) => at(`2026-12-0${d}T0${h + 1}:00:00Z`))
    expect(proposalProblems([1, 2, 3, 4, 5].flatMap(day), now, utcDay)).toEqual([])
  })

  it('refuses nothing, the past, the same time twice, a sixth time on a day, a sixth day and more than a year ahead', () => {
    expect(proposalProblems([], now, utcDay)).toEqual(['dates_required'])
    expect(proposalProblems([now], now, utcDay)).toEqual(['date_in_past'])
    expect(proposalProblems([at('2026-12-01T09:00:00Z'), at('2026-12-01T09:00:00Z')], now, utcDay)).toEqual(['date_repeated'])
    expect(
      proposalProblems(
        Array.from({ length: 6 }, (_, h) => at(`2026-12-01T1${h}:00:00Z`)),
        now,
        utcDay,
      ),
    ).toEqual(['too_many_times_per_day'])
    expect(
      proposalProblems(
        [1, 2, 3, 4, 5, 6].map((d) => at(`2026-12-0${d}T09:00:00Z`)),
        now,
        utcDay,
      ),
    ).toEqual(['too_many_days'])
    expect(proposalProblems([at('2027-12-01T09:00:00Z')], now, utcDay)).toEqual(['date_too_far'])
    expect(proposalProblems([new Date('nonsense')], now, utcDay)).toEqual(['date_invalid'])
  })

  it('counts days in the given zone: late UTC evening is the next Berlin day', () => {
    const berlinDay = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(date)
    const times = [
      '2026-12-01T23:30:00Z',
      '2026-12-01T20:00:00Z',
      '2026-12-01T21:00:00Z',
      '2026-12-01T22:00:00Z',
      '2026-12-01T22:30:00Z',
      '2026-12-01T23:00:00Z',
    ].map(at)
    // In UTC the 23:30 time and the others share 1 December: six on a day.
    expect(proposalProblems(times, now, utcDay)).toEqual(['too_many_times_per_day'])
    // In Berlin 23:00 and 23:30 UTC fall on 2 December: four and two.
    expect(proposalProblems(times, now, berlinDay)).toEqual([])
  })
})

describe('ratings and links', () => {
  it('ratings are 1 to 5 in halves', () => {
    expect([1, 1.5, 4.5, 5].every(isRating)).toBe(true)
    expect([0.5, 4.3, 5.5, 0].some(isRating)).toBe(false)
  })

  it('links are http(s) addresses with a host', () => {
    expect(['https://example.com/a?b=c', 'http://clinic.example.de'].every(isLink)).toBe(true)
    expect(['not a link', 'javascript:alert(1)', 'ftp://example.com', 'https://localhost', 'https://exa mple.com'].some(isLink)).toBe(false)
  })
})
