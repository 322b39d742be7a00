import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm'
import type { SelectedFields } from 'drizzle-orm/pg-core'
import type { Database } from '../db/client'
import * as t from '../db/schema'
import { preparedOnce } from '../db/prepared'
import { nearestAppointmentOf, type NearestAppointment } from '../appointments/appointments.service'
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

/** What a signed-in page always shows beside the session's check: asked for by the request's resolvers. */
export type SessionParts = { subscription: boolean; unread: boolean; nearest: boolean }

export type SessionAccount = {
  blocked: boolean
  role: number
  doctorId: number | null
  /** the account's row, as `findUserById` reads it */
  user: typeof t.users.$inferSelect
  /** the active subscription (its expiration after `now`); undefined when not asked */
  subscription?: typeof t.userSubscriptions.$inferSelect | null
  /** the unread, not removed notifications; undefined when not asked */
  unread?: number
  /** the patient's nearest appointment time (as `nearestAppointment` reads it); undefined when not asked */
  nearest?: NearestAppointment | null
}

/**
 * The session's one statement, prepared once per database and shape (drizzle keeps the SQL it built;
 * node-postgres also prepares it once per connection): the token family, not revoked, joined to its
 * account's row, with what was asked: the active subscription (one row per patient), the unread
 * count, the nearest appointment (a lateral subquery on the patient's index).
 */
function sessionStatement(db: Database, parts: SessionParts) {
  const name = `session_${Number(parts.subscription)}${Number(parts.unread)}${Number(parts.nearest)}`
  return preparedOnce(db, name, () => {
    const unread = db
      .select({ n: sql<number>`count(*)::int` })
      .from(t.notifications)
      .where(and(eq(t.notifications.userId, t.users.id), sql`not ${t.notifications.removed} and not ${t.notifications.read}`))
    const nearest = nearestAppointmentOf(db, t.users.id, sql.placeholder('wallClock')).as('nearest')
    // The row's shape follows `parts` (read back as SessionRow): typed loosely while it is built.
    const fields: SelectedFields = {
      user: t.users,
      ...(parts.subscription ? { subscription: t.userSubscriptions } : {}),
      ...(parts.unread ? { unread: sql<number>`(${unread})`.as('unread') } : {}),
      ...(parts.nearest
        ? {
            nearest: {
              dateId: nearest.dateId,
              date: nearest.date,
              appointmentId: nearest.appointmentId,
              doctorId: nearest.doctorId,
              status: nearest.status,
              paid: nearest.paid,
              plan: nearest.plan,
            },
          }
        : {}),
    }
    let query = db.select(fields).from(t.refreshTokens).innerJoin(t.users, eq(t.users.id, t.refreshTokens.userId)).$dynamic()
    if (parts.subscription)
      query = query.leftJoin(
        t.userSubscriptions,
        and(eq(t.userSubscriptions.userId, t.users.id), gt(t.userSubscriptions.expirationDate, sql.placeholder('now'))),
      )
    if (parts.nearest) query = query.leftJoinLateral(nearest, sql`true`)
    return query
      .where(
        and(
          eq(t.refreshTokens.familyId, sql.placeholder('familyId')),
          eq(t.refreshTokens.userId, sql.placeholder('userId')),
          isNull(t.refreshTokens.revokedAt),
        ),
      )
      .limit(1)
      .prepare(name)
  })
}

/**
 * An access token stays valid only while its family has not been revoked: looked up on every
 * signed-in request, never kept between requests. Answers the account's row (whether it is blocked,
 * its role, what `me` shows) in the same statement, so every signed-in request can refuse blocked
 * accounts and keep patients' and doctors' fields apart, and with it what the page asked for
 * (`parts`; the subscription is active at `now`, the payments clock; the nearest appointment is
 * not over by the wall clock, as `nearestAppointment` reads it).
 */
export async function activeSessionAccount(
  db: Database,
  userId: number,
  familyId: string,
  parts: SessionParts = { subscription: false, unread: false, nearest: false },
  now = new Date(),
): Promise<SessionAccount | null> {
  const rows = (await sessionStatement(db, parts).execute({
    userId,
    familyId,
    now: now.toISOString(),
    wallClock: new Date().toISOString(),
  })) as Array<{
    user: typeof t.users.$inferSelect
    subscription?: typeof t.userSubscriptions.$inferSelect | null
    unread?: number
    nearest?: NearestAppointment | null
  }>
  const row = rows[0]
  if (!row) return null
  const { user } = row
  return {
    blocked: user.blockedAt !== null,
    role: user.role,
    doctorId: user.doctorId,
    user,
    ...(parts.subscription ? { subscription: row.subscription ?? null } : {}),
    ...(parts.unread ? { unread: row.unread ?? 0 } : {}),
    // A left-joined subquery without a row reads as null (or all its fields null, by driver).
    ...(parts.nearest ? { nearest: row.nearest?.dateId == null ? null : row.nearest } : {}),
  }
}
