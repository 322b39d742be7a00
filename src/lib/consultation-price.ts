import { consultationCharge, discountPercentOf, PLAN_FEATURE } from '#contract/payments'

/** The part of the API's entitlements a consultation's price needs. */
type EntitlementsView = {
  plan?: { name: string } | null
  features: ReadonlyArray<{ feature: string; allowed: boolean; unit: string; limit?: number | null }>
}

/**
 * What a consultation of `priceCents` costs the patient (the booking total, the payment page): the
 * plan's consultation discount taken off by the rule the API charges with (contract/payments.ts).
 * `planName` names the plan that gives it; null entitlements (a visitor) or no discount: the price.
 */
export function consultationPrice(priceCents: number, entitlements: EntitlementsView | null | undefined) {
  const discount = entitlements?.features.find((entry) => entry.feature === PLAN_FEATURE.consultationDiscount)
  const percent = discountPercentOf(discount)
  return { ...consultationCharge(priceCents, percent), percent, planName: percent > 0 ? (entitlements?.plan?.name ?? null) : null }
}
