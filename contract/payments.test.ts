import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { cardHolderField, newCardForm } from './payment-fields'
import {
  brandIcon,
  cardErrorField,
  consultationCharge,
  discountPercent,
  discountPercentOf,
  periodEnd,
  toCents,
  yearlyMonthlyEquivalentCents,
  DURATION,
} from './payments'

describe('subscription prices (spec part 2 §9)', () => {
  it('floors the yearly price per month to the cent', () => {
    expect(yearlyMonthlyEquivalentCents(14388)).toBe(1199)
    // 100.00 / 12 = 8.333… → 8.33, never rounded up to 8.34
    expect(yearlyMonthlyEquivalentCents(10000)).toBe(833)
    expect(yearlyMonthlyEquivalentCents(10007)).toBe(833)
  })

  it('rounds the discount percent of the yearly option against the monthly price', () => {
    // 14.99 a month against 11.99 → 20.01 % → 20
    expect(discountPercent(1499, 14388)).toBe(20)
    // 10.00 against 8.33 → 16.7 % → 17
    expect(discountPercent(1000, 10000)).toBe(17)
    expect(discountPercent(1000, 12000)).toBe(0)
    expect(discountPercent(0, 12000)).toBe(0)
  })
})

describe('card brands and errors', () => {
  it('maps the seven brands with an icon and any other to the default icon', () => {
    for (const brand of ['visa', 'mastercard', 'amex', 'diners', 'discover', 'jcb', 'unionpay']) expect(brandIcon(brand)).toBe(brand)
    expect(brandIcon('Visa')).toBe('visa')
    expect(brandIcon('cartes_bancaires')).toBe('default')
    expect(brandIcon(undefined)).toBe('default')
  })

  it('puts each code of the spec table on its field and any other code on the general error', () => {
    const table: [string, string][] = [
      ['incomplete_number', 'number'],
      ['card_declined', 'number'],
      ['incorrect_number', 'number'],
      ['invalid_card_type', 'number'],
      ['invalid_number', 'number'],
      ['incomplete_expiry', 'expiry'],
      ['invalid_expiry_year_past', 'expiry'],
      ['expired_card', 'expiry'],
      ['invalid_expiry_month', 'expiry'],
      ['invalid_expiry_year', 'expiry'],
      ['incomplete_cvc', 'cvc'],
      ['incorrect_cvc', 'cvc'],
      ['invalid_cvc', 'cvc'],
    ]
    for (const [code, field] of table) expect(cardErrorField(code), code).toBe(field)
    expect(cardErrorField('processing_error')).toBeNull()
    expect(cardErrorField('payment_intent_authentication_failure')).toBeNull()
    expect(cardErrorField(null)).toBeNull()
  })

  it('requires a card holder name that is not only spaces', () => {
    const holder = (name: string) => v.safeParse(cardHolderField, name)
    expect(holder('  ').issues?.[0]?.message).toBe('name_incomplete')
    expect(holder('Ada Lovelace')).toMatchObject({ success: true, output: 'Ada Lovelace' })
  })

  it('checks the new-card form (the form hook validates with it): the holder trimmed and required, the card inputs in their shapes', () => {
    const card = { number: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123' }
    const form = (value: object) => v.safeParse(newCardForm, { save: false, card, ...value })
    expect(form({ holder: ' Ada Lovelace ', save: true })).toMatchObject({ success: true, output: { holder: 'Ada Lovelace', save: true } })
    expect(form({ holder: '' }).issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([['holder', 'name_incomplete']])
    expect(form({ holder: 'x'.repeat(121) }).issues?.[0]?.message).toBe('string_max')
    // Stripe's frames leave the built-in inputs empty.
    expect(form({ holder: 'Ada', card: { number: '', expiry: '', cvc: '' } }).success).toBe(true)
  })
})

describe('money', () => {
  it('turns euro into exact cents', () => {
    expect(toCents(0.29)).toBe(29)
    expect(toCents(143.88)).toBe(14388)
  })

  it('ends a month on the same day, or the last day of a shorter month, and a year a year later', () => {
    expect(periodEnd(new Date('2026-01-31T10:00:00Z'), DURATION.month).toISOString()).toBe('2026-02-28T10:00:00.000Z')
    expect(periodEnd(new Date('2026-03-15T10:00:00Z'), DURATION.month).toISOString()).toBe('2026-04-15T10:00:00.000Z')
    expect(periodEnd(new Date('2028-02-29T10:00:00Z'), DURATION.year).toISOString()).toBe('2029-02-28T10:00:00.000Z')
    expect(periodEnd(new Date('2026-12-31T23:30:00Z'), DURATION.month).toISOString()).toBe('2027-01-31T23:30:00.000Z')
  })
})

describe('consultationCharge', () => {
  it('takes the percent off, the discount rounded to the nearest cent with a half cent up', () => {
    expect(consultationCharge(5000, 10)).toEqual({ priceCents: 5000, discountCents: 500, amountCents: 4500 })
    expect(consultationCharge(4999, 10)).toEqual({ priceCents: 4999, discountCents: 500, amountCents: 4499 })
    expect(consultationCharge(4995, 10)).toEqual({ priceCents: 4995, discountCents: 500, amountCents: 4495 })
    expect(consultationCharge(4994, 10)).toEqual({ priceCents: 4994, discountCents: 499, amountCents: 4495 })
  })

  it('charges the full price without a discount, and never below zero', () => {
    expect(consultationCharge(5000, 0)).toEqual({ priceCents: 5000, discountCents: 0, amountCents: 5000 })
    expect(consultationCharge(5000, 150)).toEqual({ priceCents: 5000, discountCents: 5000, amountCents: 0 })
  })
})

describe('discountPercentOf', () => {
  it("is the entitlement's percent when allowed, else none", () => {
    expect(discountPercentOf({ allowed: true, unit: 'percent', limit: 10 })).toBe(10)
    expect(discountPercentOf({ allowed: false, unit: 'percent', limit: 10 })).toBe(0)
    expect(discountPercentOf({ allowed: true, unit: 'access', limit: null })).toBe(0)
    expect(discountPercentOf(undefined)).toBe(0)
  })
})
