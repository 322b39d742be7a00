import { describe, expect, it } from 'vitest'
import { consultationPrice } from './consultation-price'

const premium = {
  plan: { name: 'Premium' },
  features: [
    { feature: 'document_storage', allowed: true, unit: 'bytes', limit: 50 * 1024 ** 3 },
    { feature: 'consultation_discount', allowed: true, unit: 'percent', limit: 10 },
  ],
}
const basic = { plan: { name: 'Basic' }, features: [{ feature: 'consultation_discount', allowed: false, unit: 'access', limit: null }] }

describe('consultationPrice', () => {
  it("takes the plan's discount off and names the plan", () => {
    expect(consultationPrice(5000, premium)).toEqual({
      priceCents: 5000,
      discountCents: 500,
      amountCents: 4500,
      percent: 10,
      planName: 'Premium',
    })
  })

  it('is the price for the free plan and for a visitor', () => {
    expect(consultationPrice(5000, basic)).toEqual({ priceCents: 5000, discountCents: 0, amountCents: 5000, percent: 0, planName: null })
    expect(consultationPrice(5000, null)).toEqual({ priceCents: 5000, discountCents: 0, amountCents: 5000, percent: 0, planName: null })
  })
})
