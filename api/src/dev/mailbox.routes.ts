import { desc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Database } from '../db/client';
import { outboxMessages } from '../db/schema';

/**
 * GET /dev/mailbox?to= — the outbox (e-mails and SMS that went nowhere because no SMTP server or
 * SMS provider is configured), newest first, so someone trying the app can read their codes.
 * Mounted only outside production: it shows every user's codes.
 */
export function mountDevMailbox(app: Hono, db: Database) {
  app.get('/dev/mailbox', async (c) => {
    const to = c.req.query('to')?.trim().toLowerCase();
    const rows = await db
      .select()
      .from(outboxMessages)
      .where(to ? eq(outboxMessages.recipient, to) : undefined)
      .orderBy(desc(outboxMessages.id))
      .limit(100);
    const messages = rows.map((row) => ({
      id: row.id,
      channel: row.channel,
      recipient: row.recipient,
      subject: row.subject,
      body: row.body,
      created_at: row.createdAt,
    }));
    return c.json({ data: { messages } });
  });
}
