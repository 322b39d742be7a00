import { randomBytes } from 'node:crypto'
import { and, desc, eq, inArray, lt } from 'drizzle-orm'
import { APPOINTMENT_STATUS } from '#contract/appointments'
import type { Database, Transaction } from '../db/client'
import { totalOverAll } from '../db/json'
import * as t from '../db/schema'
import { selectPage, type Page } from '../shared/pagination'
import { boughtPlan } from './payment-description'
import { findAppointmentByPayKey } from '../appointments/appointments.service'
import { ProcessorCardError, type IntentOutcome } from './processor'
import type { CardError } from './test-cards'
import { appointmentCharge } from '../entitlements/entitlements.service'
import { notifyAppointmentEvent } from '../notifications/appointment-events'
import { countDecline, ensureCustomer, saveCardOfPayment, tooManyDeclines, usableCard, type UsableCard } from './cards.service'
import { endAfterFailedRenewal, notifySubscriptionEnded, applyPaidPeriod } from '../subscriptions/subscription-periods'
import { refuse, type PaymentAnswer, type PaymentDeps, type PaymentResult, type PaymentRow, type ChargeRow } from './payment-types'

/**
 * Taking money (issue 13, ADR 0033). Every payment is a row in `payments` written before the
 * processor is called; its id is the processor's idempotency key and the only way an outcome is
 * applied is `recordOutcome`, which changes state once. Together: a double click, a retried request,
 * a replayed webhook or a crash between charge and write never charges twice nor applies twice.
 *
 * Here: the payment lifecycle (write, charge, apply once, settle or replay an open attempt), paying
 * an appointment, and the history. Cards are cards.service's; what a subscription payment starts or
 * ends is api/src/subscriptions'.
 */

/** Attempts left open this long were cut off (a crash, a lost connection): the sweep replays them. */
export const STALE_PROCESSING_MS = 2 * 60_000
/** An unanswered 3-D Secure challenge is given up after a day, as Stripe's links expire. */
export const ABANDONED_ACTION_MS = 24 * 60 * 60_000

const paymentId = () => `pay_${randomBytes(16).toString('base64url')}`

// ---------------------------------------------------------------------------------------------
// Payment history

const SETTLED: PaymentRow['status'][] = ['succeeded', 'failed', 'canceled']

/** chargePayments: settled payments, newest first, each with the plan a purchase or renewal bought (to name it in the reader's language). */
export async function listCharges(db: Database, userId: number, page: Page): Promise<{ total: number; rows: ChargeRow[] }> {
  const mine = and(eq(t.payments.userId, userId), inArray(t.payments.status, SETTLED))
  return selectPage(
    db
      .select({ row: t.payments, plan: boughtPlan, total: totalOverAll() })
      .from(t.payments)
      .leftJoin(t.planOptions, eq(t.planOptions.id, t.payments.planOptionId))
      .leftJoin(t.subscriptionPlans, eq(t.subscriptionPlans.id, t.planOptions.planId))
      .where(mine)
      .orderBy(desc(t.payments.createdAt), desc(t.payments.id)),
    page,
    () => db.$count(t.payments, mine),
    ({ row, plan }) => ({ ...row, plan }),
  )
}

// ---------------------------------------------------------------------------------------------
// Charging

export type NewPayment = Omit<typeof t.payments.$inferInsert, 'id' | 'status'>

/**
 * Writes the attempt, then charges. The partial unique indexes refuse a second live attempt for the
 * same appointment, subscription purchase or renewal period: that request answers `payment_in_progress`.
 */
export async function charge(deps: PaymentDeps, values: NewPayment, customerId: string): Promise<PaymentResult<PaymentAnswer>> {
  const [payment] = await deps.db
    .insert(t.payments)
    .values({ id: paymentId(), status: 'processing', ...values, createdAt: deps.now(), updatedAt: deps.now() })
    .onConflictDoNothing()
    .returning()
  if (!payment) return refuse('payment_in_progress')
  return answered(await recordOutcome(deps, payment.id, await submit(deps, payment, customerId)))
}

