/**
 * Card payments and subscription prices as pure rules (spec part 1 §3, §5; part 2 §3, §8, §9): the
 * API and the web share them. Money is integer minor units (cents) everywhere; only display divides.
 */

/** Brands with an icon of their own (spec part 2 §3); any other brand shows the default icon. */
export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'diners', 'discover', 'jcb', 'unionpay'] as const
export type CardBrand = (typeof CARD_BRANDS)[number]

export function brandIcon(brand: string | null | undefined): CardBrand | 'default' {
  const name = (brand ?? '').toLowerCase()
  return (CARD_BRANDS as readonly string[]).includes(name) ? (name as CardBrand) : 'default'
}

export type CardField = 'number' | 'expiry' | 'cvc'

/** The error table of spec part 2 §8: which card field a processor's error code belongs to. */
const FIELD_OF_CODE: Record<string, CardField> = {
  incomplete_number: 'number',
  card_declined: 'number',
  incorrect_number: 'number',
  invalid_card_type: 'number',
  invalid_number: 'number',
  incomplete_expiry: 'expiry',
  invalid_expiry_year_past: 'expiry',
  expired_card: 'expiry',
  invalid_expiry_month: 'expiry',
  invalid_expiry_year: 'expiry',
  incomplete_cvc: 'cvc',
  incorrect_cvc: 'cvc',
  invalid_cvc: 'cvc',
}

/** The field a card error belongs on; null means a general error (the payment_error status modal). */
export function cardErrorField(code: string | null | undefined): CardField | null {
  return (code && FIELD_OF_CODE[code]) || null
}

/** Euro (a GraphQL price) to cents, exact for any amount with at most two decimals. */
export const toCents = (euros: number): number => Math.round(euros * 100)

/** Plan duration types (spec part 2 §3). */
export const DURATION = { month: 1, year: 2, free: 3 } as const
export type DurationType = (typeof DURATION)[keyof typeof DURATION]

/** The yearly price per month, floored to two decimals (spec part 2 §9), in cents. */
export function yearlyMonthlyEquivalentCents(yearlyCents: number): number {
  return Math.floor(yearlyCents / 12)
}

/** How much cheaper a month is on the yearly option, in whole percent (spec part 2 §9). */
export function discountPercent(monthlyCents: number, yearlyCents: number): number {
  if (monthlyCents <= 0) return 0
  return Math.round(((monthlyCents - yearlyMonthlyEquivalentCents(yearlyCents)) / monthlyCents) * 100)
}

/** The end of a period that starts at `start` and lasts one month or one year, in UTC calendar terms. */
export function periodEnd(start: Date, duration: DurationType): Date {
  const end = new Date(start.getTime())
  const day = end.getUTCDate()
  if (duration === DURATION.year) end.setUTCFullYear(end.getUTCFullYear() + 1, end.getUTCMonth(), 1)
  else end.setUTCMonth(end.getUTCMonth() + 1, 1)
  // 31 January + 1 month ends on the last day of February, not in March.
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate()
  end.setUTCDate(Math.min(day, lastDay))
  return end
}

/** Payment history page size (spec part 2 §9). */
export const CHARGES_PAGE_SIZE = 8

/** Saved cards per patient: getSource answers them all, so the API's query cost counts this many (review L9). */
export const MAX_SAVED_CARDS = 10

/** A payment's id as the API issues it (`pay_…`): the receipt's address names it. */
export const PAYMENT_ID_PATTERN = /^pay_[\w-]{1,100}$/

/** The plan features the product knows (the plans' feature names): the API's entitlements and the web read them. */
export const PLAN_FEATURE = {
  storage: 'document_storage',
  aiChat: 'ai_chat',
  aiTestAnalysis: 'ai_test_analysis',
  aiReports: 'ai_reports',
  activityTracking: 'activity_tracking',
  consultationDiscount: 'consultation_discount',
} as const

/** Plan feature option types (spec part 2 §3): how an option's `limit` reads. */
export const PLAN_OPTION_TYPE = { week: 1, month: 2, percent: 3, gb: 4, hasAccess: 5, noAccess: 6 } as const

/**
 * The percent a consultation discount takes off, from the patient's entitlement to it (the API's
 * entitlements service and the web's myEntitlements answer the same shape); 0 when not entitled.
 */
export const discountPercentOf = (entitlement: { allowed: boolean; unit: string; limit?: number | null } | null | undefined): number =>
  entitlement?.allowed && entitlement.unit === 'percent' ? (entitlement.limit ?? 0) : 0

/**
 * What a consultation costs a patient whose plan takes `percent` off (the plan's consultation
 * discount; 0 without one): the discount is rounded to the nearest cent, a half cent up, and the
 * amount due is the price less it. The web shows it and the API charges it, from this one rule.
 */
export function consultationCharge(
  priceCents: number,
  percent: number,
): { priceCents: number; discountCents: number; amountCents: number } {
  const discountCents = percent > 0 ? Math.min(priceCents, Math.round((priceCents * percent) / 100)) : 0
  return { priceCents, discountCents, amountCents: priceCents - discountCents }
}
