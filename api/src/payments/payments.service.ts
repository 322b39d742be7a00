import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import { APPOINTMENT_STATUS } from '../../../contract/appointments';
import { MAX_SAVED_CARDS, periodEnd, type DurationType } from '../../../contract/payments';
import type { Database } from '../db/client';
import { totalOverAll } from '../db/json';
import * as t from '../db/schema';
import type { Mailer } from '../adapters/mail';
import type { Page } from '../shared/pagination';
import { pageWithTotal } from '../shared/pagination';
import { findAppointmentByPayKey } from '../appointments/appointments.service';
import { ProcessorCardError, type IntentOutcome, type PaymentProcessor, type ProcessorCard } from './processor';
import type { CardError } from './test-cards';
import type { ReceiptPdfData } from './receipt-pdf';
import { subscriptionEndedText } from '../shared/messages';
import { activeSubscriptionOf, appointmentCharge } from '../entitlements/entitlements.service';
import { parseLocale } from '../graphql/context';
import { notifyAppointmentEvent } from '../notifications/appointment-events';
import type { NotificationDeps } from '../notifications/notifications.service';
import { consume, exhausted, LIMITS, type RateLimiter } from '../auth/rate-limit';

/**
 * Taking money (issue 13, ADR 0033). Every payment is a row in `payments` written before the
 * processor is called; its id is the processor's idempotency key and the only way an outcome is
 * applied is `recordOutcome`, which changes state once. Together: a double click, a retried request,
 * a replayed webhook or a crash between charge and write never charges twice nor applies twice.
 */
export type PaymentDeps = {
  db: Database;
  processor: PaymentProcessor;
  now: () => Date;
  mailer?: Mailer;
  notifications?: NotificationDeps;
  /** counts declines (issue 25); without one nothing is limited */
  limiter?: RateLimiter;
};

export type PaymentRow = typeof t.payments.$inferSelect;
export type CardRow = typeof t.paymentSources.$inferSelect;

/** What a payment call answers: the web follows `status` (and a card error's code). */
export type PaymentAnswer = {
  payment: PaymentRow;
  /** for requires_action: what Stripe.js or the local challenge page needs */
  clientSecret: string | null;
  cardError: CardError | null;
};

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
  | 'too_many_cards';

export type PaymentResult<T> = { ok: true; value: T } | { ok: false; refused: PaymentRefusal } | { ok: false; cardError: CardError };

const refuse = (refused: PaymentRefusal) => ({ ok: false as const, refused });

/** Attempts left open this long were cut off (a crash, a lost connection): the sweep replays them. */
export const STALE_PROCESSING_MS = 2 * 60_000;
/** An unanswered 3-D Secure challenge is given up after a day, as Stripe's links expire. */
export const ABANDONED_ACTION_MS = 24 * 60 * 60_000;

const paymentId = () => `pay_${randomBytes(16).toString('base64url')}`;

// ---------------------------------------------------------------------------------------------
// Customers and saved cards

/** The patient's customer at the processor, created once (a retried creation answers the same one). */
export async function ensureCustomer({ db, processor }: PaymentDeps, userId: number): Promise<string> {
  const [known] = await db.select().from(t.paymentCustomers).where(eq(t.paymentCustomers.userId, userId));
  if (known) return known.customerId;
  const [user] = await db.select({ email: t.users.email }).from(t.users).where(eq(t.users.id, userId));
  const customerId = await processor.createCustomer({ userId, email: user?.email ?? '' }, `customer-${userId}`);
  await db.insert(t.paymentCustomers).values({ userId, processor: processor.name, customerId }).onConflictDoNothing();
  const [stored] = await db.select().from(t.paymentCustomers).where(eq(t.paymentCustomers.userId, userId));
  return stored!.customerId;
}

export async function listCards(db: Database, userId: number): Promise<CardRow[]> {
  return db.select().from(t.paymentSources).where(eq(t.paymentSources.userId, userId)).orderBy(desc(t.paymentSources.isDefault), asc(t.paymentSources.id));
}

