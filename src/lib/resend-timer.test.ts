import { describe, expect, it } from 'vitest'
import { RESEND_READY, RESEND_START, canResend, nextResendValue } from './resend-timer'

describe('resend timer', () => {
  it('counts 59 down to 0, then rests at 60', () => {
    let value = RESEND_START
    const seen = [value]
    while (value !== RESEND_READY) {
      value = nextResendValue(value)
      seen.push(value)
    }
    expect(seen).toHaveLength(61)
    expect(seen.slice(-3)).toEqual([1, 0, 60])
    expect(nextResendValue(RESEND_READY)).toBe(RESEND_READY)
  })

  it('allows resending only at 60', () => {
    expect(canResend(60)).toBe(true)
    expect(canResend(59)).toBe(false)
    expect(canResend(0)).toBe(false)
  })
})
