import type { Hono } from 'hono'
import { streamSSE } from 'hono/streaming'
import type { Database } from '../db/client'
import type { LiveBus } from '../shared/live-bus'
import { restAccount } from '../shared/rest'
import { notificationTopic } from './notifications.service'

/** A comment line keeps proxies from closing an idle stream. */
export const HEARTBEAT_MS = 25_000
/**
 * A stream ends after this long: the session it was opened with is checked again when the browser
 * reconnects (EventSource does by itself), so a revoked session stops hearing within minutes.
 */
export const STREAM_MAX_MS = 10 * 60_000
/**
 * Live streams per account on one instance (issue 25). Each holds a connection on both tiers and a
 * bus subscription; a person has a phone, a computer and a few tabs. A new stream over the bound
 * ends the oldest (told `superseded`, so its page stops rather than reconnecting and ending another):
 * refusing the new one instead would leave the tab just opened without live updates while a stream
 * a dropped network left hanging still counts until its next heartbeat fails.
 */
export const MAX_STREAMS_PER_ACCOUNT = 5

/**
 * Live notifications (issue 14): `GET /notifications/stream`, server-sent events for the signed-in
 * account. Each event says that the account's notifications changed (`created` or `changed`, with
 * the id); the listener refetches what it shows. The web reaches it through its own server, which
 * holds the token (src/routes/api/notifications/stream.ts).
 */
export function mountNotificationRoutes(app: Hono, deps: { db: Database; authSecret: string; bus: LiveBus }) {
  /** each account's open streams, oldest first: ending one tells it why */
  const openStreams = new Map<number, Set<() => void>>()
  const register = (userId: number, supersede: () => void) => {
    const streams = openStreams.get(userId) ?? new Set()
    openStreams.set(userId, streams.add(supersede))
    const oldest = streams.values().next().value
    if (streams.size > MAX_STREAMS_PER_ACCOUNT && oldest) {
      streams.delete(oldest)
      oldest()
    }
    return () => {
      streams.delete(supersede)
      if (streams.size === 0 && openStreams.get(userId) === streams) openStreams.delete(userId)
    }
  }

  app.get('/notifications/stream', async (c) => {
    const session = await restAccount(c, deps.db, deps.authSecret)
    if ('response' in session) return session.response
    c.header('cache-control', 'no-store')
    c.header('x-accel-buffering', 'no')
    // Listening before the answer starts: whoever sees the stream open misses nothing after it.
    const queue: string[] = []
    let wake: (() => void) | null = null
    const unsubscribe = deps.bus.subscribe(notificationTopic(session.userId), (notice) => {
      queue.push(JSON.stringify(notice))
      wake?.()
    })
    return streamSSE(c, async (stream) => {
      let open = true
      let superseded = false
      stream.onAbort(() => {
        open = false
        wake?.()
      })
      const unregister = register(session.userId, () => {
        superseded = true
        open = false
        wake?.()
      })
      const endsAt = Date.now() + STREAM_MAX_MS
      try {
        await stream.writeSSE({ event: 'ready', data: '{}' })
        while (open && Date.now() < endsAt) {
          const next = queue.shift()
          if (next !== undefined) {
            await stream.writeSSE({ event: 'notification', data: next })
            continue
          }
          await new Promise<void>((resolve) => {
            wake = resolve
            setTimeout(resolve, Math.min(HEARTBEAT_MS, endsAt - Date.now()))
          })
          wake = null
          if (open && queue.length === 0) await stream.write(': heartbeat\n\n')
        }
        if (superseded) await stream.writeSSE({ event: 'superseded', data: '{}' })
      } finally {
        unregister()
        unsubscribe()
      }
    })
  })
}
