import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { createLogger, type Logger } from '../shared/logger'
import * as t from '../db/schema'
import type { Locale } from '../db/schema'
import type { Mailer } from './mail'
import type { SmsSender } from './sms'

export type OutboxChannel = 'email' | 'sms'
type OutboxRow = typeof t.outboxMessages.$inferSelect

/**
 * Every e-mail and SMS goes through outbox_messages (ADR 0015). A request only adds a row, so its
 * timing never depends on SMTP or the SMS provider (forgot-password cannot tell which e-mails
 * exist). `deliver`: a provider is configured for the channel, the row waits for the worker
 * ('pending'); otherwise it is 'local' and the dev mailbox (GET /dev/mailbox, when the API listens on
 * loopback) shows it.
 */
export async function writeOutbox(
  db: Database,
  message: { channel: OutboxChannel; recipient: string; subject: string | null; body: string; locale: string },
  deliver: boolean,
): Promise<void> {
  // Due now by the API's clock, the one the worker compares with: the database's default (its own
  // clock, in microseconds) could be later than a worker's millisecond `now` in the same millisecond.
  await db.insert(t.outboxMessages).values({ ...message, status: deliver ? 'pending' : 'local', nextAttemptAt: new Date() })
}

/** The providers the worker delivers through; a channel without one keeps its rows local. */
export type OutboxTransports = { email?: Mailer | undefined; sms?: SmsSender | undefined }

const SECOND = 1000
/** A claimed row is hidden from other workers this long; a worker that dies mid-send frees it then. */
const CLAIM_LEASE_MS = 5 * 60 * SECOND
export const MAX_ATTEMPTS = 8
/** 30 s, 1 min, 2 min … at most an hour between attempts (about 2 hours in all). */
export const retryDelayMs = (attempts: number) => Math.min(30 * SECOND * 2 ** (attempts - 1), 60 * 60 * SECOND)

/**
 * Claims due rows so that no other worker (another API instance) takes them: the inner SELECT
 * locks with SKIP LOCKED, the UPDATE counts the attempt and moves next_attempt_at past the lease.
 */
async function claimDue(db: Database, channels: OutboxChannel[], now: Date, batch: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: t.outboxMessages.id })
    .from(t.outboxMessages)
    .where(
      and(eq(t.outboxMessages.status, 'pending'), lte(t.outboxMessages.nextAttemptAt, now), inArray(t.outboxMessages.channel, channels)),
    )
    .orderBy(asc(t.outboxMessages.nextAttemptAt), asc(t.outboxMessages.id))
    .limit(batch)
    .for('update', { skipLocked: true })
  return db
    .update(t.outboxMessages)
    .set({ attempts: sql`${t.outboxMessages.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS) })
    .where(inArray(t.outboxMessages.id, due))
    .returning()
}

function send(row: OutboxRow, transports: OutboxTransports): Promise<void> {
  const locale = row.locale as Locale
  if (row.channel === 'email') return transports.email!.send({ to: row.recipient, subject: row.subject ?? '', text: row.body, locale })
  return transports.sms!.send({ to: row.recipient, text: row.body, locale })
}

const silent = createLogger('silent')

/**
 * One round of the worker: delivers the due rows of the channels that have a provider. A failure
 * is retried after retryDelayMs; after MAX_ATTEMPTS the row is 'failed'. Delivered rows drop their
 * text (codes, reset links). Returns how many rows were delivered. `now` is injectable for tests.
 */
export async function deliverDueMessages(
  db: Database,
  transports: OutboxTransports,
  { now = new Date(), batch = 20, logger = silent }: { now?: Date; batch?: number; logger?: Logger } = {},
): Promise<number> {
  const channels = (['email', 'sms'] as const).filter((channel) => transports[channel])
  if (channels.length === 0) return 0
  let delivered = 0
  for (const row of await claimDue(db, channels, now, batch)) {
    try {
      await send(row, transports)
      await db
        .update(t.outboxMessages)
        .set({ status: 'sent', sentAt: new Date(), body: '', lastError: null })
        .where(eq(t.outboxMessages.id, row.id))
      delivered += 1
    } catch (error) {
      const lastError = error instanceof Error ? error.message : String(error)
      const done = row.attempts >= MAX_ATTEMPTS
      logger.warn(
        { channel: row.channel, messageId: row.id, attempt: row.attempts, error: lastError, final: done },
        'outbox delivery failed',
      )
      await db
        .update(t.outboxMessages)
        .set({ status: done ? 'failed' : 'pending', lastError, nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)) })
        .where(eq(t.outboxMessages.id, row.id))
    }
  }
  return delivered
}

/**
 * Runs deliverDueMessages every `intervalMs` in the API process (several instances may each run
 * one). `stop()` waits for the round in progress. Nothing runs when no provider is configured.
 */
export function startOutboxWorker(
  db: Database,
  transports: OutboxTransports,
  { intervalMs = 2000, logger = silent }: { intervalMs?: number; logger?: Logger } = {},
) {
  let round: Promise<unknown> = Promise.resolve()
  const timer = setInterval(() => {
    round = round
      .then(() => deliverDueMessages(db, transports, { logger }))
      .catch((err: unknown) => logger.error({ err }, 'outbox worker round failed'))
  }, intervalMs)
  return {
    async stop() {
      clearInterval(timer)
      await round
    },
  }
}
