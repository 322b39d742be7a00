/**
 * What the payment server functions answer the browser (issue 13). Card errors carry Stripe's code:
 * `cardErrorField` (contract/payments.ts) says which field shows it.
 */

export type PaymentAnswer = {
  id: string
  /** succeeded, requires_action (answer the 3-D Secure challenge), failed, canceled or processing */
  status: string
  /** where to go after success (the appointment or the subscribed step), without the language */
  redirectUrl: string | null
  /** the challenge's key: Stripe.js's client secret or the built-in processor's intent */
  clientSecret: string | null
  errorCode: string | null
  declineCode: string | null
}

/** A card turned into a payment method by the built-in processor's tokeniser, or its card error. */
export type CardMethodResult = { ok: true; id: string } | { ok: false; code: string }

/** Saving a card: done, a card error with its code, or a refusal with the API's message. */
export type SaveCardResult = { ok: true } | { ok: false; code: string | null; message: string }
