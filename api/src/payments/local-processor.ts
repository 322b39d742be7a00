import { createHmac, randomBytes } from 'node:crypto'
import { and, eq, isNull, or } from 'drizzle-orm'
import type { Database } from '../db/client'
import * as t from '../db/schema'
import type { ChargeInput, IntentOutcome, PaymentProcessor, ProcessorCard } from './processor'
import { ProcessorCardError } from './processor'
import {
  afterAuthentication,
  attachDecision,
  cardDigits,
  cardError,
  chargeDecision,
  tokeniseCard,
  type CardInput,
  type ChargeDecision,
  type CardError,
} from './test-cards'

/**
 * The built-in card processor (ADR 0033): Stripe's test mode without the network. It keeps its own
 * books in the local_processor_* tables, accepts only Stripe's test cards (test-cards.ts), answers
 * Stripe's error codes, and asks for a 3-D Secure challenge that the patient completes or fails on
 * the web app's challenge page. It never stores a card number or CVC, and takes no money: it runs
 * in production only when PAYMENT_PROCESSOR=test names it (`npm start`'s demo; ADR 0040), and the
 * payment page then says it is test mode.
 */
export type LocalProcessor = PaymentProcessor & {
  /**
   * the tokenising endpoint's work: the only place a card number and CVC are seen. The payment
   * method belongs to the tokenising patient's customer from the start, so nobody else can pay with it.
   */
  createPaymentMethod(card: CardInput, customerId: string): Promise<{ ok: true; card: ProcessorCard } | { ok: false; error: CardError }>
  /** the challenge page's answer for an intent waiting for 3-D Secure */
  authenticate(intentId: string, passed: boolean): Promise<IntentOutcome | null>
  /** the metadata the intent was created with (who may answer its challenge) */
  intentMetadata(intentId: string): Promise<Record<string, string> | null>
}

const newId = (prefix: string) => `${prefix}_local_${randomBytes(18).toString('base64url')}`

const toCard = (row: typeof t.localPaymentMethods.$inferSelect): ProcessorCard => ({
  paymentMethodId: row.id,
  brand: row.brand,
  last4: row.last4,
  expMonth: row.expMonth,
  expYear: row.expYear,
  fingerprint: row.fingerprint,
})

type IntentRow = typeof t.localPaymentIntents.$inferSelect

function outcomeOf(row: IntentRow): IntentOutcome {
  switch (row.status) {
    case 'succeeded':
      return { status: 'succeeded', intentId: row.id, receiptUrl: null }
    case 'requires_action':
      return { status: 'requires_action', intentId: row.id, clientSecret: row.id }
    case 'canceled':
    case 'refunded':
      return { status: 'canceled', intentId: row.id }
    case 'failed':
      return { status: 'failed', intentId: row.id, error: cardError(row.errorCode ?? 'card_declined', row.declineCode) }
  }
}

const settle = (decision: ChargeDecision) =>
  decision.result === 'succeeds'
    ? { status: 'succeeded' as const, errorCode: null, declineCode: null }
    : decision.result === 'needs_authentication'
      ? { status: 'requires_action' as const, errorCode: null, declineCode: null }
      : { status: 'failed' as const, errorCode: decision.error.code, declineCode: decision.error.declineCode }

/**
 * `fingerprintKey` keys the hash that stands for a card number, as Stripe's card.fingerprint does:
 * the number cannot be found from it by trying the few numbers a card's last four and brand leave.
 * Instances sharing a database must share it (create-processor.ts derives it from AUTH_SECRET).
 */