/** A payment voided because the price moved while it ran is refused: the patient pays again at the new price. */
const answered = (answer: PaymentAnswer): PaymentResult<PaymentAnswer> =>
  answer.payment.status === 'canceled' && answer.payment.errorCode === PRICE_CHANGED ? refuse('price_changed') : { ok: true, value: answer }

/**
 * Sends a written attempt to the processor (again, for the sweep: the key answers what it did). A
 * subscription purchase through the processor's billing creates the subscription there, noted on
 * the attempt before its outcome applies; one whose first payment failed is ended so it never bills.
 */
async function submit(deps: PaymentDeps, payment: PaymentRow, customerId: string): Promise<IntentOutcome> {
  const { billing } = deps.processor
  if (payment.purpose !== 'subscription' || !billing) return deps.processor.charge(chargeInput(payment, customerId), payment.id)
  const [option] = await deps.db
    .select({ source: t.planOptions.source })
    .from(t.planOptions)
    .where(eq(t.planOptions.id, payment.planOptionId!))
  const input = chargeInput(payment, customerId)
  try {
    // The processor renews with the card it keeps for the customer: attached before the subscription names it.
    await deps.processor.attachCard(customerId, payment.paymentMethodId)
  } catch (error) {
    if (error instanceof ProcessorCardError) return { status: 'failed', intentId: null, error: error.cardError }
    throw error
  }
  const { subscriptionId, outcome } = await billing.subscribe(
    { customerId, price: option?.source ?? '', paymentMethodId: input.paymentMethodId, metadata: input.metadata },
    payment.id,
  )
  await deps.db.update(t.payments).set({ processorSubscriptionId: subscriptionId }).where(eq(t.payments.id, payment.id))
  if (outcome.status === 'failed') await billing.cancelNow(subscriptionId)
  return outcome
}

const chargeInput = (payment: PaymentRow, customerId: string) => ({
  customerId,
  paymentMethodId: payment.paymentMethodId,
  amountCents: payment.amountCents,
  currency: 'eur' as const,
  description: payment.description,
  metadata: {
    payment_id: payment.id,
    user_id: String(payment.userId),
    purpose: payment.purpose,
    ...(payment.appointmentId ? { appointment_id: String(payment.appointmentId) } : {}),
    // A plan's discount, for the processor's dashboard (our history and receipt name it in the reader's language).
    ...(payment.discountPercent && payment.discountPlan
      ? { price_cents: String(payment.priceCents), discount_percent: String(payment.discountPercent), discount_plan: payment.discountPlan }
      : {}),
  },
  offSession: payment.purpose === 'renewal',
  saveCard: payment.saveCard,
})

/**
 * Applies a processor outcome to a payment, once: only an open payment changes, and the effects
 * (appointment paid, subscription started or extended) happen in the same transaction. A second
 * call with the same outcome finds nothing open and answers the payment as it is.
 */
