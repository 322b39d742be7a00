import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { appointments } from './appointments'
import { planOptions, subscriptionPlans } from './subscriptions'
import { users } from './users'

/**
 * Card payments (issue 13, ADR 0033). Our side of the ledger: who the processor's customer is, the
 * cards a patient saved, every payment attempt, the patient's subscription, and the processor events
 * already handled. Card numbers and CVCs never reach these tables: a card is its processor's payment
 * method id plus brand, last four and expiry.
 */

/** The processor's customer for a patient (Stripe `cus_…`, or the built-in processor's). */
export const paymentCustomers = pgTable('payment_customers', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  processor: text('processor').notNull(),
  customerId: text('customer_id').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Saved cards (spec: payment source). `paymentMethodId` is the spec's `source`. */
export const paymentSources = pgTable(
  'payment_sources',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentMethodId: text('payment_method_id').notNull().unique(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    /** the processor's fingerprint of the card number (the same card gives the same one): declines are counted by it */
    fingerprint: text('fingerprint'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_sources_user_idx').on(t.userId),
    // At most one default card per patient, even if two changes race.
    uniqueIndex('payment_sources_one_default')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
)

export const PAYMENT_PURPOSES = ['appointment', 'subscription', 'renewal'] as const
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number]

/**
 * processing: sent (or about to be sent) to the processor; requires_action: waiting for 3-D Secure;
 * then succeeded, failed or canceled (an abandoned challenge replaced by a new attempt).
 */
export const PAYMENT_STATUSES = ['processing', 'requires_action', 'succeeded', 'failed', 'canceled'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

/**
 * One attempt to take money: its id is the idempotency key the processor gets, so replaying the call
 * (a retry, the reconciliation sweep) answers the same outcome and never charges twice. The partial
 * unique indexes are the double-charge guard: an appointment has at most one attempt that is open or
 * succeeded, a patient at most one open subscription purchase, a subscription period one renewal.
 */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: PAYMENT_PURPOSES }).notNull(),
    appointmentId: integer('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    planOptionId: integer('plan_option_id').references(() => planOptions.id),
    /** a renewal's period: the expiration date it extends (unique per subscription with the purpose) */
    renewsPeriodEnd: timestamp('renews_period_end', { withTimezone: true }),
    amountCents: integer('amount_cents').notNull(),
    /**
     * an appointment's payment: the appointment's price it was started from, and the plan discount
     * taken off it (percent and plan name; none: null). The capture compares the price, not a
     * discount computed again (ADR 0040); the history and receipt name the discount from these.
     */
    priceCents: integer('price_cents'),
    discountPercent: integer('discount_percent'),
    discountPlan: text('discount_plan'),
    currency: text('currency').notNull().default('eur'),
    description: text('description').notNull(),
    paymentMethodId: text('payment_method_id').notNull(),
    /** save the new card to the patient's cards when the payment succeeds */
    saveCard: boolean('save_card').notNull().default(false),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('processing'),
    processorIntentId: text('processor_intent_id'),
    /** a purchase through the processor's billing (Stripe): the subscription it created */
    processorSubscriptionId: text('processor_subscription_id'),
    receiptUrl: text('receipt_url'),
    /** a payment voided after the processor took the money (price_changed): when the refund was made */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    errorCode: text('error_code'),
    declineCode: text('decline_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_user_idx').on(t.userId, t.createdAt),
    index('payments_open_idx')
      .on(t.status, t.updatedAt)
      .where(sql`${t.status} in ('processing', 'requires_action')`),
    uniqueIndex('payments_one_live_per_appointment')
      .on(t.appointmentId)
      .where(sql`${t.appointmentId} is not null and ${t.status} in ('processing', 'requires_action', 'succeeded')`),
    uniqueIndex('payments_one_open_subscription_purchase')
      .on(t.userId)
      .where(sql`${t.purpose} = 'subscription' and ${t.status} in ('processing', 'requires_action')`),
    uniqueIndex('payments_one_renewal_per_period')
      .on(t.userId, t.renewsPeriodEnd)
      .where(sql`${t.purpose} = 'renewal'`),
  ],
)

/**
 * The patient's Premium subscription (one row per patient; a new purchase replaces an ended one).
 * Active means `expirationDate` is in the future (spec part 1 §4). With Stripe, Stripe renews and its
 * webhooks move `expirationDate`; with the built-in processor the renewal sweep does.
 */
export const userSubscriptions = pgTable(
  'user_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    planOptionId: integer('plan_option_id')
      .notNull()
      .references(() => planOptions.id),
    durationType: integer('duration_type').notNull(),
    processor: text('processor').notNull(),
    /** Stripe's `sub_…`; null for the built-in processor, which has no subscription object */
    processorSubscriptionId: text('processor_subscription_id').unique(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    expirationDate: timestamp('expiration_date', { withTimezone: true }).notNull(),
    autoRenew: boolean('auto_renew').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_subscriptions_renewal_idx')
      .on(t.expirationDate)
      .where(sql`${t.autoRenew}`),
  ],
)

/** Processor events already applied (webhook deliveries repeat; the second is ignored). */
export const processedPaymentEvents = pgTable('processed_payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * The built-in processor's own books (api/src/payments/local-processor.ts), standing in for Stripe's:
 * customers, payment methods (brand, last four, expiry and which test card's behaviour, never the
 * number or CVC) and payment intents keyed by idempotency key.
 */
export const localCustomers = pgTable('local_processor_customers', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const localPaymentMethods = pgTable('local_processor_payment_methods', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').references(() => localCustomers.id, { onDelete: 'set null' }),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  /** the test card's behaviour (test-cards.ts) and a keyed hash of the number, as Stripe's card.fingerprint */
  behaviour: text('behaviour').notNull(),
  fingerprint: text('fingerprint'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const localPaymentIntents = pgTable('local_processor_payment_intents', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  customerId: text('customer_id'),
  paymentMethodId: text('payment_method_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  description: text('description').notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
  offSession: boolean('off_session').notNull().default(false),
  status: text('status', { enum: ['requires_action', 'succeeded', 'failed', 'canceled', 'refunded'] }).notNull(),
  errorCode: text('error_code'),
  declineCode: text('decline_code'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
