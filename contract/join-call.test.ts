import { describe, expect, it } from 'vitest'
import { APPOINTMENT_STATUS, PLAN_KIND } from './appointments'
import {
  COUNTDOWN_LIMIT_SECONDS,
  countdownRunning,
  formatCountdown,
  HEADER_JOIN_SECONDS,
  JOIN_ACTIVE_SECONDS,
  joinState,
  showsHeaderJoin,
} from './join-call'

const start = new Date('2026-12-14T09:30:00Z')
/** The clock `seconds` before the accepted date (negative: after it). */
const before = (seconds: number) => new Date(start.getTime() - seconds * 1000)
const call = { status: APPOINTMENT_STATUS.approved, paid: true, planType: PLAN_KIND.video_call, acceptedDate: start.toISOString() }

describe('joinState', () => {
  it('is hidden without an accepted date, for a report, unpaid, or in any status but approved and started', () => {
    expect(joinState({ ...call, acceptedDate: null }, before(60))).toEqual({ kind: 'hidden' })
    expect(joinState({ ...call, planType: PLAN_KIND.report }, before(60))).toEqual({ kind: 'hidden' })
    expect(joinState({ ...call, paid: false }, before(60))).toEqual({ kind: 'hidden' })
    for (const status of Object.values(APPOINTMENT_STATUS)) {
      const shown = status === APPOINTMENT_STATUS.approved || status === APPOINTMENT_STATUS.started
      expect(joinState({ ...call, status }, before(60)).kind !== 'hidden', `status ${status}`).toBe(shown)
    }
  })

  it('says when the call starts until the threshold, then is active with the countdown', () => {
    expect(JOIN_ACTIVE_SECONDS).toBe(600)
    expect(joinState(call, before(JOIN_ACTIVE_SECONDS + 1))).toEqual({ kind: 'starts_at', date: start })
    expect(joinState(call, before(JOIN_ACTIVE_SECONDS))).toEqual({ kind: 'active', countdown: 600 })
    expect(joinState(call, before(JOIN_ACTIVE_SECONDS - 1))).toEqual({ kind: 'active', countdown: 599 })
    // A fraction of a second is a whole second still to wait.
    expect(joinState(call, new Date(start.getTime() - 600_500))).toEqual({ kind: 'starts_at', date: start })
    expect(joinState(call, before(1))).toEqual({ kind: 'active', countdown: 1 })
    // The countdown stops at zero; the call stays joinable.
    expect(joinState(call, before(0))).toEqual({ kind: 'active', countdown: null })
    expect(joinState(call, before(-1800))).toEqual({ kind: 'active', countdown: null })
    expect(joinState({ ...call, status: APPOINTMENT_STATUS.started }, before(-60))).toEqual({ kind: 'active', countdown: null })
  })
})

describe('the countdown', () => {
  it('runs above zero and below a day', () => {
    expect(countdownRunning(0)).toBe(false)
    expect(countdownRunning(-5)).toBe(false)
    expect(countdownRunning(1)).toBe(true)
    expect(countdownRunning(COUNTDOWN_LIMIT_SECONDS - 1)).toBe(true)
    expect(countdownRunning(COUNTDOWN_LIMIT_SECONDS)).toBe(false)
    expect(countdownRunning(COUNTDOWN_LIMIT_SECONDS + 1)).toBe(false)
  })

  it('reads minutes and seconds, hours from an hour on', () => {
    expect(formatCountdown(600)).toBe('10:00')
    expect(formatCountdown(545)).toBe('9:05')
    expect(formatCountdown(59)).toBe('0:59')
    expect(formatCountdown(3723)).toBe('1:02:03')
    expect(formatCountdown(-3)).toBe('0:00')
  })
})

describe('showsHeaderJoin', () => {
  it('shows under 15 minutes before the date, on the same conditions', () => {
    expect(HEADER_JOIN_SECONDS).toBe(900)
    expect(showsHeaderJoin(call, before(HEADER_JOIN_SECONDS))).toBe(false)
    expect(showsHeaderJoin(call, before(HEADER_JOIN_SECONDS - 1))).toBe(true)
    expect(showsHeaderJoin(call, before(-600))).toBe(true)
    expect(showsHeaderJoin({ ...call, paid: false }, before(60))).toBe(false)
    expect(showsHeaderJoin({ ...call, acceptedDate: null }, before(60))).toBe(false)
  })
})
