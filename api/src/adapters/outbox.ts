import type { Database } from '../db/client';
import * as t from '../db/schema';

export type OutboxChannel = 'email' | 'sms';

/**
 * Local delivery when no SMTP server or SMS provider is configured: the message lands in
 * outbox_messages, where the dev mailbox (GET /dev/mailbox, when the API listens on loopback) shows it.
 */
export async function writeOutbox(
  db: Database,
  message: { channel: OutboxChannel; recipient: string; subject: string | null; body: string; locale: string },
): Promise<void> {
  await db.insert(t.outboxMessages).values(message);
}