async function storeCard(db: Database, userId: number, card: ProcessorCard): Promise<CardRow> {
  // The first card becomes the default; a card saved twice stays one row.
  const [existing] = await db.select().from(t.paymentSources).where(eq(t.paymentSources.paymentMethodId, card.paymentMethodId));
  if (existing) return existing;
  const [{ n }] = (await db.select({ n: count() }).from(t.paymentSources).where(eq(t.paymentSources.userId, userId))) as [{ n: number }];
  const [row] = await db
    .insert(t.paymentSources)
    .values({
      userId,
      paymentMethodId: card.paymentMethodId,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
      fingerprint: card.fingerprint,
      isDefault: n === 0,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? (await db.select().from(t.paymentSources).where(eq(t.paymentSources.paymentMethodId, card.paymentMethodId)))[0]!;
}

/** Whether the patient already keeps MAX_SAVED_CARDS cards, none of them this one (saving it again changes nothing). */
async function cardsFull(db: Database, userId: number, paymentMethodId: string): Promise<boolean> {
  const cards = await db.select({ paymentMethodId: t.paymentSources.paymentMethodId }).from(t.paymentSources).where(eq(t.paymentSources.userId, userId));
  return cards.length >= MAX_SAVED_CARDS && !cards.some((card) => card.paymentMethodId === paymentMethodId);
}

/** createSource: save a card made in the browser (Stripe Elements or the local tokeniser). */
export async function addCard(deps: PaymentDeps, userId: number, paymentMethodId: string): Promise<PaymentResult<CardRow>> {
  if (await cardsFull(deps.db, userId, paymentMethodId)) return refuse('too_many_cards');
  const customerId = await ensureCustomer(deps, userId);
  const described = await deps.processor.describeCard(paymentMethodId, customerId);
  if (!described) return refuse('card_not_found');
  // Saving checks the card with its issuer: a way to test cards, limited like payments.
  if (await tooManyDeclines(deps, userId, described)) return refuse('too_many_declines');
  try {
    const card = await deps.processor.attachCard(customerId, paymentMethodId);
    return { ok: true, value: await storeCard(deps.db, userId, card) };
  } catch (error) {
    if (!(error instanceof ProcessorCardError)) throw error;
    await countDecline(deps, userId, described);
    return { ok: false, cardError: error.cardError };
  }
}

// ---------------------------------------------------------------------------------------------
// Declines (issue 25): twelve declined payments in a row all reached the processor. Declines are
// counted per patient and per card; past either limit an attempt is refused before the processor is
// asked. The card is its fingerprint (Stripe.js makes a new payment method for every try, so its id
// would not follow the card; brand, last four and expiry are on every receipt, so anyone could lock
// another's card by declining a card made up to match them). Only declines count: paying and
// retrying after a lost answer never lock anyone out.

type CardFacts = Pick<ProcessorCard, 'brand' | 'last4' | 'expMonth' | 'expYear'> & { fingerprint: string | null };

/** A card saved before fingerprints were kept is known by what was kept of it. */
const cardKey = (card: CardFacts) => card.fingerprint ?? `${card.brand}:${card.last4}:${card.expMonth}/${card.expYear}`;

const declineLimits = (userId: number, card: CardFacts) => [LIMITS.paymentDeclinesPerUser(userId), LIMITS.paymentDeclinesPerCard(cardKey(card))];

async function tooManyDeclines(deps: PaymentDeps, userId: number, card: CardFacts): Promise<boolean> {
  const { limiter } = deps;
  if (!limiter) return false;
  for (const limit of declineLimits(userId, card)) if ((await exhausted(limiter, limit)) !== null) return true;
  return false;
}

async function countDecline(deps: PaymentDeps, userId: number, card: CardFacts): Promise<void> {
  if (deps.limiter) await consume(deps.limiter, ...declineLimits(userId, card));
}

/** A charge of a card the patient may use: refused past the decline limits, a decline counted. */
async function chargeCard(deps: PaymentDeps, card: UsableCard, values: NewPayment, customerId: string): Promise<PaymentResult<PaymentAnswer>> {
  if (await tooManyDeclines(deps, values.userId, card.card)) return refuse('too_many_declines');
  const result = await charge(deps, values, customerId);
  if (result.ok && result.value.payment.status === 'failed') await countDecline(deps, values.userId, card.card);
  return result;
}

async function ownCard(db: Database, userId: number, paymentMethodId: string): Promise<CardRow | null> {
  const [row] = await db
    .select()
    .from(t.paymentSources)
    .where(and(eq(t.paymentSources.userId, userId), eq(t.paymentSources.paymentMethodId, paymentMethodId)));
  return row ?? null;
}

/** setDefault: exactly one default card, switched in one transaction. */
export async function setDefaultCard(db: Database, userId: number, paymentMethodId: string): Promise<PaymentResult<CardRow>> {
  const card = await ownCard(db, userId, paymentMethodId);
  if (!card) return refuse('card_not_found');
  await db.transaction(async (tx) => {
    await tx.update(t.paymentSources).set({ isDefault: false }).where(and(eq(t.paymentSources.userId, userId), eq(t.paymentSources.isDefault, true)));
    await tx.update(t.paymentSources).set({ isDefault: true }).where(eq(t.paymentSources.id, card.id));
  });
  return { ok: true, value: { ...card, isDefault: true } };
}

/** removeCard: the default moves to another card first when one remains (spec part 2 §4). */
export async function removeCard(deps: PaymentDeps, userId: number, paymentMethodId: string): Promise<PaymentResult<true>> {
  const card = await ownCard(deps.db, userId, paymentMethodId);
  if (!card) return refuse('card_not_found');
  if (card.isDefault) {
    const [next] = await deps.db
      .select()
      .from(t.paymentSources)
      .where(and(eq(t.paymentSources.userId, userId), ne(t.paymentSources.id, card.id)))
      .orderBy(desc(t.paymentSources.createdAt), desc(t.paymentSources.id))
      .limit(1);
    if (next) await setDefaultCard(deps.db, userId, next.paymentMethodId);
  }
  await deps.processor.detachCard(paymentMethodId);
  await deps.db.delete(t.paymentSources).where(eq(t.paymentSources.id, card.id));
  return { ok: true, value: true };
}

// ---------------------------------------------------------------------------------------------
// Payment history

const SETTLED: PaymentRow['status'][] = ['succeeded', 'failed', 'canceled'];

/** chargePayments: settled payments, newest first. */
export async function listCharges(db: Database, userId: number, page: Page): Promise<{ total: number; rows: PaymentRow[] }> {
  const mine = and(eq(t.payments.userId, userId), inArray(t.payments.status, SETTLED));
  const found = await db
    .select({ row: t.payments, total: totalOverAll() })
    .from(t.payments)
    .where(mine)
    .orderBy(desc(t.payments.createdAt), desc(t.payments.id))
    .limit(page.limit)
    .offset(page.offset);
  return pageWithTotal(found, page, async () => (await db.select({ n: count() }).from(t.payments).where(mine))[0]?.n ?? 0);
}

/** A plan's discount a payment of an appointment was started with, as stored with it; null for none. */
export type PaymentDiscount = { priceCents: number; discountCents: number; percent: number; plan: string };

export const paymentDiscountOf = (payment: PaymentRow): PaymentDiscount | null =>
  payment.priceCents !== null && payment.discountPercent && payment.discountPlan
    ? { priceCents: payment.priceCents, discountCents: payment.priceCents - payment.amountCents, percent: payment.discountPercent, plan: payment.discountPlan }
    : null;

/** Where a payment's receipt is: the processor's (Stripe's hosted one) or ours (receipt-pdf.ts). */
export const receiptUrlOf = (payment: PaymentRow): string | null =>
  payment.receiptUrl ?? (payment.status === 'succeeded' ? `/payments/receipts/${payment.id}` : null);

/** What our receipt of a patient's succeeded payment shows; null for anyone else's or an unpaid one. */
export async function findReceipt(deps: PaymentDeps, userId: number, id: string): Promise<ReceiptPdfData | null> {
  const [found] = await deps.db
    .select({ payment: t.payments, user: { firstName: t.users.firstName, lastName: t.users.lastName, email: t.users.email, timezone: t.users.timezone }, card: t.paymentSources })
    .from(t.payments)
    .innerJoin(t.users, eq(t.users.id, t.payments.userId))
    .leftJoin(t.paymentSources, eq(t.paymentSources.paymentMethodId, t.payments.paymentMethodId))
    .where(and(eq(t.payments.id, id), eq(t.payments.userId, userId), eq(t.payments.status, 'succeeded')));
  if (!found) return null;
  const { payment, user } = found;
  // A card paid with and not saved is still known to the processor.
  const [customer] = found.card || !payment.paymentMethodId ? [] : await deps.db.select().from(t.paymentCustomers).where(eq(t.paymentCustomers.userId, userId));
  const card = found.card ?? (customer ? await deps.processor.describeCard(payment.paymentMethodId, customer.customerId) : null);
  return {
    paymentId: payment.id,
    paidAt: payment.updatedAt,
    description: payment.description,
    amountCents: payment.amountCents,
    currency: payment.currency,
    payer: { name: [user.firstName, user.lastName].filter(Boolean).join(' '), email: user.email },
    zone: user.timezone,
    card: card ? { brand: card.brand, last4: card.last4 } : null,
    testMode: deps.processor.name === 'local',
    discount: paymentDiscountOf(payment),
  };
}

// ---------------------------------------------------------------------------------------------
// Charging

type NewPayment = Omit<typeof t.payments.$inferInsert, 'id' | 'status'>;

/**
 * Writes the attempt, then charges. The partial unique indexes refuse a second live attempt for the
 * same appointment, subscription purchase or renewal period: that request answers `payment_in_progress`.
 */
async function charge(deps: PaymentDeps, values: NewPayment, customerId: string): Promise<PaymentResult<PaymentAnswer>> {
  const [payment] = await deps.db
    .insert(t.payments)
    .values({ id: paymentId(), status: 'processing', ...values, createdAt: deps.now(), updatedAt: deps.now() })
    .onConflictDoNothing()
    .returning();
  if (!payment) return refuse('payment_in_progress');
  return answered(await recordOutcome(deps, payment.id, await submit(deps, payment, customerId)));
}

/** A payment voided because the price moved while it ran is refused: the patient pays again at the new price. */
const answered = (answer: PaymentAnswer): PaymentResult<PaymentAnswer> =>
  answer.payment.status === 'canceled' && answer.payment.errorCode === PRICE_CHANGED ? refuse('price_changed') : { ok: true, value: answer };

/**
 * Sends a written attempt to the processor (again, for the sweep: the key answers what it did). A
 * subscription purchase through the processor's billing creates the subscription there, noted on
 * the attempt before its outcome applies; one whose first payment failed is ended so it never bills.
 */
async function submit(deps: PaymentDeps, payment: PaymentRow, customerId: string): Promise<IntentOutcome> {
  const { billing } = deps.processor;
  if (payment.purpose !== 'subscription' || !billing) return deps.processor.charge(chargeInput(payment, customerId), payment.id);
  const [option] = await deps.db.select({ source: t.planOptions.source }).from(t.planOptions).where(eq(t.planOptions.id, payment.planOptionId!));
  const input = chargeInput(payment, customerId);
  try {
    // The processor renews with the card it keeps for the customer: attached before the subscription names it.
    await deps.processor.attachCard(customerId, payment.paymentMethodId);
  } catch (error) {
    if (error instanceof ProcessorCardError) return { status: 'failed', intentId: null, error: error.cardError };
    throw error;
  }
  const { subscriptionId, outcome } = await billing.subscribe({ customerId, price: option?.source ?? '', paymentMethodId: input.paymentMethodId, metadata: input.metadata }, payment.id);
  await deps.db.update(t.payments).set({ processorSubscriptionId: subscriptionId }).where(eq(t.payments.id, payment.id));
  if (outcome.status === 'failed') await billing.cancelNow(subscriptionId);
  return outcome;
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
    ...(payment.discountPercent && payment.discountPlan ? { price_cents: String(payment.priceCents), discount_percent: String(payment.discountPercent), discount_plan: payment.discountPlan } : {}),
  },
  offSession: payment.purpose === 'renewal',
  saveCard: payment.saveCard,
});

