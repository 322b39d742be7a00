import { eq } from 'drizzle-orm'
import { GraphQLError } from 'graphql'
import type { Context } from 'hono'
import type { Database } from '../db/client'
import * as t from '../db/schema'
import type { Locale } from '../db/schema'
import { requirePatient, type GraphQLContext } from '../graphql/context'
import { apiMessage } from '../shared/messages'
import { fail } from '../shared/rest'

/** The error code both guards answer; the web maps it to its verify-e-mail prompt (ADR 0017). */
export const EMAIL_NOT_VERIFIED = 'email_not_verified'

/** GraphQL's answer for an action that needs a confirmed e-mail: FORBIDDEN with the reason and the sentence. */
export function emailNotVerified(locale: Locale): GraphQLError {
  return new GraphQLError(apiMessage(EMAIL_NOT_VERIFIED, locale), {
    extensions: { code: 'FORBIDDEN', reason: EMAIL_NOT_VERIFIED, http: { status: 403 } },
  })
}

async function emailVerified(db: Database, userId: number): Promise<boolean> {
  const [row] = await db.select({ verified: t.users.emailVerified }).from(t.users).where(eq(t.users.id, userId))
  return row?.verified ?? false
}

/**
 * The signed-in patient's id for actions that must not run with an unconfirmed e-mail (booking,
 * payment): like `requirePatient`, and FORBIDDEN `email_not_verified` while the address is unconfirmed.
 */
export async function requireVerifiedEmail(ctx: GraphQLContext): Promise<number> {
  const userId = await requirePatient(ctx)
  if (!(await emailVerified(ctx.db, userId))) throw emailNotVerified(ctx.locale)
  return userId
}

/** The REST twin for a route behind the bearer middleware: null to go on, else the 403 to return. */
export function refuseUnverifiedEmail(c: Context, user: { emailVerified: boolean }): Response | null {
  return user.emailVerified ? null : fail(c, 403, EMAIL_NOT_VERIFIED)
}
