import { describe, expect, it } from 'vitest'
import { afterAuthentication, attachDecision, brandOf, chargeDecision, luhnValid, tokeniseCard } from '../src/payments/test-cards'

/** The built-in processor's card rules: Stripe's test-mode behaviour as pure functions. */

const now = new Date('2026-11-25T12:00:00Z')
const valid = { expMonth: 12, expYear: 2028, cvc: '123' }

describe('tokenising a card', () => {
  it('checks length, Luhn, expiry and CVC like Stripe', () => {
    expect(luhnValid('4242424242424242')).toBe(true)
    expect(luhnValid('4242424242424241')).toBe(false)
    const code = (input: Partial<Parameters<typeof tokeniseCard>[0]>) => {
      const result = tokeniseCard({ number: '4242 4242 4242 4242', ...valid, ...input }, now)
      return result.ok ? 'ok' : result.error.code
    }
    expect(code({})).toBe('ok')
    expect(code({ number: '4242 4242' })).toBe('incomplete_number')
    expect(code({ number: '4242424242424241' })).toBe('incorrect_number')
    expect(code({ number: '4242abcd42424242' })).toBe('invalid_number')
    expect(code({ expMonth: null })).toBe('incomplete_expiry')
    expect(code({ expMonth: 0 })).toBe('invalid_expiry_month')
    expect(code({ expMonth: 10, expYear: 2026 })).toBe('invalid_expiry_year_past')
    expect(code({ expMonth: 11, expYear: 26 })).toBe('ok')
    expect(code({ expYear: 2099 })).toBe('invalid_expiry_year')
    expect(code({ cvc: '12' })).toBe('incomplete_cvc')
    expect(code({ cvc: '12345' })).toBe('invalid_cvc')
  })

  it('knows the brands and asks amex for four CVC digits', () => {
    expect(brandOf('5555555555554444')).toBe('mastercard')
    expect(brandOf('2223003122003222')).toBe('mastercard')
    expect(brandOf('378282246310005')).toBe('amex')
    expect(brandOf('3566002020360505')).toBe('jcb')
    expect(brandOf('6200000000000005')).toBe('unionpay')
    expect(brandOf('36227206271667')).toBe('diners')
    const amex = tokeniseCard({ number: '378282246310005', ...valid, cvc: '123' }, now)
    expect(amex.ok ? 'ok' : amex.error.code).toBe('incomplete_cvc')
  })

  it('declines a real card number in test mode', () => {
    const result = tokeniseCard({ number: '4012888888881881', ...valid }, now)
    expect(result.ok && chargeDecision(result.card.behaviour, { offSession: false, savedCard: false })).toEqual({
      result: 'fails',
      error: expect.objectContaining({ code: 'card_declined', declineCode: 'test_mode_live_card' }),
    })
  })
})

describe('what a charge does', () => {
  const behaviourOf = (number: string) => {
    const result = tokeniseCard({ number, ...valid }, now)
    if (!result.ok) throw new Error(result.error.code)
    return result.card.behaviour
  }

  it('needs 3-D Secure for …3155 on-session, not for a saved card off-session', () => {
    const behaviour = behaviourOf('4000002500003155')
    expect(chargeDecision(behaviour, { offSession: false, savedCard: true })).toEqual({ result: 'needs_authentication' })
    expect(chargeDecision(behaviour, { offSession: true, savedCard: true })).toEqual({ result: 'succeeds' })
    expect(afterAuthentication(behaviour, false)).toMatchObject({
      result: 'fails',
      error: { code: 'payment_intent_authentication_failure' },
    })
    expect(afterAuthentication(behaviour, true)).toEqual({ result: 'succeeds' })
  })

  it('declines …3184 off-session with authentication_required, and …3178 after the challenge', () => {
    expect(chargeDecision(behaviourOf('4000002760003184'), { offSession: true, savedCard: true })).toMatchObject({
      result: 'fails',
      error: { code: 'authentication_required' },
    })
    expect(afterAuthentication(behaviourOf('4000008260003178'), true)).toMatchObject({
      result: 'fails',
      error: { declineCode: 'insufficient_funds' },
    })
  })

  it('lets …0341 be saved but declines its charges; refuses to save a declined card', () => {
    expect(attachDecision(behaviourOf('4000000000000341'))).toBeNull()
    expect(chargeDecision(behaviourOf('4000000000000341'), { offSession: true, savedCard: true })).toMatchObject({ result: 'fails' })
    expect(attachDecision(behaviourOf('4000000000000002'))).toMatchObject({ code: 'card_declined', declineCode: 'generic_decline' })
  })
})
