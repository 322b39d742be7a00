import { and, asc, count, desc, eq, ne } from 'drizzle-orm'
import { MAX_SAVED_CARDS } from '#contract/payments'
import type { Database } from '../db/client'
import * as t from '../db/schema'
import { consume, exhausted, LIMITS } from '../auth/rate-limit'
import { ProcessorCardError, type ProcessorCard } from './processor'
import { refuse, type CardRow, type PaymentDeps, type PaymentResult, type PaymentRow } from './payment-types'

/**
 * The patient's customer at the processor and saved cards (spec part 2 §4), which card a payment may
 * use, and the decline limits (issue 25).
 */

/** The patient's customer at the processor, created once (a retried creation answers the same one). */
export async function ensureCustomer({ db, processor }: PaymentDeps, userId: number): Promise<string> {
  const [known] = await db.select().from(t.paymentCustomers).where(eq(t.paymentCustomers.userId, userId))
  if (known) return known.customerId
  const [user] = await db.select({ email: t.users.email }).from(t.users).where(eq(t.users.id, userId))
  const customerId = await processor.createCustomer({ userId, email: user?.email ?? '' }, `customer-${userId}`)
  await db.insert(t.paymentCustomers).values({ userId, processor: processor.name, customerId }).onConflictDoNothing()
  const [stored] = await db.select().from(t.paymentCustomers).where(eq(t.paymentCustomers.userId, userId))
  return stored!.customerId
}

export async function listCards(db: Database, userId: number): Promise<CardRow[]> {
  return db
    .select()
    .from(t.paymentSources)
    .where(eq(t.paymentSources.userId, userId))
    .orderBy(desc(t.paymentSources.isDefault), asc(t.paymentSources.id))
}

async function storeCard(db: Database, userId: number, card: ProcessorCard): Promise<CardRow> {
  // The first card becomes the default; a card saved twice stays one row.
  const [existing] = await db.select().from(t.paymentSources).where(eq(t.paymentSources.paymentMethodId, card.paymentMethodId))
  if (existing) return existing
  const [{ n }] = (await db.select({ n: count() }).from(t.paymentSources).where(eq(t.paymentSources.userId, userId))) as [{ n: number }]
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
    .returning()
  return row ?? (await db.select().from(t.paymentSources).where(eq(t.paymentSources.paymentMethodId, card.paymentMethodId)))[0]!
}

/** Whether the patient already keeps MAX_SAVED_CARDS cards, none of them this one (saving it again changes nothing). */
async function cardsFull(db: Database, userId: number, paymentMethodId: string): Promise<boolean> {
  const cards = await db
    .select({ paymentMethodId: t.paymentSources.paymentMethodId })
    .from(t.paymentSources)
    .where(eq(t.paymentSources.userId, userId))
  return cards.length >= MAX_SAVED_CARDS && !cards.some((card) => card.paymentMethodId === paymentMethodId)
}

/** createSource: save a card made in the browser (Stripe Elements or the local tokeniser). */
export async function addCard(deps: PaymentDeps, userId: number, paymentMethodId: string): Promise<PaymentResult<CardRow>> {
  if (await cardsFull(deps.db, userId, paymentMethodId)) return refuse('too_many_cards')
  const customerId = await ensureCustomer(deps, userId)
  const described = await deps.processor.describeCard(paymentMethodId, customerId)
  if (!described) return refuse('card_not_found')
  // Saving checks the card with its issuer: a way to test cards, limited like payments.
  if (await tooManyDeclines(deps, userId, described)) return refuse('too_many_declines')
  try {
    const card = await deps.processor.attachCard(customerId, paymentMethodId)
    return { ok: true, value: await storeCard(deps.db, userId, card) }
  } catch (error) {
    if (!(error instanceof ProcessorCardError)) throw error
    await countDecline(deps, userId, described)
    return { ok: false, cardError: error.cardError }
  }
}

// ---------------------------------------------------------------------------------------------
// Declines (issue 25): twelve declined payments in a row all reached the processor. Declines are
// counted per patient and per card; past either limit an attempt is refused before the processor is
// asked. The card is its fingerprint (Stripe.js makes a new payment method for every try, so its id
// would not follow the card; brand, last four and expiry are on every receipt, so anyone could lock
// another's card by declining a card made up to match them). Only declines count: paying and
// retrying after a lost answer never lock anyone out.

type CardFacts = Pick<ProcessorCard, 'brand' | 'last4' | 'expMonth' | 'expYear'> & { fingerprint: string | null }

/** A card saved before fingerprints were kept is known by what was kept of it. */
const cardKey = (card: CardFacts) => card.fingerprint ?? `${card.brand}:${card.last4}:${card.expMonth}/${card.expYear}`