/**
 * Applies a processor outcome to a payment, once: only an open payment changes, and the effects
 * (appointment paid, subscription started or extended) happen in the same transaction. A second
 * call with the same outcome finds nothing open and answers the payment as it is.
 */
export async function recordOutcome(deps: PaymentDeps, id: string, outcome: IntentOutcome): Promise<PaymentAnswer> {
  const { db } = deps;
  const now = deps.now();
  const cardError = outcome.status === 'failed' ? outcome.error : null;
  let status = outcome.status;
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
      .returning();
    if (!payment) return null;
    if (status === 'succeeded' && (await priceMovedSince(tx, payment))) {
      [payment] = await tx.update(t.payments).set({ status: 'canceled', errorCode: PRICE_CHANGED }).where(eq(t.payments.id, id)).returning();
      status = 'canceled';
      return payment!;
    }
    if (status === 'succeeded') await applySuccess(tx, payment, now, deps.processor.name);
    if (status === 'failed' && payment.purpose === 'renewal') await endAfterFailedRenewal(tx, payment);
    return payment;
  });
  const [payment] = applied ? [applied] : await db.select().from(t.payments).where(eq(t.payments.id, id));
  // Taken for a price that is no longer the appointment's: the money goes back. Asked again on a later
  // report of the success until it is recorded as made (a webhook's retry after a failed refund; the
  // key keeps it one refund); never after, as Stripe's key expires after a day and a refund repeated
  // later would answer "already refunded" for ever.
  if (payment?.status === 'canceled' && payment.errorCode === PRICE_CHANGED && outcome.status === 'succeeded' && !payment.refundedAt) {
    await deps.processor.refund(outcome.intentId, `refund-${payment.id}`);
    await db.update(t.payments).set({ refundedAt: now }).where(eq(t.payments.id, payment.id));
  }
  if (applied && status === 'succeeded' && applied.saveCard) await saveCardOfPayment(deps, applied);
  if (applied && status === 'succeeded' && applied.appointmentId && deps.notifications) {
    await notifyAppointmentEvent(deps.notifications, { kind: 'payment_received', appointmentId: applied.appointmentId, by: 'system' });
  }
  if (applied && status === 'failed' && applied.purpose === 'renewal') await notifySubscriptionEnded(deps, applied.userId);
  return {
    payment: payment!,
    clientSecret: outcome.status === 'requires_action' && payment!.status === 'requires_action' ? outcome.clientSecret : null,
    cardError: payment!.status === 'failed' ? cardError : null,
  };
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Why a payment that went through at the processor was voided (its error code): see priceMovedSince. */
const PRICE_CHANGED = 'price_changed';