export async function recordOutcome(deps: PaymentDeps, id: string, outcome: IntentOutcome): Promise<PaymentAnswer> {
  const { db } = deps
  const now = deps.now()
  const cardError = outcome.status === 'failed' ? outcome.error : null
  let status = outcome.status
  const applied = await db.transaction(async (tx) => {
    let [payment] = await tx
      .update(t.payments)
      .set({
        status,
        processorIntentId: outcome.intentId,
        receiptUrl: outcome.status === 'succeeded' ? outcome.receiptUrl : null,
        errorCode: cardError?.code ?? null,
        declineCode: cardError?.declineCode ?? null,
        updatedAt: now,
      })
      .where(and(eq(t.payments.id, id), inArray(t.payments.status, ['processing', 'requires_action'])))
      .returning()
    if (!payment) return null
    if (status === 'succeeded' && (await priceMovedSince(tx, payment))) {
      ;[payment] = await tx
        .update(t.payments)
        .set({ status: 'canceled', errorCode: PRICE_CHANGED })
        .where(eq(t.payments.id, id))
        .returning()
      status = 'canceled'
      return payment!
    }
    if (status === 'succeeded') await applySuccess(tx, payment, now, deps.processor.name)
    if (status === 'failed' && payment.purpose === 'renewal') await endAfterFailedRenewal(tx, payment)
    return payment
  })
  const [payment] = applied ? [applied] : await db.select().from(t.payments).where(eq(t.payments.id, id))
  // Taken for a price that is no longer the appointment's: the money goes back. Asked again on a later
  // report of the success until it is recorded as made (a webhook's retry after a failed refund; the
  // key keeps it one refund); never after, as Stripe's key expires after a day and a refund repeated
  // later would answer "already refunded" for ever.
  if (payment?.status === 'canceled' && payment.errorCode === PRICE_CHANGED && outcome.status === 'succeeded' && !payment.refundedAt) {
    await deps.processor.refund(outcome.intentId, `refund-${payment.id}`)
    await db.update(t.payments).set({ refundedAt: now }).where(eq(t.payments.id, payment.id))
  }
  if (applied && status === 'succeeded' && applied.saveCard) await saveCardOfPayment(deps, applied)
  if (applied && status === 'succeeded' && applied.appointmentId && deps.notifications) {
    await notifyAppointmentEvent(deps.notifications, { kind: 'payment_received', appointmentId: applied.appointmentId, by: 'system' })
  }
  if (applied && status === 'failed' && applied.purpose === 'renewal') await notifySubscriptionEnded(deps, applied.userId)
  return {
    payment: payment!,
    clientSecret: outcome.status === 'requires_action' && payment!.status === 'requires_action' ? outcome.clientSecret : null,
    cardError: payment!.status === 'failed' ? cardError : null,
  }
}

/** Why a payment that went through at the processor was voided (its error code): see priceMovedSince. */
const PRICE_CHANGED = 'price_changed'

/**
 * Issue 25: the amount captured is for the appointment's price at capture. A price change is refused
 * while a payment is open (appointments.service.ts), but one that raced the payment's start, or a
 * change by any other path, is caught here, inside the transaction that would apply the success: the
 * payment is voided instead of paying for the old price. The price is compared with the one the
 * payment was started from, not with a discount computed again: a plan that lapsed or started since
 * (a late webhook, another tab) changes no price, and the patient keeps the terms they paid with.
 */
async function priceMovedSince(tx: Transaction, payment: PaymentRow): Promise<boolean> {
  if (payment.purpose !== 'appointment' || !payment.appointmentId) return false
  const [appointment] = await tx
    .select({ priceCents: t.appointments.priceCents })
    .from(t.appointments)
    .where(eq(t.appointments.id, payment.appointmentId))
  // Payments written before the price was stored with them were for the undiscounted price.
  return appointment?.priceCents !== (payment.priceCents ?? payment.amountCents)
}

async function applySuccess(tx: Transaction, payment: PaymentRow, now: Date, processor: string): Promise<void> {
  if (payment.purpose === 'appointment' && payment.appointmentId) {
    await tx
      .update(t.appointments)
      .set({ paid: true, updatedAt: now })
      .where(and(eq(t.appointments.id, payment.appointmentId), eq(t.appointments.paid, false)))
    return
  }
  await applyPaidPeriod(tx, payment, now, processor)
}

/**
 * What paying and subscribing do before they charge: the purpose's open attempts are settled (one
 * that succeeded meanwhile is the answer, one still processing refuses), then the patient's customer
 * at the processor and a card they may use are found.
 */
export type PreparedCharge = { ready: true; customerId: string; card: UsableCard } | { ready: false; answer: PaymentResult<PaymentAnswer> }

