import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import * as t from '../db/schema'
import { ensureCustomer, listCards } from '../payments/cards.service'
import { charge, chargeCard, prepareCharge } from '../payments/charges.service'
import { refuse, type PaymentAnswer, type PaymentDeps, type PaymentResult } from '../payments/payment-types'
import { activeSubscription, notifySubscriptionEnded, type SubscriptionRow } from './subscription-periods'

/**
 * A patient's subscription (issue 13, spec part 2 §7): buying it, cancelling and restarting its
 * renewal, switching between a plan's options, and the built-in processor's renewals.
 */

export type SubscribeInput = { planOptionId: number; paymentMethodId: string; save: boolean }

/** Buys the first period of a paid plan option; the built-in processor renews it at expiry. */
export async function subscribe(deps: PaymentDeps, userId: number, input: SubscribeInput): Promise<PaymentResult<PaymentAnswer>> {
  const [option] = await deps.db.select().from(t.planOptions).where(eq(t.planOptions.id, input.planOptionId))
  if (!option || option.priceCents <= 0) return refuse('plan_not_found')
  if (await activeSubscription(deps.db, userId, deps.now())) return refuse('already_subscribed')
  const [open] = await deps.db
    .select()
    .from(t.payments)
    .where(
      and(
        eq(t.payments.userId, userId),
        eq(t.payments.purpose, 'subscription'),
        inArray(t.payments.status, ['processing', 'requires_action']),
      ),
    )
  const prepared = await prepareCharge(deps, userId, open ? [open] : [], input.paymentMethodId)
  if (!prepared.ready) return prepared.answer
  const [plan] = await deps.db
    .select({ name: t.subscriptionPlans.name })
    .from(t.subscriptionPlans)
    .where(eq(t.subscriptionPlans.id, option.planId))
  return chargeCard(deps, prepared, {
    userId,
    purpose: 'subscription',
    planOptionId: option.id,
    amountCents: option.priceCents,
    description: `${plan?.name ?? 'Subscription'} (${option.durationType === 2 ? 'yearly' : 'monthly'})`,
    paymentMethodId: input.paymentMethodId,
    // Renewals need a card on file: a subscription's card is always kept.
    saveCard: prepared.card.kind === 'new',
  })
}

/**
 * Cancel (auto-renew off, the period is kept) or restart (auto-renew on) an active subscription.
 * Cancelling also drops a pending switchPlan: nothing renews, so there is nothing to renew at.
 */
export async function setAutoRenew(deps: PaymentDeps, userId: number, on: boolean): Promise<PaymentResult<SubscriptionRow>> {
  const active = await activeSubscription(deps.db, userId, deps.now())
  if (!active) return refuse('not_subscribed')
  if (on && !(await listCards(deps.db, userId)).length) return refuse('no_saved_card')
  const billing = billingOf(deps, active)
  if (billing) await billing.cancelAtPeriodEnd(active.processorSubscriptionId!, !on)
  const current = on ? null : await optionOfPeriod(deps.db, active)
  const [row] = await deps.db
    .update(t.userSubscriptions)
    .set({ autoRenew: on, ...(current ? { planOptionId: current.id } : {}), updatedAt: deps.now() })
    .where(eq(t.userSubscriptions.id, active.id))
    .returning()
  return { ok: true, value: row! }
}

/**
 * switchPlan (the account flow's step): another option of the same plan (monthly ↔ yearly) from the
 * next renewal on; the period already paid for is kept as it is. Switching back cancels the switch.
 */
export async function switchPlanOption(deps: PaymentDeps, userId: number, planOptionId: number): Promise<PaymentResult<SubscriptionRow>> {
  const active = await activeSubscription(deps.db, userId, deps.now())
  if (!active) return refuse('not_subscribed')
  const [option] = await deps.db.select().from(t.planOptions).where(eq(t.planOptions.id, planOptionId))
  if (!option || option.planId !== active.planId || option.priceCents <= 0) return refuse('plan_not_found')
  await billingOf(deps, active)?.renewAt(active.processorSubscriptionId!, option.source ?? '')
  const [row] = await deps.db
    .update(t.userSubscriptions)
    .set({ planOptionId: option.id, updatedAt: deps.now() })
    .where(eq(t.userSubscriptions.id, active.id))
    .returning()
  return { ok: true, value: row! }
}

/** The processor's billing when it keeps this subscription (Stripe Billing); null when our sweep renews it. */
const billingOf = (deps: PaymentDeps, subscription: SubscriptionRow) =>
  subscription.processorSubscriptionId && subscription.processor === deps.processor.name ? (deps.processor.billing ?? null) : null

/** The plan option of the period being used (a pending switch names the next period's). */
async function optionOfPeriod(db: Database, subscription: SubscriptionRow) {
  const [option] = await db
    .select()
    .from(t.planOptions)
    .where(and(eq(t.planOptions.planId, subscription.planId), eq(t.planOptions.durationType, subscription.durationType)))
  return option ?? null
}

/**
 * The sweep's renewal part (payments.sweeper.ts), for the built-in processor (Stripe Billing renews
 * its own): every subscription due is charged on its default card, once per period.
 */
export async function renewDueSubscriptions(deps: PaymentDeps, now: Date): Promise<number> {
  if (deps.processor.name !== 'local') return 0
  const due = await deps.db
    .select()
    .from(t.userSubscriptions)
    .where(
      and(
        eq(t.userSubscriptions.autoRenew, true),
        eq(t.userSubscriptions.processor, 'local'),
        sql`${t.userSubscriptions.expirationDate} <= ${now}`,
      ),
    )
  let renewed = 0
  for (const subscription of due) if (await renew(deps, subscription)) renewed += 1
  return renewed
}

async function renew(deps: PaymentDeps, subscription: SubscriptionRow): Promise<boolean> {
  const [card] = await deps.db
    .select()
    .from(t.paymentSources)
    .where(and(eq(t.paymentSources.userId, subscription.userId), eq(t.paymentSources.isDefault, true)))
  const [option] = await deps.db.select().from(t.planOptions).where(eq(t.planOptions.id, subscription.planOptionId))
  if (!card || !option) {
    await deps.db
      .update(t.userSubscriptions)
      .set({ autoRenew: false, updatedAt: deps.now() })
      .where(eq(t.userSubscriptions.id, subscription.id))
    await notifySubscriptionEnded(deps, subscription.userId)
    return false
  }
  const customerId = await ensureCustomer(deps, subscription.userId)
  const result = await charge(
    deps,
    {
      userId: subscription.userId,
      purpose: 'renewal',
      planOptionId: option.id,
      renewsPeriodEnd: subscription.expirationDate,
      amountCents: option.priceCents,
      description: `Renewal (${option.durationType === 2 ? 'yearly' : 'monthly'})`,
      paymentMethodId: card.paymentMethodId,
      saveCard: false,
    },
    customerId,
  )
  // Another instance claimed this period's renewal: the unique index let only one through.
  return result.ok && result.value.payment.status === 'succeeded'
}
