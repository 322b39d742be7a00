import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { and, desc, eq, gt, isNull } from 'drizzle-orm'
import type { Database } from '../db/client'
import * as t from '../db/schema'
import { sha256 } from './sessions'

/**
 * Six-digit verification codes (e-mail, phone) and password-reset keys, stored hashed in
 * verification_codes. Rules: docs/api/auth-and-account.md ("Codes").
 */
export type CodePurpose = 'email' | 'phone'
export const RESET_PURPOSE = 'password_reset'

export const CODE_TTL_MS = 10 * 60_000
export const CODE_MAX_ATTEMPTS = 5
export const RESEND_INTERVAL_MS = 60_000
export const RESENDS_PER_HOUR = 5
export const RESET_KEY_TTL_MS = 60 * 60_000

// A 6-digit code has only 10^6 values: a plain hash would fall to brute force from a database
// dump, so it is keyed with the server secret (and bound to its user and purpose).
const codeHash = (secret: string, userId: number, purpose: string, code: string) =>
  createHmac('sha256', secret).update(`${purpose}:${userId}:${code}`).digest('hex')

export type IssueResult = { ok: true; code: string } | { ok: false; reason: 'resend_too_soon' | 'too_many_requests'; retryAfter: number }

/**
 * A new code for the user, replacing any earlier one, unless the last was sent under 60 s ago or
 * five were sent within the hour. The counts come from the table, so every instance agrees.
 */
export async function issueCode(
  db: Database,
  secret: string,
  userId: number,
  purpose: CodePurpose,
  target: string,
  now = Date.now(),
): Promise<IssueResult> {
  const ofPurpose = and(eq(t.verificationCodes.userId, userId), eq(t.verificationCodes.purpose, purpose))
  const [last] = await db
    .select({ createdAt: t.verificationCodes.createdAt })
    .from(t.verificationCodes)
    .where(ofPurpose)
    .orderBy(desc(t.verificationCodes.createdAt))
    .limit(1)
  if (last && now - last.createdAt.getTime() < RESEND_INTERVAL_MS) {
    return { ok: false, reason: 'resend_too_soon', retryAfter: Math.ceil((last.createdAt.getTime() + RESEND_INTERVAL_MS - now) / 1000) }
  }
  const hourAgo = new Date(now - 60 * 60_000)
  const recent = await db
    .select({ createdAt: t.verificationCodes.createdAt })
    .from(t.verificationCodes)
    .where(and(ofPurpose, gt(t.verificationCodes.createdAt, hourAgo)))
    .orderBy(t.verificationCodes.createdAt)
  if (recent.length >= RESENDS_PER_HOUR) {
    const oldest = recent[0]!.createdAt.getTime()
    return { ok: false, reason: 'too_many_requests', retryAfter: Math.max(1, Math.ceil((oldest + 60 * 60_000 - now) / 1000)) }
  }

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  // Only the newest code counts: earlier ones are closed so two valid codes never coexist.
  await db
    .update(t.verificationCodes)
    .set({ consumedAt: new Date(now) })
    .where(and(ofPurpose, isNull(t.verificationCodes.consumedAt)))
  await db.insert(t.verificationCodes).values({
    userId,
    purpose,
    target,
    codeHash: codeHash(secret, userId, purpose, code),
    expiresAt: new Date(now + CODE_TTL_MS),
    createdAt: new Date(now),
  })
  return { ok: true, code }
}

export type CheckResult = { ok: true } | { ok: false; reason: 'code_invalid' | 'code_expired' | 'code_attempts_exceeded' }

/**
 * Checks and consumes the user's open code. A wrong code costs an attempt; after five the code is
 * dead even if the next guess is right. `target` must match where the code was sent.
 */
export async function checkCode(
  db: Database,
  secret: string,
  userId: number,
  purpose: CodePurpose,
  target: string,
  code: string,
  now = Date.now(),
): Promise<CheckResult> {
  const [row] = await db
    .select()
    .from(t.verificationCodes)
    .where(and(eq(t.verificationCodes.userId, userId), eq(t.verificationCodes.purpose, purpose), isNull(t.verificationCodes.consumedAt)))
    .orderBy(desc(t.verificationCodes.createdAt))
    .limit(1)
  if (!row || row.target !== target) return { ok: false, reason: 'code_invalid' }
  if (row.attempts >= CODE_MAX_ATTEMPTS) return { ok: false, reason: 'code_attempts_exceeded' }
  if (row.expiresAt.getTime() <= now) return { ok: false, reason: 'code_expired' }
  const given = Buffer.from(codeHash(secret, userId, purpose, code))
  if (!timingSafeEqual(given, Buffer.from(row.codeHash))) {
    await db
      .update(t.verificationCodes)
      .set({ attempts: row.attempts + 1 })
      .where(eq(t.verificationCodes.id, row.id))
    return { ok: false, reason: 'code_invalid' }
  }
  // Consume only if still open: two concurrent correct submissions cannot both succeed.
  const consumed = await db
    .update(t.verificationCodes)
    .set({ consumedAt: new Date(now) })
    .where(and(eq(t.verificationCodes.id, row.id), isNull(t.verificationCodes.consumedAt)))
    .returning({ id: t.verificationCodes.id })
  return consumed.length ? { ok: true } : { ok: false, reason: 'code_invalid' }
}

/** A password-reset key: 256 random bits, so a plain SHA-256 is enough to store it. */
export async function issueResetKey(db: Database, userId: number, email: string, now = Date.now()): Promise<string> {
  const key = randomBytes(32).toString('base64url')
  await db.insert(t.verificationCodes).values({
    userId,
    purpose: RESET_PURPOSE,
    target: email,
    codeHash: sha256(key),
    expiresAt: new Date(now + RESET_KEY_TTL_MS),
    createdAt: new Date(now),
  })
  return key
}

const liveResetKey = (key: string, now: number) =>
  and(
    eq(t.verificationCodes.purpose, RESET_PURPOSE),
    eq(t.verificationCodes.codeHash, sha256(key)),
    isNull(t.verificationCodes.consumedAt),
    gt(t.verificationCodes.expiresAt, new Date(now)),
  )

/** Whether a reset key is still usable (unknown, used and expired keys are not), without consuming it. */
export async function isResetKeyLive(db: Database, key: string, now = Date.now()): Promise<boolean> {
  const [row] = await db.select({ id: t.verificationCodes.id }).from(t.verificationCodes).where(liveResetKey(key, now)).limit(1)
  return Boolean(row)
}

/** The user id of a valid reset key, consuming it (single use); null when unknown, used or expired. */
export async function consumeResetKey(db: Database, key: string, now = Date.now()): Promise<number | null> {
  const [row] = await db
    .update(t.verificationCodes)
    .set({ consumedAt: new Date(now) })
    .where(liveResetKey(key, now))
    .returning({ userId: t.verificationCodes.userId })
  return row?.userId ?? null
}
