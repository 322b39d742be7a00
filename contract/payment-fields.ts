import * as v from 'valibot'

/**
 * The card form's field shapes (spec part 1 §5): only what keeps garbage away from the processor.
 * Whether a number, expiry or CVC is valid is the processor's answer (Stripe's codes), as with Stripe
 * Elements, so the same errors show for both processors.
 */

/** Digits with the spaces the form groups them by. */
export const cardNumberField = v.pipe(v.string(), v.regex(/^[\d ]{0,23}$/, 'invalid_number'))
/** MM / YY as typed; empty parts are the processor's incomplete_expiry. */
export const expiryField = v.pipe(v.string(), v.regex(/^\d{0,2} ?\/? ?\d{0,4}$/, 'invalid_expiry_month'))
export const cvcField = v.pipe(v.string(), v.regex(/^\d{0,4}$/, 'invalid_cvc'))
/** The card holder: required (name_incomplete, spec part 1 §5). */
export const cardHolderField = v.config(
  v.pipe(v.string('name_incomplete'), v.trim(), v.nonEmpty('name_incomplete'), v.maxLength(120, 'string_max')),
  {
    abortPipeEarly: true,
  },
)

/**
 * The new-card form (spec part 1 §4): the holder, the save option, and the built-in processor's card
 * inputs in their shapes (empty with Stripe's frames); whether the card is good is the processor's answer.
 */
export const newCardForm = v.object({
  holder: cardHolderField,
  save: v.boolean(),
  card: v.object({ number: cardNumberField, expiry: expiryField, cvc: cvcField }),
})

/** "MM / YY" into the month and the year (two digits are this century's), null where a part is missing. */
export function parseExpiry(value: string): { month: number | null; year: number | null } {
  const [month = '', year = ''] = value.replace(/\s/g, '').split('/')
  const digits = value.replace(/\D/g, '')
  // "1228" typed without the slash reads as 12/28.
  const [m, y] = value.includes('/') ? [month, year] : [digits.slice(0, 2), digits.slice(2)]
  return { month: m ? Number(m) : null, year: y ? Number(y) : null }
}

/** The number as the form shows it: groups of four (amex 4-6-5). */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 19)
  if (/^3[47]/.test(digits)) return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ')
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ')
}

/** The expiry as the form shows it: "MM / YY". */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4)
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits
}