export async function prepareCharge(
  deps: PaymentDeps,
  userId: number,
  open: PaymentRow[],
  paymentMethodId: string,
): Promise<PreparedCharge> {
  for (const attempt of open) {
    const settled = await settleOpenAttempt(deps, attempt)
    if (settled === 'in_progress') return { ready: false, answer: refuse('payment_in_progress') }
    if (settled?.payment.status === 'succeeded') return { ready: false, answer: { ok: true, value: settled } }
  }
  const customerId = await ensureCustomer(deps, userId)
  const card = await usableCard(deps, userId, customerId, paymentMethodId)
  if (!card) return { ready: false, answer: refuse('card_not_found') }
  return { ready: true, customerId, card }
}

/** A charge of a card the patient may use: refused past the decline limits, a decline counted. */
export async function chargeCard(
  deps: PaymentDeps,
  { card, customerId }: { card: UsableCard; customerId: string },
  values: NewPayment,
): Promise<PaymentResult<PaymentAnswer>> {
  if (await tooManyDeclines(deps, values.userId, card.card)) return refuse('too_many_declines')
  const result = await charge(deps, values, customerId)
  if (result.ok && result.value.payment.status === 'failed') await countDecline(deps, values.userId, card.card)
  return result
}

/**
 * An appointment's open attempt before a new one starts: one waiting for 3-D Secure is asked for
 * its outcome (it may have succeeded meanwhile) and otherwise canceled, so a patient who abandoned a
 * challenge can pay with another card; one still processing means another request is paying.
 */
async function settleOpenAttempt(deps: PaymentDeps, open: PaymentRow): Promise<PaymentAnswer | 'in_progress' | null> {
  if (open.status === 'processing' || !open.processorIntentId) return 'in_progress'
  const outcome = await deps.processor.retrieveIntent(open.processorIntentId)
  if (outcome.status === 'succeeded') return recordOutcome(deps, open.id, outcome)
  if (outcome.status === 'requires_action') await abandon(deps, open)
  await recordOutcome(
    deps,
    open.id,
    outcome.status === 'requires_action' ? { status: 'canceled', intentId: open.processorIntentId } : outcome,
  )
  return null
}

/**
 * Before an appointment's price changes (a translator added, issue 25): challenges nobody has answered
 * are settled the way a new payment settles them (a completed one applies, the others are voided),
 * so only a payment being processed holds the price and an abandoned challenge blocks nothing.
 */
export async function releaseAppointmentPrice(deps: PaymentDeps, appointmentId: number): Promise<void> {
  const waiting = await deps.db
    .select()
    .from(t.payments)
    .where(and(eq(t.payments.appointmentId, appointmentId), eq(t.payments.status, 'requires_action')))
  for (const payment of waiting) await settleOpenAttempt(deps, payment)
}

/** Gives up an attempt waiting for 3-D Secure; a processor's subscription (its first invoice's intent) goes with it. */
async function abandon(deps: PaymentDeps, open: PaymentRow): Promise<void> {
  const { billing } = deps.processor
  if (open.processorSubscriptionId && billing) await billing.cancelNow(open.processorSubscriptionId)
  else await deps.processor.cancelIntent(open.processorIntentId!)
}

/**
 * `priceCents` is the appointment's price the page showed and `amountDueCents` what it said the card
 * is charged (the price less the plan's discount, from entitlements it may have cached): either one
 * different from now answers price_changed, so the patient is never charged an amount not shown.
 */
export type PayAppointmentInput = {
  payKey: string
  paymentMethodId: string
  priceCents: number | null
  amountDueCents: number | null
  save: boolean
}

