import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import * as t from '../db/schema';
import { ACCESS_TOKEN_TTL_SECONDS, signToken } from './access-tokens';

/** Refresh tokens live 30 days; each use replaces the token (rotation). */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export type TokenPair = { token: string; refreshToken: string };

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

async function storeRefreshToken(db: Database, userId: number, familyId: string): Promise<string> {
  const refreshToken = randomBytes(32).toString('base64url');
  await db.insert(t.refreshTokens).values({
    userId,
    familyId,
    tokenHash: sha256(refreshToken),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
  });
  return refreshToken;
}

/** A new sign-in: a new token family. */
export async function startSession(db: Database, secret: string, userId: number): Promise<TokenPair> {
  const familyId = randomUUID();
  const refreshToken = await storeRefreshToken(db, userId, familyId);
  return { token: signToken(secret, { kind: 'access', sub: userId, sid: familyId }, ACCESS_TOKEN_TTL_SECONDS), refreshToken };
}

export type RotationResult = { ok: true; tokens: TokenPair; userId: number } | { ok: false; reason: 'invalid' | 'reused' | 'expired' };

/**
 * Exchanges a refresh token for a new pair. A token that was already used means it leaked (or
 * a client raced itself): the whole family is revoked, signing out whoever holds it.
 */
export async function rotateRefreshToken(db: Database, secret: string, refreshToken: string): Promise<RotationResult> {
  const [row] = await db.select().from(t.refreshTokens).where(eq(t.refreshTokens.tokenHash, sha256(refreshToken)));
  if (!row || row.revokedAt) return { ok: false, reason: 'invalid' };
  if (row.usedAt) {
    await revokeFamily(db, row.familyId);
    return { ok: false, reason: 'reused' };
  }
  if (row.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' };
  // Mark used only if nobody else did in the meantime: two concurrent refreshes cannot both win.
  const claimed = await db
    .update(t.refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(t.refreshTokens.id, row.id), isNull(t.refreshTokens.usedAt)))
    .returning({ id: t.refreshTokens.id });
  if (claimed.length === 0) {
    await revokeFamily(db, row.familyId);
    return { ok: false, reason: 'reused' };
  }
  const next = await storeRefreshToken(db, row.userId, row.familyId);
  const token = signToken(secret, { kind: 'access', sub: row.userId, sid: row.familyId }, ACCESS_TOKEN_TTL_SECONDS);
  return { ok: true, tokens: { token, refreshToken: next }, userId: row.userId };
}

export async function revokeFamily(db: Database, familyId: string): Promise<void> {
  await db
    .update(t.refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(t.refreshTokens.familyId, familyId), isNull(t.refreshTokens.revokedAt)));
}

/** Signs the patient out everywhere, or everywhere but the current session. */
export async function revokeUserSessions(db: Database, userId: number, exceptFamilyId?: string): Promise<void> {
  const rows = await db
    .selectDistinct({ familyId: t.refreshTokens.familyId })
    .from(t.refreshTokens)
    .where(and(eq(t.refreshTokens.userId, userId), isNull(t.refreshTokens.revokedAt)));
  for (const { familyId } of rows) {
    if (familyId !== exceptFamilyId) await revokeFamily(db, familyId);
  }
}

/**
 * An access token stays valid only while its family has not been revoked. Answers whether the
 * account is blocked in the same query, so every signed-in request can refuse blocked accounts.
 */
export async function activeSessionAccount(db: Database, userId: number, familyId: string): Promise<{ blocked: boolean } | null> {
  const [row] = await db
    .select({ blockedAt: t.users.blockedAt })
    .from(t.refreshTokens)
    .innerJoin(t.users, eq(t.users.id, t.refreshTokens.userId))
    .where(and(eq(t.refreshTokens.familyId, familyId), eq(t.refreshTokens.userId, userId), isNull(t.refreshTokens.revokedAt)))
    .limit(1);
  return row ? { blocked: row.blockedAt !== null } : null;
}
