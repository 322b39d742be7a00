import type { BoughtPlan } from './payment-description'
import * as t from '../db/schema'
import type { Database } from '../db/client'
import type { Mailer } from '../adapters/mail'
import type { RateLimiter } from '../auth/rate-limit'
import type { NotificationDeps } from '../notifications/notifications.service'
import type { PaymentProcessor } from './processor'
import type { CardError } from './test-cards'

/**
 * What every payment service shares (cards.service, charges.service, receipts.service and the
 * subscription services in api/src/subscriptions): their dependencies and the one result shape.
 */
export type PaymentDeps = {
  db: Database
  processor: PaymentProcessor
  now: () => Date
  mailer?: Mailer
  notifications?: NotificationDeps
  /** counts declines (issue 25); without one nothing is limited */
  limiter?: RateLimiter
}

export type PaymentRow = typeof t.payments.$inferSelect
/** A payment in the history, with the plan a purchase or renewal bought (to name it in the reader's language). */
export type ChargeRow = PaymentRow & { plan: BoughtPlan }
export type CardRow = typeof t.paymentSources.$inferSelect

/** What a payment call answers: the web follows `status` (and a card error's code). */
export type PaymentAnswer = {
  payment: PaymentRow
  /** for requires_action: what Stripe.js or the local challenge page needs */
  clientSecret: string | null
  cardError: CardError | null
}

export type PaymentRefusal =
  | 'appointment_not_found'
  | 'not_payable'
  | 'price_changed'
  | 'payment_in_progress'
  | 'card_not_found'
  | 'plan_not_found'
  | 'already_subscribed'
  | 'not_subscribed'
  | 'no_saved_card'
  | 'payment_not_found'
  | 'too_many_declines'
  | 'too_many_cards'

export type PaymentResult<T> = { ok: true; value: T } | { ok: false; refused: PaymentRefusal } | { ok: false; cardError: CardError }

export const refuse = (refused: PaymentRefusal) => ({ ok: false as const, refused })

/** A plan's discount a payment of an appointment was started with, as stored with it; null for none. */
export type PaymentDiscount = { priceCents: number; discountCents: number; percent: number; plan: string }