/**
 * Issue 25: the amount captured is for the appointment's price at capture. A price change is refused
 * while a payment is open (appointments.service.ts), but one that raced the payment's start, or a
 * change by any other path, is caught here, inside the transaction that would apply the success: the
 * payment is voided instead of paying for the old price. The price is compared with the one the
 * payment was started from, not with a discount computed again: a plan that lapsed or started since
 * (a late webhook, another tab) changes no price, and the patient keeps the terms they paid with.
 */
async function priceMovedSince(tx: Tx, payment: PaymentRow): Promise<boolean> {
  if (payment.purpose !== 'appointment' || !payment.appointmentId) return false;
  const [appointment] = await tx.select({ priceCents: t.appointments.priceCents }).from(t.appointments).where(eq(t.appointments.id, payment.appointmentId));
  // Payments written before the price was stored with them were for the undiscounted price.
  return appointment?.priceCents !== (payment.priceCents ?? payment.amountCents);
}

async function applySuccess(tx: Tx, payment: PaymentRow, now: Date, processor: string): Promise<void> {
  if (payment.purpose === 'appointment' && payment.appointmentId) {
    await tx
      .update(t.appointments)
      .set({ paid: true, updatedAt: now })
      .where(and(eq(t.appointments.id, payment.appointmentId), eq(t.appointments.paid, false)));
    return;
  }
  const [option] = await tx.select().from(t.planOptions).where(eq(t.planOptions.id, payment.planOptionId!));
  if (!option) throw new Error(`payment ${payment.id} names no plan option`);
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
    };
    await tx
      .insert(t.userSubscriptions)
      .values({ userId: payment.userId, ...values })
      .onConflictDoUpdate({ target: t.userSubscriptions.userId, set: values });
    return;
  }
  // A renewal extends the period it was taken for, from its end (not from now: a late sweep loses nothing).
  const from = payment.renewsPeriodEnd!;
  await tx
    .update(t.userSubscriptions)
    // A switched plan (switchPlan) takes its period from this renewal on.
    .set({ expirationDate: periodEnd(from, option.durationType as DurationType), durationType: option.durationType, updatedAt: now })
    .where(and(eq(t.userSubscriptions.userId, payment.userId), eq(t.userSubscriptions.expirationDate, from)));
}

