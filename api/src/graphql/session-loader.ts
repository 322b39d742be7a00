import type { FieldNode, GraphQLResolveInfo, SelectionSetNode } from 'graphql'
import type { Database } from '../db/client'
import { bearerToken, verifyToken } from '../auth/access-tokens'
import { activeSessionAccount, type SessionAccount, type SessionParts } from '../auth/sessions'

export type BearerSession = { userId: number; sessionId: string } & SessionAccount

/**
 * The request's session, looked up once for all its operations (issue 28), in one statement with
 * what a signed-in page always shows of the account: the row `me` answers, and, when a resolver asked
 * before the lookup left, the active subscription and the unread count. The lookup leaves on the
 * turn after the first ask (like a DataLoader's batch), so the fields of every operation of a batch
 * that start together ask first. Nothing is kept past the request: a revoked session is refused by
 * the next request.
 */
export type SessionLoader = {
  /** Adds what the account's fields will read to the lookup, if it has not left yet. */
  want: (parts: Partial<SessionParts>) => void
  /** The bearer's session and account, or null (no valid token, or a revoked session). */
  session: () => Promise<BearerSession | null>
  /**
   * A part read with the session, when it was for this user; undefined when it was not asked in
   * time (the caller reads it itself).
   */
  part: <K extends keyof SessionParts>(userId: number, part: K) => Promise<SessionAccount[K] | undefined>
}

export function createSessionLoader(request: Request, db: Database, secret: string, now: () => Date): SessionLoader {
  const parts: SessionParts = { subscription: false, unread: false, nearest: false }
  let lookup: Promise<BearerSession | null> | undefined
  let sent = false
  const session = () =>
    (lookup ??= new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
      sent = true
      const token = bearerToken(request)
      const claims = token ? verifyToken(secret, token, 'access') : null
      if (!claims?.sid) return null
      const account = await activeSessionAccount(db, claims.sub, claims.sid, { ...parts }, now())
      return account ? { userId: claims.sub, sessionId: claims.sid, ...account } : null
    }))
  return {
    want: (asked) => {
      if (sent) return
      parts.subscription ||= asked.subscription ?? false
      parts.unread ||= asked.unread ?? false
      parts.nearest ||= asked.nearest ?? false
    },
    session,
    part: async (userId, part) => {
      const found = await session()
      return found?.userId === userId ? found[part] : undefined
    },
  }
}

/** Whether the field being resolved selects `name` on its result (directly, or in a fragment). */
export function selects(info: GraphQLResolveInfo, name: string): boolean {
  const within = (set: SelectionSetNode | undefined): boolean =>
    (set?.selections ?? []).some((selection) => {
      if (selection.kind === 'Field') return selection.name.value === name
      if (selection.kind === 'InlineFragment') return within(selection.selectionSet)
      return within(info.fragments[selection.name.value]?.selectionSet)
    })
  return info.fieldNodes.some((node: FieldNode) => within(node.selectionSet))
}