/** PayAppointment: an approved, unpaid appointment of the patient's, at its price. */
export async function payAppointment(deps: PaymentDeps, userId: number, input: PayAppointmentInput): Promise<PaymentResult<PaymentAnswer>> {
  const appointment = await findAppointmentByPayKey(deps.db, userId, input.payKey)
  if (!appointment) return refuse('appointment_not_found')
  const live = await deps.db
    .select()
    .from(t.payments)
    .where(and(eq(t.payments.appointmentId, appointment.id), inArray(t.payments.status, ['processing', 'requires_action', 'succeeded'])))
  const paid = live.find((payment) => payment.status === 'succeeded')
  // Paying again what is paid answers the payment that did it: a retry after a lost answer succeeds.
  if (paid) return { ok: true, value: { payment: paid, clientSecret: null, cardError: null } }
  if (appointment.paid || appointment.status !== APPOINTMENT_STATUS.approved) return refuse('not_payable')
  if (input.priceCents !== null && input.priceCents !== appointment.priceCents) return refuse('price_changed')
  const due = await appointmentCharge(deps.db, userId, appointment.priceCents, deps.now())
  if (input.amountDueCents !== null && input.amountDueCents !== due.amountCents) return refuse('price_changed')
  const prepared = await prepareCharge(deps, userId, live, input.paymentMethodId)
  if (!prepared.ready) return prepared.answer
  return chargeCard(deps, prepared, {
    userId,
    purpose: 'appointment',
    appointmentId: appointment.id,
    amountCents: due.amountCents,
    // What it was started from: the capture checks the price, the history and receipt name the discount.
    priceCents: due.priceCents,
    discountPercent: due.discountCents ? due.percent : null,
    discountPlan: due.discountCents ? due.planName : null,
    description: `Appointment #${appointment.id}`,
    paymentMethodId: input.paymentMethodId,
    saveCard: input.save && prepared.card.kind === 'new',
  })
}

/** After a 3-D Secure step: ask the processor how the patient's payment ended and apply it. */
export async function confirmPayment(deps: PaymentDeps, userId: number, id: string): Promise<PaymentResult<PaymentAnswer>> {
  const [payment] = await deps.db
    .select()
    .from(t.payments)
    .where(and(eq(t.payments.id, id), eq(t.payments.userId, userId)))
  if (!payment) return refuse('payment_not_found')
  if (payment.status !== 'requires_action' || !payment.processorIntentId)
    return answered({ payment, clientSecret: null, cardError: failedCard(payment) })
  const answer = await recordOutcome(deps, payment.id, await deps.processor.retrieveIntent(payment.processorIntentId))
  if (answer.payment.status === 'failed') {
    const card = await usableCard(deps, userId, await ensureCustomer(deps, userId), payment.paymentMethodId)
    if (card) await countDecline(deps, userId, card.card)
  }
  return answered(answer)
}

const failedCard = (payment: PaymentRow): CardError | null =>
  payment.status === 'failed' && payment.errorCode
    ? { code: payment.errorCode, declineCode: payment.declineCode, message: '', param: null }
    : null

/**
 * The sweep's payment part (payments.sweeper.ts): attempts cut off between "written" and "answered"
 * are replayed with their idempotency key (the processor answers what it did), and challenges nobody
 * answered are given up. Safe to run twice and on several instances at once.
 */
export async function reconcilePayments(deps: PaymentDeps, now: Date): Promise<number> {
  const stale = await deps.db
    .select()
    .from(t.payments)
    .where(and(eq(t.payments.status, 'processing'), lt(t.payments.updatedAt, new Date(now.getTime() - STALE_PROCESSING_MS))))
  for (const payment of stale) {
    const customerId = await ensureCustomer(deps, payment.userId)
    await recordOutcome(deps, payment.id, await submit(deps, payment, customerId))
  }
  const abandoned = await deps.db
    .select()
    .from(t.payments)
    .where(and(eq(t.payments.status, 'requires_action'), lt(t.payments.updatedAt, new Date(now.getTime() - ABANDONED_ACTION_MS))))
  for (const payment of abandoned) await settleOpenAttempt(deps, payment)
  return stale.length
}
