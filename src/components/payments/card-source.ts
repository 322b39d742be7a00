import type { CardMethodResult } from '~/lib/payment-results'
import type { CardField } from '#contract/payments'

/**
 * Where a new card becomes a payment method: the built-in processor's tokeniser (our own inputs) or
 * Stripe Elements (Stripe's frames). The payment form talks to either through this.
 */
export interface CardSource {
  /** the card in the inputs as a payment method id, or the processor's error code */
  create(holder: string): Promise<CardMethodResult>
  /** Stripe.js answers a 3-D Secure challenge itself; the built-in processor's is our dialog */
  handleAction?(clientSecret: string): Promise<void>
}

/** A card error to show on its input (spec part 2 §8). */
export type CardFieldErrors = Partial<Record<CardField, string>>
