import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { Database } from '../db/client'
import { ROLE, type Locale } from '../db/schema'
import { parseLocale, resolveSession, type BearerSession } from '../graphql/context'
import { containsNul, type FieldErrors } from './validation'
import { apiMessage, type ApiMessageCode } from './messages'

/**
 * The REST envelope (docs/api/auth-and-account.md): `{ data }` on success, `{ code, message, errors? }`
 * on failure, the message translated into the request's locale.
 */
export function ok<T>(c: Context, data: T, status: ContentfulStatusCode = 200) {
  return c.json({ data }, status)
}

export function fail(
  c: Context,
  status: ContentfulStatusCode,
  code: ApiMessageCode,
  extra: { errors?: FieldErrors; retryAfter?: number; requestId?: string } = {},
) {
  if (extra.retryAfter !== undefined) c.header('Retry-After', String(extra.retryAfter))
  return c.json({ code, message: apiMessage(code, requestLocale(c)), ...extra }, status)
}

export const requestLocale = (c: Context): Locale => parseLocale(c.req.header('locale'))

/** The client's address as clientIpMiddleware resolved it (ADR 0008). */
export const clientIp = (c: Context): string => c.get('clientIp')

/**
 * The JSON body as an object, or null when it is missing, not an object or holds a NUL character
 * anywhere (answer 400; nul-input.ts).
 */
export async function jsonBody(c: Context): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await c.req.json()
    return body && typeof body === 'object' && !Array.isArray(body) && !containsNul(body) ? (body as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/** The bearer's session, blocked or not, or null (no valid access token of a live session). */
export function restSession(c: Context, db: Database, secret: string) {
  return resolveSession(c.req.raw, db, secret)
}

/**
 * The signed-in account (a patient or a doctor's) of a bearer route that serves both, or the answer
 * to return: 401 without a live session, 403 for a blocked account.
 */
export async function restAccount(
  c: Context,
  db: Database,
  secret: string,
): Promise<{ userId: number; doctorId: number | null } | { response: Response }> {
  const session = await restSession(c, db, secret)
  if (!session) return { response: fail(c, 401, 'unauthorized') }
  if (session.blocked) return { response: fail(c, 403, 'account_is_blocked') }
  return { userId: session.userId, doctorId: session.role === ROLE.doctor ? session.doctorId : null }
}

/**
 * The signed-in patient of a bearer route, or the answer to return: 401 `unauthorized` without a
 * live session, 403 `account_is_blocked` for a blocked account. The one home of that REST check.
 */
export async function restPatient(
  c: Context,
  db: Database,
  secret: string,
): Promise<{ userId: number; sessionId: string; user: BearerSession['user'] } | { response: Response }> {
  const session = await restSession(c, db, secret)
  if (!session) return { response: fail(c, 401, 'unauthorized') }
  if (session.blocked) return { response: fail(c, 403, 'account_is_blocked') }
  if (session.role !== ROLE.patient) return { response: fail(c, 403, 'forbidden') }
  // The account's row comes with the session's statement.
  return { userId: session.userId, sessionId: session.sessionId, user: session.user }
}
