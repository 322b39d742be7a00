import { and, eq, inArray, sql } from 'drizzle-orm'
import * as t from '../db/schema'
import type { WebhookChange, WebhookEvent } from './processor'
import { notifySubscriptionEnded } from '../subscriptions/subscription-periods'
import { recordOutcome } from './charges.service'
import type { PaymentDeps } from './payment-types'

/**
 * A webhook delivery, applied once: Stripe repeats one until it hears 2xx, so its id is noted first
 * and a repeat answers `duplicate`. A change that throws is not applied: the note is removed so
 * Stripe's retry applies it (every change is safe to apply twice).
 */
export async function applyWebhookEvent(deps: PaymentDeps, event: WebhookEvent): Promise<'applied' | 'unknown_payment' | 'duplicate'> {
  const [fresh] = await deps.db
    .insert(t.processedPaymentEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing()
    .returning()
  if (!fresh) return 'duplicate'
  try {
    return event.change ? await applyWebhookChange(deps, event.change) : 'applied'
  } catch (error) {
    await deps.db.delete(t.processedPaymentEvents).where(eq(t.processedPaymentEvents.id, event.id))
    throw error
  }
}

/**
 * What the processor tells us by webhook (Stripe; ADR 0034), applied to our books. Each change is
 * safe to apply twice and in any order: deliveries repeat and arrive out of order, so every write is
 * conditional (an open payment, a renewal row keyed by its invoice, a period end that only moves on).
 */
export async function applyWebhookChange(deps: PaymentDeps, change: WebhookChange): Promise<'applied' | 'unknown_payment'> {
  switch (change.kind) {
    case 'payment': {
      // An intent naming no payment of ours (another system on the account, a deleted row) has nothing to apply.
      const [known] = await deps.db.select({ id: t.payments.id }).from(t.payments).where(eq(t.payments.id, change.paymentId))
      if (!known) return 'unknown_payment'
      await recordOutcome(deps, change.paymentId, change.outcome)
      return 'applied'
    }
    case 'invoice_paid':
      await invoicePaid(deps, change)
      return 'applied'
    case 'invoice_failed':
      await invoiceFailed(deps, change)
      return 'applied'
    case 'subscription_updated':
      await subscriptionUpdated(deps, change)
      return 'applied'
    case 'subscription_ended':
      await subscriptionEnded(deps, change)
      return 'applied'
  }
}

type Change<K extends WebhookChange['kind']> = Extract<WebhookChange, { kind: K }>

async function subscriptionOf(deps: PaymentDeps, subscriptionId: string) {
  const [row] = await deps.db.select().from(t.userSubscriptions).where(eq(t.userSubscriptions.processorSubscriptionId, subscriptionId))
  return row ?? null
}

async function invoicePaid(deps: PaymentDeps, change: Change<'invoice_paid'>): Promise<void> {
  if (!change.renewal) {
    // The first invoice: the purchase it pays applies if the patient's page never confirmed it (a closed tab after 3-D Secure).
    const [open] = await deps.db
      .select()
      .from(t.payments)
      .where(
        and(eq(t.payments.processorSubscriptionId, change.subscriptionId), inArray(t.payments.status, ['processing', 'requires_action'])),
      )
    if (open)
      await recordOutcome(deps, open.id, {
        status: 'succeeded',
        intentId: change.intentId ?? change.invoiceId,
        receiptUrl: change.receiptUrl,
      })
  }
  const subscription = await subscriptionOf(deps, change.subscriptionId)
  if (!subscription) return
  const now = deps.now()
  await deps.db.transaction(async (tx) => {
    if (change.renewal) {
      // One history row per renewal invoice (a failed attempt Stripe later retried becomes succeeded).
      const values = {
        status: 'succeeded' as const,
        amountCents: change.amountCents,
        processorIntentId: change.intentId,
        receiptUrl: change.receiptUrl,
        errorCode: null,
        updatedAt: now,
      }
      await tx
        .insert(t.payments)
        .values({ ...renewalRow(subscription, change), ...values })
        .onConflictDoUpdate({ target: t.payments.id, set: values })
    }
    const [option] = await tx.select().from(t.planOptions).where(eq(t.planOptions.id, subscription.planOptionId))
    await tx
      .update(t.userSubscriptions)
      .set({
        expirationDate: change.periodEnd,
        // A renewal starts the option it renews at (a switchPlan takes effect here).
        ...(change.renewal && option ? { durationType: option.durationType } : {}),
        updatedAt: now,
      })
      .where(and(eq(t.userSubscriptions.id, subscription.id), sql`${t.userSubscriptions.expirationDate} < ${change.periodEnd}`))
  })
}

const renewalRow = (subscription: typeof t.userSubscriptions.$inferSelect, change: Change<'invoice_paid'> | Change<'invoice_failed'>) => ({
  id: `pay_${change.invoiceId}`,
  userId: subscription.userId,
  purpose: 'renewal' as const,
  planOptionId: subscription.planOptionId,
  renewsPeriodEnd: change.periodStart,
  description: `Renewal (${subscription.durationType === 2 ? 'yearly' : 'monthly'})`,
  paymentMethodId: '',
  createdAt: change.periodStart,
})

async function invoiceFailed(deps: PaymentDeps, change: Change<'invoice_failed'>): Promise<void> {
  // A first invoice's failure is answered to the patient paying; a renewal's goes to the history.
  if (!change.renewal) return
  const subscription = await subscriptionOf(deps, change.subscriptionId)
  if (!subscription) return
  await deps.db
    .insert(t.payments)
    .values({
      ...renewalRow(subscription, change),
      status: 'failed',
      amountCents: change.amountCents,
      processorIntentId: change.intentId,
      errorCode: 'card_declined',
      updatedAt: deps.now(),
    })
    .onConflictDoNothing()
}

async function subscriptionUpdated(deps: PaymentDeps, change: Change<'subscription_updated'>): Promise<void> {
  const subscription = await subscriptionOf(deps, change.subscriptionId)
  if (!subscription) return
  const [option] = await deps.db
    .select()
    .from(t.planOptions)
    .where(and(eq(t.planOptions.planId, subscription.planId), inArray(t.planOptions.source, change.price)))
  await deps.db
    .update(t.userSubscriptions)
    .set({
      autoRenew: !change.cancelAtPeriodEnd,
      expirationDate: change.periodEnd,
      // The price it bills now is the period's; with no change pending it is also the next one's.
      ...(option ? { durationType: option.durationType, ...(change.changePending ? {} : { planOptionId: option.id }) } : {}),
      updatedAt: deps.now(),
    })
    .where(and(eq(t.userSubscriptions.id, subscription.id), sql`${t.userSubscriptions.expirationDate} <= ${change.periodEnd}`))
}

async function subscriptionEnded(deps: PaymentDeps, change: Change<'subscription_ended'>): Promise<void> {
  const subscription = await subscriptionOf(deps, change.subscriptionId)
  if (!subscription || (!subscription.autoRenew && subscription.expirationDate <= change.endedAt)) return
  // Stripe gave up on a renewal (or it was ended early): the access ends when Stripe says.
  const [ended] = await deps.db
    .update(t.userSubscriptions)
    .set({
      autoRenew: false,
      expirationDate: change.endedAt < subscription.expirationDate ? change.endedAt : subscription.expirationDate,
      updatedAt: deps.now(),
    })
    .where(eq(t.userSubscriptions.id, subscription.id))
    .returning()
  if (ended && subscription.autoRenew) await notifySubscriptionEnded(deps, subscription.userId)
}
