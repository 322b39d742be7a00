import type { CardError } from './test-cards'

/**
 * The card processor behind payments (ADR 0033): Stripe when configured, else the built-in processor
 * that behaves like Stripe's test mode. The shapes are Stripe's (customers, payment methods attached
 * to them, payment intents with 3-D Secure, idempotency keys), so the payment services (charges.service.ts) are one code
 * path for both.
 */
export type ProcessorName = 'stripe' | 'local'

/**
 * A card as the processor describes it. `fingerprint` is the same for every payment method made from
 * the same number (Stripe's card.fingerprint; the built-in processor's keyed hash): what identifies
 * a card where brand, last four and expiry, printed on every receipt, would not.
 */
export type ProcessorCard = {
  paymentMethodId: string
  brand: string
  last4: string
  expMonth: number
  expYear: number
  fingerprint: string | null
}

export type IntentOutcome =
  | { status: 'succeeded'; intentId: string; receiptUrl: string | null }
  /** 3-D Secure: Stripe.js handles the next action with `clientSecret`; the local challenge page with the intent id */
  | { status: 'requires_action'; intentId: string; clientSecret: string }
  | { status: 'failed'; intentId: string | null; error: CardError }
  | { status: 'canceled'; intentId: string }

export type ChargeInput = {
  customerId: string
  paymentMethodId: string
  amountCents: number
  currency: 'eur'
  description: string
  /** carried to the processor so its webhooks and dashboard name our payment */
  metadata: Record<string, string>
  /** a renewal, charged without the patient present (no 3-D Secure challenge possible) */
  offSession: boolean
  /** keep the card on the customer for later payments when this one succeeds */
  saveCard: boolean
}

/** A card the processor refused (declined, expired, …): shown on the card field it belongs to. */
export class ProcessorCardError extends Error {
  constructor(readonly cardError: CardError) {
    super(cardError.message)
  }
}

export interface PaymentProcessor {
  readonly name: ProcessorName
  /** the browser's key (Stripe's publishable key); null for the built-in processor */
  readonly publishableKey: string | null
  createCustomer(input: { userId: number; email: string }, idempotencyKey: string): Promise<string>
  /** a payment method's card, or null when there is no such payment method or another customer's */
  describeCard(paymentMethodId: string, customerId: string): Promise<ProcessorCard | null>
  /** saves the card on the customer; throws ProcessorCardError when the card is declined */
  attachCard(customerId: string, paymentMethodId: string): Promise<ProcessorCard>
  detachCard(paymentMethodId: string): Promise<void>
  /** creates and confirms a payment intent; the same idempotency key answers the same intent */
  charge(input: ChargeInput, idempotencyKey: string): Promise<IntentOutcome>
  retrieveIntent(intentId: string): Promise<IntentOutcome>
  cancelIntent(intentId: string): Promise<void>
  /** gives back all the money of a succeeded intent (a payment voided after it went through) */
  refund(intentId: string, idempotencyKey: string): Promise<void>
  /**
   * Recurring billing kept by the processor itself (Stripe Billing). Absent for the built-in
   * processor, whose subscriptions our renewal sweep charges (subscriptions/patient-subscriptions.service.ts).
   */
  readonly billing?: RecurringBilling
  /** A webhook delivery, its signature checked (Stripe only): throws on a bad signature. */
  parseWebhook?(payload: string, signature: string): WebhookEvent
}

/** A subscription at the processor and how its first invoice's payment went. */
export type BillingSubscription = { subscriptionId: string; outcome: IntentOutcome }

export type SubscribeAtProcessor = {
  customerId: string
  /** the plan option's `source`: the processor's price (Stripe: a price id or its lookup key) */
  price: string
  paymentMethodId: string
  metadata: Record<string, string>
}

export interface RecurringBilling {
  /** creates the subscription and pays its first period with the card; the same key answers the same subscription */
  subscribe(input: SubscribeAtProcessor, idempotencyKey: string): Promise<BillingSubscription>
  /** ends a subscription whose first payment failed or was abandoned, so it never bills */
  cancelNow(subscriptionId: string): Promise<void>
  /** cancel (true) or resume (false) renewal at the end of the period paid for */
  cancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<void>
  /** the price the subscription renews at from its next period on; the current price drops a pending change */
  renewAt(subscriptionId: string, price: string): Promise<void>
}

/** What a verified delivery means to us; anything else is acknowledged and ignored. */
export type WebhookChange =
  /** a payment intent that names one of our payments (metadata.payment_id) */
  | { kind: 'payment'; paymentId: string; outcome: IntentOutcome }
  /** an invoice of a subscription paid: its period is paid for (a renewal when `renewal`) */
  | {
      kind: 'invoice_paid'
      subscriptionId: string
      invoiceId: string
      renewal: boolean
      periodStart: Date
      periodEnd: Date
      amountCents: number
      receiptUrl: string | null
      intentId: string | null
    }
  /** a renewal invoice's payment failed (the processor retries; it ends the subscription when it gives up) */
  | {
      kind: 'invoice_failed'
      subscriptionId: string
      invoiceId: string
      renewal: boolean
      periodStart: Date
      amountCents: number
      intentId: string | null
    }
  /** the subscription changed: what it costs now, when the period ends, whether it renews, whether a price change is pending */
  | {
      kind: 'subscription_updated'
      subscriptionId: string
      price: string[]
      periodEnd: Date
      cancelAtPeriodEnd: boolean
      changePending: boolean
    }
  | { kind: 'subscription_ended'; subscriptionId: string; endedAt: Date }

export type WebhookEvent = { id: string; type: string; change: WebhookChange | null }