const declineLimits = (userId: number, card: CardFacts) => [
  LIMITS.paymentDeclinesPerUser(userId),
  LIMITS.paymentDeclinesPerCard(cardKey(card)),
]

export async function tooManyDeclines(deps: PaymentDeps, userId: number, card: CardFacts): Promise<boolean> {
  const { limiter } = deps
  if (!limiter) return false
  for (const limit of declineLimits(userId, card)) if ((await exhausted(limiter, limit)) !== null) return true
  return false
}

export async function countDecline(deps: PaymentDeps, userId: number, card: CardFacts): Promise<void> {
  if (deps.limiter) await consume(deps.limiter, ...declineLimits(userId, card))
}

async function ownCard(db: Database, userId: number, paymentMethodId: string): Promise<CardRow | null> {
  const [row] = await db
    .select()
    .from(t.paymentSources)
    .where(and(eq(t.paymentSources.userId, userId), eq(t.paymentSources.paymentMethodId, paymentMethodId)))
  return row ?? null
}

/** setDefault: exactly one default card, switched in one transaction. */
export async function setDefaultCard(db: Database, userId: number, paymentMethodId: string): Promise<PaymentResult<CardRow>> {
  const card = await ownCard(db, userId, paymentMethodId)
  if (!card) return refuse('card_not_found')
  await db.transaction(async (tx) => {
    await tx
      .update(t.paymentSources)
      .set({ isDefault: false })
      .where(and(eq(t.paymentSources.userId, userId), eq(t.paymentSources.isDefault, true)))
    await tx.update(t.paymentSources).set({ isDefault: true }).where(eq(t.paymentSources.id, card.id))
  })
  return { ok: true, value: { ...card, isDefault: true } }
}

/** removeCard: the default moves to another card first when one remains (spec part 2 §4). */
export async function removeCard(deps: PaymentDeps, userId: number, paymentMethodId: string): Promise<PaymentResult<true>> {
  const card = await ownCard(deps.db, userId, paymentMethodId)
  if (!card) return refuse('card_not_found')
  if (card.isDefault) {
    const [next] = await deps.db
      .select()
      .from(t.paymentSources)
      .where(and(eq(t.paymentSources.userId, userId), ne(t.paymentSources.id, card.id)))
      .orderBy(desc(t.paymentSources.createdAt), desc(t.paymentSources.id))
      .limit(1)
    if (next) await setDefaultCard(deps.db, userId, next.paymentMethodId)
  }
  await deps.processor.detachCard(paymentMethodId)
  await deps.db.delete(t.paymentSources).where(eq(t.paymentSources.id, card.id))
  return { ok: true, value: true }
}

/**
 * The card a payment uses: one of the patient's saved cards ('saved'), or a new one nobody has
 * saved that the processor knows for this patient ('new'); null for anything else. A card not saved
 * is the patient's who made it (issue 25): the built-in processor binds it to their customer when
 * tokenising; with Stripe, one attached to another customer is refused by describeCard, and one
 * another patient already paid with (an unattached payment method is theirs) is refused here.
 */
export type UsableCard = { kind: 'saved' | 'new'; card: CardFacts }

export async function usableCard(
  deps: PaymentDeps,
  userId: number,
  customerId: string,
  paymentMethodId: string,
): Promise<UsableCard | null> {
  const [holder] = await deps.db.select().from(t.paymentSources).where(eq(t.paymentSources.paymentMethodId, paymentMethodId))
  if (holder) return holder.userId === userId ? { kind: 'saved', card: holder } : null
  const [usedByOther] = await deps.db
    .select({ id: t.payments.id })
    .from(t.payments)
    .where(and(eq(t.payments.paymentMethodId, paymentMethodId), ne(t.payments.userId, userId)))
    .limit(1)
  if (usedByOther) return null
  const described = await deps.processor.describeCard(paymentMethodId, customerId)
  return described ? { kind: 'new', card: described } : null
}

export async function saveCardOfPayment(deps: PaymentDeps, payment: PaymentRow): Promise<void> {
  // The payment stands; a patient who keeps the most cards already pays without keeping this one.
  if (await cardsFull(deps.db, payment.userId, payment.paymentMethodId)) return
  const customerId = await ensureCustomer(deps, payment.userId)
  try {
    await storeCard(deps.db, payment.userId, await deps.processor.attachCard(customerId, payment.paymentMethodId))
  } catch (error) {
    // The payment stands; only keeping the card failed (the processor refused to attach it).
    if (!(error instanceof ProcessorCardError)) throw error
  }
}
