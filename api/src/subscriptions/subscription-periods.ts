import { and, eq } from 'drizzle-orm'
import { periodEnd, type DurationType } from '#contract/payments'
import type { Database, Transaction } from '../db/client'
import * as t from '../db/schema'
import { subscriptionEndedText } from '../shared/messages'
import { activeSubscriptionOf } from '../entitlements/entitlements.service'
import { parseLocale } from '../graphql/context'
import type { PaymentDeps, PaymentRow } from '../payments/payment-types'

/**
 * The patient's subscription period as payments move it: a purchase starts it, a renewal extends it,
 * a failed renewal lets it lapse. Applied by the payment lifecycle (payments/charges.service.ts)
 * inside the transaction that records the payment's outcome.
 */

export type SubscriptionRow = typeof t.userSubscriptions.$inferSelect

/**
 * The patient's subscription while its expiration date is in the future (issue 13): for buying and
 * changing it. What a plan grants is the entitlements service's (entitlements.service.ts).
 */
export async function activeSubscription(db: Database, userId: number, now: Date): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(t.userSubscriptions).where(activeSubscriptionOf(userId, now))
  return row ?? null
}

export async function endAfterFailedRenewal(tx: Transaction, payment: PaymentRow): Promise<void> {
  // The patient keeps what they paid for until the expiry; it then lapses.
  await tx
    .update(t.userSubscriptions)
    .set({ autoRenew: false, updatedAt: payment.updatedAt })
    .where(eq(t.userSubscriptions.userId, payment.userId))
}

export async function notifySubscriptionEnded(deps: PaymentDeps, userId: number): Promise<void> {
  const [user] = await deps.db.select({ email: t.users.email, locale: t.users.locale }).from(t.users).where(eq(t.users.id, userId))
  const [subscription] = await deps.db.select().from(t.userSubscriptions).where(eq(t.userSubscriptions.userId, userId))
  if (!user || !subscription || !deps.mailer) return
  const locale = parseLocale(user.locale)
  await deps.mailer.send({ to: user.email, locale, ...subscriptionEndedText(locale, subscription.expirationDate) })
}

/** A subscription purchase's success starts the period (or a new one), a renewal's extends the one it was taken for. */
export async function applyPaidPeriod(tx: Transaction, payment: PaymentRow, now: Date, processor: string): Promise<void> {
  const [option] = await tx.select().from(t.planOptions).where(eq(t.planOptions.id, payment.planOptionId!))
  if (!option) throw new Error(`payment ${payment.id} names no plan option`)
  if (payment.purpose === 'subscription') {
    const values = {
      planId: option.planId,
      planOptionId: option.id,
      durationType: option.durationType,
      processor,
      processorSubscriptionId: payment.processorSubscriptionId,
      startedAt: now,
      expirationDate: periodEnd(now, option.durationType as DurationType),
      autoRenew: true,
      updatedAt: now,
    }
    await tx
      .insert(t.userSubscriptions)
      .values({ userId: payment.userId, ...values })
      .onConflictDoUpdate({ target: t.userSubscriptions.userId, set: values })
    return
  }
  // A renewal extends the period it was taken for, from its end (not from now: a late sweep loses nothing).
  const from = payment.renewsPeriodEnd!
  await tx
    .update(t.userSubscriptions)
    // A switched plan (switchPlan) takes its period from this renewal on.
    .set({ expirationDate: periodEnd(from, option.durationType as DurationType), durationType: option.durationType, updatedAt: now })
    .where(and(eq(t.userSubscriptions.userId, payment.userId), eq(t.userSubscriptions.expirationDate, from)))
}
