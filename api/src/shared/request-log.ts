import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import { fromWebServer } from './client-ip'
import { createLogger, type Logger } from './logger'

/**
 * The web server sends its request id (`x-request-id`) with every API call so one user action can
 * be followed across both tiers' logs. It is taken over only from the web server (the internal
 * secret, ADR 0008) and only as a plain token, so another caller cannot plant ids in the logs nor
 * inject anything into a log line; anything else gets a fresh id.
 */
const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/

export type RequestScope = {
  requestId: string
  logger: Logger
  /** whether the id is the web server's own, for a request it makes on a browser's behalf */
  fromWebServer: boolean
}

/**
 * The request being handled, for code that has no Hono context: yoga's error masking logs the
 * detail of an unexpected error and answers its request id (error-formatter.ts).
 */
const scope = new AsyncLocalStorage<RequestScope>()
export const currentRequest = (): RequestScope | undefined => scope.getStore()

/**
 * One JSON line per request (method, path, status, duration, request id; never the query string,
 * bodies, tokens or cookies), the id echoed in the answer, and a per-request child logger for
 * handlers (`requestLogger()`).
 */
export function requestLogging(logger: Logger, internalSecret: string): MiddlewareHandler {
  return async (c, next) => {
    const startedAt = performance.now()
    const incoming = fromWebServer(c, internalSecret) ? c.req.header('x-request-id') : undefined
    const fromWeb = Boolean(incoming && REQUEST_ID.test(incoming))
    const requestId = fromWeb ? incoming! : randomUUID()
    await scope.run({ requestId, logger: logger.child({ requestId }), fromWebServer: fromWeb }, next)
    c.res.headers.set('x-request-id', requestId)
    logger.info(
      { requestId, method: c.req.method, path: c.req.path, status: c.res.status, durationMs: Math.round(performance.now() - startedAt) },
      'request',
    )
  }
}

const unmounted = createLogger('silent')

/**
 * The logger of the request being handled: its lines carry the request id. Found through the
 * request's async scope, not a Hono context (`c.req.raw` is replaced by body-limit middleware, and
 * yoga's masking and background work have no context at all).
 */
export function requestLogger(): Logger {
  return currentRequest()?.logger ?? unmounted
}