async function endAfterFailedRenewal(tx: Tx, payment: PaymentRow): Promise<void> {
  // The patient keeps what they paid for until the expiry; it then lapses.
  await tx.update(t.userSubscriptions).set({ autoRenew: false, updatedAt: payment.updatedAt }).where(eq(t.userSubscriptions.userId, payment.userId));
}

async function saveCardOfPayment(deps: PaymentDeps, payment: PaymentRow): Promise<void> {
  // The payment stands; a patient who keeps the most cards already pays without keeping this one.
  if (await cardsFull(deps.db, payment.userId, payment.paymentMethodId)) return;
  const customerId = await ensureCustomer(deps, payment.userId);
  try {
    await storeCard(deps.db, payment.userId, await deps.processor.attachCard(customerId, payment.paymentMethodId));
  } catch (error) {
    // The payment stands; only keeping the card failed (the processor refused to attach it).
    if (!(error instanceof ProcessorCardError)) throw error;
  }
}

export async function notifySubscriptionEnded(deps: PaymentDeps, userId: number): Promise<void> {
  const [user] = await deps.db.select({ email: t.users.email, locale: t.users.locale }).from(t.users).where(eq(t.users.id, userId));
  const [subscription] = await deps.db.select().from(t.userSubscriptions).where(eq(t.userSubscriptions.userId, userId));
  if (!user || !subscription || !deps.mailer) return;
  const locale = parseLocale(user.locale);
  await deps.mailer.send({ to: user.email, locale, ...subscriptionEndedText(locale, subscription.expirationDate) });
}

