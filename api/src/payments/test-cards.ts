/**
 * The built-in processor accepts only Stripe's documented test card numbers
 * (https://docs.stripe.com/testing) and answers what Stripe's test mode answers for each: the same
 * error codes, decline codes and 3-D Secure behaviour. Pure functions: no clock but the one passed in.
 */

export type CardBehaviour =
  /** charges succeed */
  | 'succeeds'
  /** declined when attached to a customer and when charged */
  | `declines:${string}`
  /** attaching succeeds, every charge is declined (Stripe's 4000 0000 0000 0341) */
  | 'attach_ok_charge_declines'
  /** fails every charge with this error code (expired_card, incorrect_cvc, processing_error) */
  | `fails:${string}`
  /** on-session charges need 3-D Secure; off-session charges of a saved card do not (…3155) */
  | '3ds_unless_saved'
  /** every charge needs 3-D Secure; off-session ones are declined authentication_required (…3184) */
  | '3ds_always'
  /** 3-D Secure, then declined for insufficient funds (…3178) */
  | '3ds_then_insufficient_funds'

type TestCard = { brand: string; behaviour: CardBehaviour }

const ok = (brand: string): TestCard => ({ brand, behaviour: 'succeeds' })
const declined = (declineCode: string): TestCard => ({ brand: 'visa', behaviour: `declines:${declineCode}` })

const TEST_CARDS: Record<string, TestCard> = {
  '4242424242424242': ok('visa'),
  '4000056655665556': ok('visa'),
  '5555555555554444': ok('mastercard'),
  '2223003122003222': ok('mastercard'),
  '5200828282828210': ok('mastercard'),
  '5105105105105100': ok('mastercard'),
  '378282246310005': ok('amex'),
  '371449635398431': ok('amex'),
  '6011111111111117': ok('discover'),
  '6011000990139424': ok('discover'),
  '3056930009020004': ok('diners'),
  '36227206271667': ok('diners'),
  '3566002020360505': ok('jcb'),
  '6200000000000005': ok('unionpay'),
  '4000000000000002': declined('generic_decline'),
  '4000000000009995': declined('insufficient_funds'),
  '4000000000009987': declined('lost_card'),
  '4000000000009979': declined('stolen_card'),
  '4100000000000019': declined('fraudulent'),
  '4000000000000341': { brand: 'visa', behaviour: 'attach_ok_charge_declines' },
  '4000000000000069': { brand: 'visa', behaviour: 'fails:expired_card' },
  '4000000000000127': { brand: 'visa', behaviour: 'fails:incorrect_cvc' },
  '4000000000000119': { brand: 'visa', behaviour: 'fails:processing_error' },
  '4000002500003155': { brand: 'visa', behaviour: '3ds_unless_saved' },
  '4000002760003184': { brand: 'visa', behaviour: '3ds_always' },
  '4000000000003220': { brand: 'visa', behaviour: '3ds_always' },
  '4000008260003178': { brand: 'visa', behaviour: '3ds_then_insufficient_funds' },
}

/** A card error as Stripe words it (`type: card_error`); `param` names the input it is about. */
export type CardError = {
  code: string
  declineCode: string | null
  message: string
  param: 'number' | 'exp_month' | 'exp_year' | 'cvc' | null
}

const MESSAGES: Record<string, string> = {
  incomplete_number: 'Your card number is incomplete.',
  incorrect_number: 'Your card number is incorrect.',
  invalid_number: 'Your card number is invalid.',
  incomplete_expiry: "Your card's expiration date is incomplete.",
  invalid_expiry_month: "Your card's expiration month is invalid.",
  invalid_expiry_year: "Your card's expiration year is invalid.",
  invalid_expiry_year_past: "Your card's expiration year is in the past.",
  incomplete_cvc: "Your card's security code is incomplete.",
  invalid_cvc: "Your card's security code is invalid.",
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
  processing_error: 'An error occurred while processing your card. Try again in a little bit.',
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  authentication_required: 'Your card was declined. This transaction requires authentication.',
  payment_intent_authentication_failure:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  test_mode_live_card: 'Your card was declined. Your request was in test mode, but used a non test card.',
}

const PARAMS: Record<string, CardError['param']> = {
  incomplete_number: 'number',
  incorrect_number: 'number',
  invalid_number: 'number',
  incomplete_expiry: 'exp_month',
  invalid_expiry_month: 'exp_month',
  invalid_expiry_year: 'exp_year',
  invalid_expiry_year_past: 'exp_year',
  expired_card: 'exp_month',
  incomplete_cvc: 'cvc',
  invalid_cvc: 'cvc',
  incorrect_cvc: 'cvc',
}

export function cardError(code: string, declineCode: string | null = null): CardError {
  return {
    code,
    declineCode,
    message: MESSAGES[declineCode ?? ''] ?? MESSAGES[code] ?? MESSAGES.card_declined!,
    param: PARAMS[code] ?? null,
  }
}

