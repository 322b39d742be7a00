import type { CardError } from './test-cards';

/**
 * The card processor behind payments (ADR 0033): Stripe when configured, else the built-in processor
 * that behaves like Stripe's test mode. The shapes are Stripe's (customers, payment methods attached
 * to them, payment intents with 3-D Secure, idempotency keys), so payments.service.ts is one code
 * path for both.
 */
export type ProcessorName = 'stripe' | 'local';

export type ProcessorCard = { paymentMethodId: string; brand: string; last4: string; expMonth: number; expYear: number };

export type IntentOutcome =
  | { status: 'succeeded'; intentId: string; receiptUrl: string | null }
  /** 3-D Secure: Stripe.js handles the next action with `clientSecret`; the local challenge page with the intent id */
  | { status: 'requires_action'; intentId: string; clientSecret: string }
  | { status: 'failed'; intentId: string | null; error: CardError }
  | { status: 'canceled'; intentId: string };

export type ChargeInput = {
  customerId: string;
  paymentMethodId: string;
  amountCents: number;
  currency: 'eur';
  description: string;
  /** carried to the processor so its webhooks and dashboard name our payment */
  metadata: Record<string, string>;
  /** a renewal, charged without the patient present (no 3-D Secure challenge possible) */
  offSession: boolean;
  /** keep the card on the customer for later payments when this one succeeds */
  saveCard: boolean;
};

/** A card the processor refused (declined, expired, …): shown on the card field it belongs to. */
export class ProcessorCardError extends Error {
  constructor(readonly cardError: CardError) {
    super(cardError.message);
  }
}

export interface PaymentProcessor {
  readonly name: ProcessorName;
  /** the browser's key (Stripe's publishable key); null for the built-in processor */
  readonly publishableKey: string | null;
  createCustomer(input: { userId: number; email: string }, idempotencyKey: string): Promise<string>;
  /** a payment method's card, or null when there is no such payment method or another customer's */
  describeCard(paymentMethodId: string, customerId: string): Promise<ProcessorCard | null>;
  /** saves the card on the customer; throws ProcessorCardError when the card is declined */
  attachCard(customerId: string, paymentMethodId: string): Promise<ProcessorCard>;
  detachCard(paymentMethodId: string): Promise<void>;
  /** creates and confirms a payment intent; the same idempotency key answers the same intent */
  charge(input: ChargeInput, idempotencyKey: string): Promise<IntentOutcome>;
  retrieveIntent(intentId: string): Promise<IntentOutcome>;
  cancelIntent(intentId: string): Promise<void>;
  /**
   * A webhook delivery, its signature checked (Stripe only): throws on a bad signature. `paymentId`
   * and `outcome` are set for payment intent events that name one of our payments.
   */
  parseWebhook?(payload: string, signature: string): WebhookEvent;
}

export type WebhookEvent = { id: string; type: string; paymentId: string | null; outcome: IntentOutcome | null };