/**
 * The card a payment uses: one of the patient's saved cards ('saved'), or a new one nobody has
 * saved that the processor knows for this patient ('new'); null for anything else. A card not saved
 * is the patient's who made it (issue 25): the built-in processor binds it to their customer when
 * tokenising; with Stripe, one attached to another customer is refused by describeCard, and one
 * another patient already paid with (an unattached payment method is theirs) is refused here.
 */
type UsableCard = { kind: 'saved' | 'new'; card: CardFacts };

async function usableCard(deps: PaymentDeps, userId: number, customerId: string, paymentMethodId: string): Promise<UsableCard | null> {
  const [holder] = await deps.db.select().from(t.paymentSources).where(eq(t.paymentSources.paymentMethodId, paymentMethodId));
  if (holder) return holder.userId === userId ? { kind: 'saved', card: holder } : null;
  const [usedByOther] = await deps.db
    .select({ id: t.payments.id })
    .from(t.payments)
    .where(and(eq(t.payments.paymentMethodId, paymentMethodId), ne(t.payments.userId, userId)))
    .limit(1);
  if (usedByOther) return null;
  const described = await deps.processor.describeCard(paymentMethodId, customerId);
  return described ? { kind: 'new', card: described } : null;
}

/**
 * An appointment's open attempt before a new one starts: one waiting for 3-D Secure is asked for
 * its outcome (it may have succeeded meanwhile) and otherwise canceled, so a patient who abandoned a
 * challenge can pay with another card; one still processing means another request is paying.
 */
async function settleOpenAttempt(deps: PaymentDeps, open: PaymentRow): Promise<PaymentAnswer | 'in_progress' | null> {
  if (open.status === 'processing' || !open.processorIntentId) return 'in_progress';
  const outcome = await deps.processor.retrieveIntent(open.processorIntentId);
  if (outcome.status === 'succeeded') return recordOutcome(deps, open.id, outcome);
  if (outcome.status === 'requires_action') await abandon(deps, open);
  await recordOutcome(deps, open.id, outcome.status === 'requires_action' ? { status: 'canceled', intentId: open.processorIntentId } : outcome);
  return null;
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
    .where(and(eq(t.payments.appointmentId, appointmentId), eq(t.payments.status, 'requires_action')));
  for (const payment of waiting) await settleOpenAttempt(deps, payment);
}

/** Gives up an attempt waiting for 3-D Secure; a processor's subscription (its first invoice's intent) goes with it. */
async function abandon(deps: PaymentDeps, open: PaymentRow): Promise<void> {
  const { billing } = deps.processor;
  if (open.processorSubscriptionId && billing) await billing.cancelNow(open.processorSubscriptionId);
  else await deps.processor.cancelIntent(open.processorIntentId!);
}

/**
 * `priceCents` is the appointment's price the page showed and `amountDueCents` what it said the card
 * is charged (the price less the plan's discount, from entitlements it may have cached): either one
 * different from now answers price_changed, so the patient is never charged an amount not shown.
 */
export type PayAppointmentInput = { payKey: string; paymentMethodId: string; priceCents: number | null; amountDueCents: number | null; save: boolean };

/** PayAppointment: an approved, unpaid appointment of the patient's, at its price. */
export async function payAppointment(deps: PaymentDeps, userId: number, input: PayAppointmentInput): Promise<PaymentResult<PaymentAnswer>> {
  const appointment = await findAppointmentByPayKey(deps.db, userId, input.payKey);
  if (!appointment) return refuse('appointment_not_found');
  const live = await deps.db
    .select()
    .from(t.payments)
    .where(and(eq(t.payments.appointmentId, appointment.id), inArray(t.payments.status, ['processing', 'requires_action', 'succeeded'])));
  const paid = live.find((payment) => payment.status === 'succeeded');
  // Paying again what is paid answers the payment that did it: a retry after a lost answer succeeds.
  if (paid) return { ok: true, value: { payment: paid, clientSecret: null, cardError: null } };
  if (appointment.paid || appointment.status !== APPOINTMENT_STATUS.approved) return refuse('not_payable');
  if (input.priceCents !== null && input.priceCents !== appointment.priceCents) return refuse('price_changed');
  const due = await appointmentCharge(deps.db, userId, appointment.priceCents, deps.now());
  if (input.amountDueCents !== null && input.amountDueCents !== due.amountCents) return refuse('price_changed');
  for (const open of live) {
    const settled = await settleOpenAttempt(deps, open);
    if (settled === 'in_progress') return refuse('payment_in_progress');
    if (settled?.payment.status === 'succeeded') return { ok: true, value: settled };
  }
  const customerId = await ensureCustomer(deps, userId);
  const card = await usableCard(deps, userId, customerId, input.paymentMethodId);
  if (!card) return refuse('card_not_found');
  return chargeCard(
    deps,
    card,
    {
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
      saveCard: input.save && card.kind === 'new',
    },
    customerId,
  );
}