export function createLocalProcessor(db: Database, options: { now?: () => Date; fingerprintKey?: Buffer } = {}): LocalProcessor {
  const now = options.now ?? (() => new Date())
  const fingerprintKey = options.fingerprintKey ?? randomBytes(32)
  const fingerprintOf = (number: string) => createHmac('sha256', fingerprintKey).update(cardDigits(number)).digest('base64url')

  async function paymentMethod(id: string) {
    const [row] = await db.select().from(t.localPaymentMethods).where(eq(t.localPaymentMethods.id, id))
    return row ?? null
  }

  async function intent(id: string) {
    const [row] = await db.select().from(t.localPaymentIntents).where(eq(t.localPaymentIntents.id, id))
    return row ?? null
  }

  return {
    name: 'local',
    publishableKey: null,

    async createPaymentMethod(input, customerId) {
      const result = tokeniseCard(input, now())
      if (!result.ok) return result
      const { card } = result
      const [row] = await db
        .insert(t.localPaymentMethods)
        .values({
          id: newId('pm'),
          customerId,
          brand: card.brand,
          last4: card.last4,
          expMonth: card.expMonth,
          expYear: card.expYear,
          behaviour: card.behaviour,
          fingerprint: fingerprintOf(input.number),
        })
        .returning()
      return { ok: true, card: toCard(row!) }
    },

    async createCustomer({ email }, idempotencyKey) {
      // The idempotency key doubles as the id's seed: asking twice answers the same customer.
      const id = `cus_local_${idempotencyKey}`
      await db.insert(t.localCustomers).values({ id, email }).onConflictDoNothing()
      return id
    },

    async describeCard(paymentMethodId, customerId) {
      const row = await paymentMethod(paymentMethodId)
      if (!row || (row.customerId !== null && row.customerId !== customerId)) return null
      return toCard(row)
    },

    async attachCard(customerId, paymentMethodId) {
      const row = await paymentMethod(paymentMethodId)
      if (!row || (row.customerId !== null && row.customerId !== customerId)) throw new ProcessorCardError(cardError('resource_missing'))
      const refused = attachDecision(row.behaviour)
      if (refused) throw new ProcessorCardError(refused)
      await db.update(t.localPaymentMethods).set({ customerId }).where(eq(t.localPaymentMethods.id, paymentMethodId))
      return toCard(row)
    },

    async detachCard(paymentMethodId) {
      await db.update(t.localPaymentMethods).set({ customerId: null }).where(eq(t.localPaymentMethods.id, paymentMethodId))
    },

    async charge(input: ChargeInput, idempotencyKey) {
      // A replayed request answers what the first one did (Stripe keeps idempotency keys for a day).
      const [earlier] = await db.select().from(t.localPaymentIntents).where(eq(t.localPaymentIntents.idempotencyKey, idempotencyKey))
      if (earlier) return outcomeOf(earlier)

      const card = await db
        .select()
        .from(t.localPaymentMethods)
        .where(
          and(
            eq(t.localPaymentMethods.id, input.paymentMethodId),
            or(isNull(t.localPaymentMethods.customerId), eq(t.localPaymentMethods.customerId, input.customerId)),
          ),
        )
      const method = card[0]
      const decision: ChargeDecision = !method
        ? { result: 'fails', error: cardError('resource_missing') }
        : chargeDecision(method.behaviour, { offSession: input.offSession, savedCard: method.customerId === input.customerId })
      const [row] = await db
        .insert(t.localPaymentIntents)
        .values({
          id: newId('pi'),
          idempotencyKey,
          customerId: input.customerId,
          paymentMethodId: input.paymentMethodId,
          amountCents: input.amountCents,
          currency: input.currency,
          description: input.description,
          metadata: input.metadata,
          offSession: input.offSession,
          ...settle(decision),
        })
        .onConflictDoNothing({ target: t.localPaymentIntents.idempotencyKey })
        .returning()
      // Two replays raced: the one that was written is the answer.
      if (!row)
        return outcomeOf(
          (await db.select().from(t.localPaymentIntents).where(eq(t.localPaymentIntents.idempotencyKey, idempotencyKey)))[0]!,
        )
      return outcomeOf(row)
    },

    async retrieveIntent(intentId) {
      const row = await intent(intentId)
      if (!row) throw new Error(`no payment intent ${intentId}`)
      return outcomeOf(row)
    },

    async cancelIntent(intentId) {
      await db
        .update(t.localPaymentIntents)
        .set({ status: 'canceled', updatedAt: now() })
        .where(and(eq(t.localPaymentIntents.id, intentId), eq(t.localPaymentIntents.status, 'requires_action')))
    },

    async refund(intentId) {
      await db
        .update(t.localPaymentIntents)
        .set({ status: 'refunded', updatedAt: now() })
        .where(and(eq(t.localPaymentIntents.id, intentId), eq(t.localPaymentIntents.status, 'succeeded')))
    },

    async authenticate(intentId, passed) {
      const row = await intent(intentId)
      if (!row) return null
      if (row.status !== 'requires_action') return outcomeOf(row)
      const method = await paymentMethod(row.paymentMethodId)
      const result = settle(afterAuthentication(method?.behaviour ?? 'succeeds', passed))
      const [updated] = await db
        .update(t.localPaymentIntents)
        .set({ ...result, updatedAt: now() })
        .where(and(eq(t.localPaymentIntents.id, intentId), eq(t.localPaymentIntents.status, 'requires_action')))
        .returning()
      return outcomeOf(updated ?? (await intent(intentId))!)
    },

    async intentMetadata(intentId) {
      return (await intent(intentId))?.metadata ?? null
    },
  }
}
