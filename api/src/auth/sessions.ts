import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { and, eq, isNull, ne } from 'drizzle-orm'
import type { Database } from '../db/client'
import * as t from '../db/schema'
import { ACCESS_TOKEN_TTL_SECONDS, signToken } from './access-tokens'

/**
 * A sign-in (a refresh-token family) lasts at most 30 days however often it rotates, and ends
 * sooner when no refresh happens for 7 days (ADR 0010). Each token expires at whichever comes first.
 */
export const SESSION_ABSOLUTE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000
export const SESSION_IDLE_TIMEOUT_MS = 7 * 24 * 60 * 60 * 1000

export type TokenPair = { token: string; refreshToken: string }

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

const tokenExpiry = (familyStartedAt: Date, now: Date) =>
  new Date(Math.min(now.getTime() + SESSION_IDLE_TIMEOUT_MS, familyStartedAt.getTime() + SESSION_ABSOLUTE_LIFETIME_MS))

async function storeRefreshToken(db: Database, userId: number, familyId: string, familyStartedAt: Date, now: Date): Promise<string> {
  const refreshToken = randomBytes(32).toString('base64url')
  await db.insert(t.refreshTokens).values({
    userId,
    familyId,
    familyStartedAt,
    tokenHash: sha256(refreshToken),
    expiresAt: tokenExpiry(familyStartedAt, now),
  })
  return refreshToken
}

const accessToken = (secret: string, userId: number, familyId: string, now: Date) =>
  signToken(secret, { kind: 'access', sub: userId, sid: familyId }, ACCESS_TOKEN_TTL_SECONDS, now.getTime())

/** A new sign-in: a new token family. `now` is injectable for tests. */
export async function startSession(db: Database, secret: string, userId: number, now = new Date()): Promise<TokenPair> {
  const familyId = randomUUID()
  const refreshToken = await storeRefreshToken(db, userId, familyId, now, now)
  return { token: accessToken(secret, userId, familyId, now), refreshToken }
}

export type RotationResult = { ok: true; tokens: TokenPair; userId: number } | { ok: false; reason: 'invalid' | 'reused' | 'expired' }

/**
 * Exchanges a refresh token for a new pair. A token that was already used means it leaked (or
 * a client raced itself): the whole family is revoked, signing out whoever holds it. The new
 * token keeps the family's sign-in time, so rotation never extends the absolute lifetime.
 */
export async function rotateRefreshToken(db: Database, secret: string, refreshToken: string, now = new Date()): Promise<RotationResult> {
  const [row] = await db
    .select()
    .from(t.refreshTokens)
    .where(eq(t.refreshTokens.tokenHash, sha256(refreshToken)))
  if (!row || row.revokedAt) return { ok: false, reason: 'invalid' }
  if (row.usedAt) {
    await revokeFamily(db, row.familyId)
    return { ok: false, reason: 'reused' }
  }
  if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' }
  // Mark used only if nobody else did in the meantime: two concurrent refreshes cannot both win.
  const claimed = await db
    .update(t.refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(t.refreshTokens.id, row.id), isNull(t.refreshTokens.usedAt)))
    .returning({ id: t.refreshTokens.id })
  if (claimed.length === 0) {
    await revokeFamily(db, row.familyId)
    return { ok: false, reason: 'reused' }
  }
  const next = await storeRefreshToken(db, row.userId, row.familyId, row.familyStartedAt, now)
  return { ok: true, tokens: { token: accessToken(secret, row.userId, row.familyId, now), refreshToken: next }, userId: row.userId }
}

/** When the session's sign-in happened (re-authentication accepts a recent one), or null. */
export async function sessionStartedAt(db: Database, familyId: string): Promise<Date | null> {
  const [row] = await db
    .select({ startedAt: t.refreshTokens.familyStartedAt })
    .from(t.refreshTokens)
    .where(eq(t.refreshTokens.familyId, familyId))
    .limit(1)
  return row?.startedAt ?? null
}

export async function revokeFamily(db: Database, familyId: string): Promise<void> {
  await db
    .update(t.refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(t.refreshTokens.familyId, familyId), isNull(t.refreshTokens.revokedAt)))
}

/** Signs the patient out everywhere, or everywhere but the current session: one statement however many sessions there are. */
export async function revokeUserSessions(db: Database, userId: number, exceptFamilyId?: string): Promise<void> {
  await db
    .update(t.refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(t.refreshTokens.userId, userId),
        isNull(t.refreshTokens.revokedAt),
        exceptFamilyId === undefined ? undefined : ne(t.refreshTokens.familyId, exceptFamilyId),
      ),
    )
}

/**
 * An access token stays valid only while its family has not been revoked. Answers whether the
 * account is blocked, and its role, in the same query, so every signed-in request can refuse
 * blocked accounts and keep patients' and doctors' fields apart.
 */
export async function activeSessionAccount(
  db: Database,
  userId: number,
  familyId: string,
): Promise<{ blocked: boolean; role: number; doctorId: number | null } | null> {
  const [row] = await db
    .select({ blockedAt: t.users.blockedAt, role: t.users.role, doctorId: t.users.doctorId })
    .from(t.refreshTokens)
    .innerJoin(t.users, eq(t.users.id, t.refreshTokens.userId))
    .where(and(eq(t.refreshTokens.familyId, familyId), eq(t.refreshTokens.userId, userId), isNull(t.refreshTokens.revokedAt)))
    .limit(1)
  return row ? { blocked: row.blockedAt !== null, role: row.role, doctorId: row.doctorId } : null
}