/** After a 3-D Secure step: ask the processor how the patient's payment ended and apply it. */
export async function confirmPayment(deps: PaymentDeps, userId: number, id: string): Promise<PaymentResult<PaymentAnswer>> {
  const [payment] = await deps.db.select().from(t.payments).where(and(eq(t.payments.id, id), eq(t.payments.userId, userId)));
  if (!payment) return refuse('payment_not_found');
  if (payment.status !== 'requires_action' || !payment.processorIntentId) return answered({ payment, clientSecret: null, cardError: failedCard(payment) });
  const answer = await recordOutcome(deps, payment.id, await deps.processor.retrieveIntent(payment.processorIntentId));
  if (answer.payment.status === 'failed') {
    const card = await usableCard(deps, userId, await ensureCustomer(deps, userId), payment.paymentMethodId);
    if (card) await countDecline(deps, userId, card.card);
  }
  return answered(answer);
}

const failedCard = (payment: PaymentRow): CardError | null =>
  payment.status === 'failed' && payment.errorCode ? { code: payment.errorCode, declineCode: payment.declineCode, message: '', param: null } : null;

// ---------------------------------------------------------------------------------------------
// Subscription

export type SubscriptionRow = typeof t.userSubscriptions.$inferSelect;

/**
 * The patient's subscription while its expiration date is in the future (issue 13): for buying and
 * changing it. What a plan grants is the entitlements service's (entitlements.service.ts).
 */
export async function activeSubscription(db: Database, userId: number, now: Date): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(t.userSubscriptions).where(activeSubscriptionOf(userId, now));
  return row ?? null;
}

export type SubscribeInput = { planOptionId: number; paymentMethodId: string; save: boolean };

/** Buys the first period of a paid plan option; the built-in processor renews it at expiry. */
export async function subscribe(deps: PaymentDeps, userId: number, input: SubscribeInput): Promise<PaymentResult<PaymentAnswer>> {
  const [option] = await deps.db.select().from(t.planOptions).where(eq(t.planOptions.id, input.planOptionId));
  if (!option || option.priceCents <= 0) return refuse('plan_not_found');
  if (await activeSubscription(deps.db, userId, deps.now())) return refuse('already_subscribed');
  const [open] = await deps.db
    .select()
    .from(t.payments)
    .where(and(eq(t.payments.userId, userId), eq(t.payments.purpose, 'subscription'), inArray(t.payments.status, ['processing', 'requires_action'])));
  if (open) {
    const settled = await settleOpenAttempt(deps, open);
    if (settled === 'in_progress') return refuse('payment_in_progress');
    if (settled?.payment.status === 'succeeded') return { ok: true, value: settled };
  }
  const customerId = await ensureCustomer(deps, userId);
  const card = await usableCard(deps, userId, customerId, input.paymentMethodId);
  if (!card) return refuse('card_not_found');
  const [plan] = await deps.db.select({ name: t.subscriptionPlans.name }).from(t.subscriptionPlans).where(eq(t.subscriptionPlans.id, option.planId));
  return chargeCard(
    deps,
    card,
    {
      userId,
      purpose: 'subscription',
      planOptionId: option.id,
      amountCents: option.priceCents,
      description: `${plan?.name ?? 'Subscription'} (${option.durationType === 2 ? 'yearly' : 'monthly'})`,
      paymentMethodId: input.paymentMethodId,
      // Renewals need a card on file: a subscription's card is always kept.
      saveCard: card.kind === 'new',
    },
    customerId,
  );
}

/**
 * Cancel (auto-renew off, the period is kept) or restart (auto-renew on) an active subscription.
 * Cancelling also drops a pending switchPlan: nothing renews, so there is nothing to renew at.
 */
export async function setAutoRenew(deps: PaymentDeps, userId: number, on: boolean): Promise<PaymentResult<SubscriptionRow>> {
  const active = await activeSubscription(deps.db, userId, deps.now());
  if (!active) return refuse('not_subscribed');
  if (on && !(await listCards(deps.db, userId)).length) return refuse('no_saved_card');
  const billing = billingOf(deps, active);
  if (billing) await billing.cancelAtPeriodEnd(active.processorSubscriptionId!, !on);
  const current = on ? null : await optionOfPeriod(deps.db, active);
  const [row] = await deps.db
    .update(t.userSubscriptions)
    .set({ autoRenew: on, ...(current ? { planOptionId: current.id } : {}), updatedAt: deps.now() })
    .where(eq(t.userSubscriptions.id, active.id))
    .returning();
  return { ok: true, value: row! };
}

