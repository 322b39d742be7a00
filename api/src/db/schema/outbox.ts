import { sql } from 'drizzle-orm'
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Every e-mail and SMS: requests only add rows; the outbox worker delivers 'pending' ones through
 * SMTP or the SMS provider (api/src/adapters/outbox.ts, ADR 0015). Without a provider for the
 * channel a row is 'local' and stays here for the dev mailbox.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    /** 'email' | 'sms' */
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    /** emptied once delivered: codes and reset links do not stay in the database */
    body: text('body').notNull(),
    locale: text('locale').notNull(),
    /** 'local' | 'pending' | 'sent' | 'failed' (attempts used up) */
    status: text('status').notNull().default('local'),
    attempts: integer('attempts').notNull().default(0),
    /** when a worker may (re)try: a claim moves it forward as a lease, a failure by the back-off */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('outbox_recipient_idx').on(table.recipient),
    index('outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
  ],
)
