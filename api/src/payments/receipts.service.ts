import { and, eq } from 'drizzle-orm'
import * as t from '../db/schema'
import type { Locale } from '../db/schema'
import type { ReceiptPdfData } from './receipt-pdf'
import { boughtPlan, paymentDescription } from './payment-description'
import type { PaymentDeps, PaymentDiscount, PaymentRow } from './payment-types'

/** A payment's receipt: the processor's (Stripe's hosted one) or ours (receipt-pdf.ts), and the discount it names. */

export const paymentDiscountOf = (payment: PaymentRow): PaymentDiscount | null =>
  payment.priceCents !== null && payment.discountPercent && payment.discountPlan
    ? {
        priceCents: payment.priceCents,
        discountCents: payment.priceCents - payment.amountCents,
        percent: payment.discountPercent,
        plan: payment.discountPlan,
      }
    : null

/** Where a payment's receipt is: the processor's (Stripe's hosted one) or ours (receipt-pdf.ts). */
export const receiptUrlOf = (payment: PaymentRow): string | null =>
  payment.receiptUrl ?? (payment.status === 'succeeded' ? `/payments/receipts/${payment.id}` : null)

/** What our receipt of a patient's succeeded payment shows; null for anyone else's or an unpaid one. */
export async function findReceipt(deps: PaymentDeps, userId: number, id: string, locale: Locale): Promise<ReceiptPdfData | null> {
  const [found] = await deps.db
    .select({
      payment: t.payments,
      plan: boughtPlan,
      user: { firstName: t.users.firstName, lastName: t.users.lastName, email: t.users.email, timezone: t.users.timezone },
      card: t.paymentSources,
    })
    .from(t.payments)
    .innerJoin(t.users, eq(t.users.id, t.payments.userId))
    .leftJoin(t.paymentSources, eq(t.paymentSources.paymentMethodId, t.payments.paymentMethodId))
    .leftJoin(t.planOptions, eq(t.planOptions.id, t.payments.planOptionId))
    .leftJoin(t.subscriptionPlans, eq(t.subscriptionPlans.id, t.planOptions.planId))
    .where(and(eq(t.payments.id, id), eq(t.payments.userId, userId), eq(t.payments.status, 'succeeded')))
  if (!found) return null
  const { payment, user } = found
  // A card paid with and not saved is still known to the processor.
  const [customer] =
    found.card || !payment.paymentMethodId
      ? []
      : await deps.db.select().from(t.paymentCustomers).where(eq(t.paymentCustomers.userId, userId))
  const card = found.card ?? (customer ? await deps.processor.describeCard(payment.paymentMethodId, customer.customerId) : null)
  return {
    paymentId: payment.id,
    paidAt: payment.updatedAt,
    description: paymentDescription(payment, found.plan, locale),
    amountCents: payment.amountCents,
    currency: payment.currency,
    payer: { name: [user.firstName, user.lastName].filter(Boolean).join(' '), email: user.email },
    zone: user.timezone,
    card: card ? { brand: card.brand, last4: card.last4 } : null,
    testMode: deps.processor.name === 'local',
    discount: paymentDiscountOf(payment),
  }
}