/**
 * switchPlan (the account flow's step): another option of the same plan (monthly ↔ yearly) from the
 * next renewal on; the period already paid for is kept as it is. Switching back cancels the switch.
 */
export async function switchPlanOption(deps: PaymentDeps, userId: number, planOptionId: number): Promise<PaymentResult<SubscriptionRow>> {
  const active = await activeSubscription(deps.db, userId, deps.now());
  if (!active) return refuse('not_subscribed');
  const [option] = await deps.db.select().from(t.planOptions).where(eq(t.planOptions.id, planOptionId));
  if (!option || option.planId !== active.planId || option.priceCents <= 0) return refuse('plan_not_found');
  await billingOf(deps, active)?.renewAt(active.processorSubscriptionId!, option.source ?? '');
  const [row] = await deps.db
    .update(t.userSubscriptions)
    .set({ planOptionId: option.id, updatedAt: deps.now() })
    .where(eq(t.userSubscriptions.id, active.id))
    .returning();
  return { ok: true, value: row! };
}

/** The processor's billing when it keeps this subscription (Stripe Billing); null when our sweep renews it. */
const billingOf = (deps: PaymentDeps, subscription: SubscriptionRow) =>
  subscription.processorSubscriptionId && subscription.processor === deps.processor.name ? (deps.processor.billing ?? null) : null;

/** The plan option of the period being used (a pending switch names the next period's). */
async function optionOfPeriod(db: Database, subscription: SubscriptionRow) {
  const [option] = await db
    .select()
    .from(t.planOptions)
    .where(and(eq(t.planOptions.planId, subscription.planId), eq(t.planOptions.durationType, subscription.durationType)));
  return option ?? null;
}

// ---------------------------------------------------------------------------------------------
// The sweep: reconciliation and renewals

/**
 * Runs periodically in every API instance (payments.sweeper.ts). It replays attempts cut off
 * between "written" and "answered" with their idempotency key (the processor answers what it did),
 * gives up challenges nobody answered, and, for the built-in processor, renews subscriptions due.
 * Every step is safe to run twice and on several instances at once.
 */
export async function sweepPayments(deps: PaymentDeps): Promise<{ reconciled: number; renewed: number }> {
  const now = deps.now();
  const stale = await deps.db
    .select()
    .from(t.payments)
    .where(and(eq(t.payments.status, 'processing'), lt(t.payments.updatedAt, new Date(now.getTime() - STALE_PROCESSING_MS))));
  for (const payment of stale) {
    const customerId = await ensureCustomer(deps, payment.userId);
    await recordOutcome(deps, payment.id, await submit(deps, payment, customerId));
  }
  const abandoned = await deps.db
    .select()
    .from(t.payments)
    .where(and(eq(t.payments.status, 'requires_action'), lt(t.payments.updatedAt, new Date(now.getTime() - ABANDONED_ACTION_MS))));
  for (const payment of abandoned) await settleOpenAttempt(deps, payment);

  let renewed = 0;
  if (deps.processor.name === 'local') {
    const due = await deps.db
      .select()
      .from(t.userSubscriptions)
      .where(and(eq(t.userSubscriptions.autoRenew, true), eq(t.userSubscriptions.processor, 'local'), sql`${t.userSubscriptions.expirationDate} <= ${now}`));
    for (const subscription of due) if (await renew(deps, subscription)) renewed += 1;
  }
  return { reconciled: stale.length, renewed };
}

async function renew(deps: PaymentDeps, subscription: SubscriptionRow): Promise<boolean> {
  const [card] = await deps.db
    .select()
    .from(t.paymentSources)
    .where(and(eq(t.paymentSources.userId, subscription.userId), eq(t.paymentSources.isDefault, true)));
  const [option] = await deps.db.select().from(t.planOptions).where(eq(t.planOptions.id, subscription.planOptionId));
  if (!card || !option) {
    await deps.db.update(t.userSubscriptions).set({ autoRenew: false, updatedAt: deps.now() }).where(eq(t.userSubscriptions.id, subscription.id));
    await notifySubscriptionEnded(deps, subscription.userId);
    return false;
  }
  const customerId = await ensureCustomer(deps, subscription.userId);
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
  );
  // Another instance claimed this period's renewal: the unique index let only one through.
  return result.ok && result.value.payment.status === 'succeeded';
}
