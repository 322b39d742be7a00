import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Local delivery for e-mail and SMS when no SMTP server or SMS provider is configured. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    /** 'email' | 'sms' */
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    locale: text('locale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_recipient_idx').on(table.recipient)],
);
