import { and, desc, eq } from 'drizzle-orm'
import type { Hono } from 'hono'
import { accepts } from 'hono/accepts'
import type { Database } from '../db/client'
import { outboxMessages } from '../db/schema'
import type { Env } from '../env'
import { mailboxPage } from './mailbox.page'

/** The page keeps its inline styles and nothing else; reset links hold keys, so no referrer leaves. */
const PAGE_HEADERS = {
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  vary: 'Accept',
}

/**
 * GET /dev/mailbox?to= — the outbox (e-mails and SMS that went nowhere because no SMTP server or
 * SMS provider is configured), newest first, so someone trying the app can read their codes.
 * A browser (Accept prefers text/html) gets a page; everything else the JSON.
 * It shows every user's codes, so it is mounted only where `devMailboxEnabled` says so.
 */
/**
 * The mailbox exists when messages have nowhere else to go (no SMTP server, no SMS provider) and
 * only this machine can reach the API (it listens on loopback). That keeps it for a person trying
 * `npm start` (production mode) and off for any deployment that sends real mail or is reachable
 * from the network, whatever NODE_ENV says.
 */
export function devMailboxEnabled(env: Pick<Env, 'SMTP_URL' | 'SMS_PROVIDER_URL' | 'HOST'>): boolean {
  return !env.SMTP_URL && !env.SMS_PROVIDER_URL && isLoopback(env.HOST)
}

function isLoopback(host: string): boolean {
  const address = host.replace(/^\[|\]$/g, '').toLowerCase()
  return address === 'localhost' || address === '::1' || /^(::ffff:)?127(\.\d{1,3}){3}$/.test(address)
}

export function mountDevMailbox(app: Hono, db: Database) {
  app.get('/dev/mailbox', async (c) => {
    const to = c.req.query('to')?.trim().toLowerCase() || undefined
    const rows = await db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.status, 'local'), to ? eq(outboxMessages.recipient, to) : undefined))
      .orderBy(desc(outboxMessages.id))
      .limit(100)
    const wanted = accepts(c, { header: 'Accept', supports: ['application/json', 'text/html'], default: 'application/json' })
    if (wanted === 'text/html') return c.html(mailboxPage(rows, to), 200, PAGE_HEADERS)
    c.header('vary', 'Accept')
    const messages = rows.map((row) => ({
      id: row.id,
      channel: row.channel,
      recipient: row.recipient,
      subject: row.subject,
      body: row.body,
      created_at: row.createdAt,
    }))
    return c.json({ data: { messages } })
  })
}
