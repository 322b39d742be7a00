import { createCsrfMiddleware, createMiddleware, createStart } from '@tanstack/react-start'
import {
  bodyFits,
  bodyLimitFor,
  hardenResponse,
  logRequest,
  newNonce,
  newRequestId,
  payloadTooLarge,
} from './server/request-edge.server'

/**
 * Global request middleware (ADR 0011), outermost first. A custom start.ts replaces Start's
 * default middleware, so the CSRF check on server functions is listed here explicitly.
 */

/** A request id for the log line and every API call made for this request. */
const requestLog = createMiddleware().server(async ({ request, next }) => {
  const startedAt = performance.now()
  const requestId = newRequestId()
  let status = 500
  try {
    const result = await next({ context: { requestId } })
    status = result.response.status
    result.response.headers.set('x-request-id', requestId)
    return result
  } finally {
    logRequest(request, status, startedAt, requestId)
  }
})

/** Security headers with a fresh nonce (the router stamps it on its scripts), no-store on private answers. */
const securityHeaders = createMiddleware().server(async ({ next }) => {
  const nonce = newNonce()
  const result = await next({ context: { nonce } })
  hardenResponse(result.response, nonce)
  return result
})

/** Bodies over the limit are refused before anything reads them. */
const bodyLimit = createMiddleware().server(async ({ request, next }) => {
  const limit = bodyLimitFor(request)
  if (!(await bodyFits(request, limit))) return payloadTooLarge(limit)
  return next()
})

/** Server functions are same-origin RPC: a cross-site POST is refused (Sec-Fetch-Site / Origin). */
const csrf = createCsrfMiddleware({ filter: (ctx) => ctx.handlerType === 'serverFn' })

export const startInstance = createStart(() => ({
  requestMiddleware: [requestLog, securityHeaders, bodyLimit, csrf],
}))