export function luhnValid(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return digits.length > 0 && sum % 10 === 0
}

/** The brand a number's prefix belongs to (the issuer ranges Stripe.js recognises). */
export function brandOf(digits: string): string {
  if (/^4/.test(digits)) return 'visa'
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(digits)) return 'mastercard'
  if (/^3[47]/.test(digits)) return 'amex'
  if (/^(6011|64[4-9]|65)/.test(digits)) return 'discover'
  if (/^(30[0-5]|3[689])/.test(digits)) return 'diners'
  if (/^35(2[89]|[3-8]\d)/.test(digits)) return 'jcb'
  if (/^62/.test(digits)) return 'unionpay'
  return 'unknown'
}

const minimumLength = (brand: string) => (brand === 'amex' ? 15 : brand === 'diners' ? 14 : 16)

export type CardInput = { number: string; expMonth: number | null; expYear: number | null; cvc: string }
export type TokenisedCard = { brand: string; last4: string; expMonth: number; expYear: number; behaviour: CardBehaviour }

/**
 * What Stripe checks when a card is turned into a payment method: the number's length and Luhn sum,
 * the expiry and the CVC's shape. A well-formed number that is not a test card is declined, as in
 * Stripe's test mode.
 */
/** A card number as typed, without its spaces and dashes. */
export const cardDigits = (number: string) => number.replace(/[\s-]/g, '')

export function tokeniseCard(input: CardInput, now: Date): { ok: true; card: TokenisedCard } | { ok: false; error: CardError } {
  const digits = cardDigits(input.number)
  if (!/^\d*$/.test(digits)) return { ok: false, error: cardError('invalid_number') }
  const brand = brandOf(digits)
  if (digits.length < minimumLength(brand)) return { ok: false, error: cardError('incomplete_number') }
  if (digits.length > 19 || !luhnValid(digits)) return { ok: false, error: cardError('incorrect_number') }

  const { expMonth, expYear } = input
  if (expMonth === null || expYear === null) return { ok: false, error: cardError('incomplete_expiry') }
  if (!Number.isInteger(expMonth) || expMonth < 1 || expMonth > 12) return { ok: false, error: cardError('invalid_expiry_month') }
  const year = expYear < 100 ? 2000 + expYear : expYear
  const thisYear = now.getUTCFullYear()
  if (!Number.isInteger(year) || year > thisYear + 50) return { ok: false, error: cardError('invalid_expiry_year') }
  if (year < thisYear || (year === thisYear && expMonth < now.getUTCMonth() + 1))
    return { ok: false, error: cardError('invalid_expiry_year_past') }

  const cvcLength = brand === 'amex' ? 4 : 3
  if (!/^\d*$/.test(input.cvc)) return { ok: false, error: cardError('invalid_cvc') }
  if (input.cvc.length < cvcLength) return { ok: false, error: cardError('incomplete_cvc') }
  if (input.cvc.length > cvcLength) return { ok: false, error: cardError('invalid_cvc') }

  const known = TEST_CARDS[digits]
  const behaviour: CardBehaviour = known?.behaviour ?? 'declines:test_mode_live_card'
  return { ok: true, card: { brand: known?.brand ?? brand, last4: digits.slice(-4), expMonth, expYear: year, behaviour } }
}

export type ChargeDecision = { result: 'succeeds' } | { result: 'needs_authentication' } | { result: 'fails'; error: CardError }

/** Whether attaching the card to a customer (saving it) works. */
export function attachDecision(behaviour: string): CardError | null {
  return behaviour.startsWith('declines:') ? cardError('card_declined', behaviour.slice('declines:'.length)) : null
}

/** What a charge does before any 3-D Secure challenge. */
export function chargeDecision(behaviour: string, charge: { offSession: boolean; savedCard: boolean }): ChargeDecision {
  if (behaviour === 'succeeds') return { result: 'succeeds' }
  if (behaviour.startsWith('declines:')) return { result: 'fails', error: cardError('card_declined', behaviour.slice('declines:'.length)) }
  if (behaviour === 'attach_ok_charge_declines') return { result: 'fails', error: cardError('card_declined', 'generic_decline') }
  if (behaviour.startsWith('fails:')) return { result: 'fails', error: cardError(behaviour.slice('fails:'.length)) }
  if (behaviour === '3ds_unless_saved' && charge.offSession && charge.savedCard) return { result: 'succeeds' }
  if (charge.offSession) return { result: 'fails', error: cardError('authentication_required', 'authentication_required') }
  return { result: 'needs_authentication' }
}

/** What a charge does once the 3-D Secure challenge is answered. */
export function afterAuthentication(behaviour: string, passed: boolean): ChargeDecision {
  if (!passed) return { result: 'fails', error: cardError('payment_intent_authentication_failure') }
  if (behaviour === '3ds_then_insufficient_funds') return { result: 'fails', error: cardError('card_declined', 'insufficient_funds') }
  return { result: 'succeeds' }
}
