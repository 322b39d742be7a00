import { describe, expect, it } from 'vitest'
import { isSubscribed } from './subscription'

describe('subscription', () => {
  const now = new Date('2026-11-23T12:00:00Z')
  it('is active only while the expiration date is in the future', () => {
    expect(isSubscribed({ expiration_date: '2026-12-01T00:00:00Z' }, now)).toBe(true)
    expect(isSubscribed({ expiration_date: '2026-11-01T00:00:00Z' }, now)).toBe(false)
    expect(isSubscribed(null, now)).toBe(false)
    expect(isSubscribed({ expiration_date: 'soon' }, now)).toBe(false)
  })
})
