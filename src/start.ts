import { createCsrfMiddleware, createMiddleware, createStart } from '@tanstack/react-start'
import { bodyFits, bodyLimitFor, edgePolicy, hardenResponse, logRequest, newRequestId, payloadTooLarge } from './server/request-edge.server'

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

/**
 * Security headers with a fresh nonce (the router stamps it on its scripts), or script hashes on a
 * page a CDN may keep (ADR 0022); no-store on private answers.
 */
const securityHeaders = createMiddleware().server(async ({ request, pathname, handlerType, next }) => {
  const policy = edgePolicy(request, pathname, handlerType)
  const result = await next({ context: { nonce: policy.nonce } })
  return { ...result, response: await hardenResponse(result.response, policy) }
})

/** Bodies over the limit are refused before anything reads them. */
const bodyLimit = createMiddleware().server(async ({ request, next }) => {
  const limit = bodyLimitFor(request)
  if (!(await bodyFits(request, limit))) return payloadTooLarge(limit)
  return next()
})

/**
 * Server functions are same-origin RPC, and so are the server routes that change data with the
 * session's cookies (uploads): a cross-site POST is refused (Sec-Fetch-Site / Origin). OAuth
 * callbacks stay open: Apple posts them from its own site.
 */
const SAME_ORIGIN_ROUTES = ['/storage/file', '/storage/uploads', '/api/track/purchase']
const sameOriginRoute = (pathname: string) => SAME_ORIGIN_ROUTES.some((route) => pathname === route || pathname.startsWith(`${route}/`))
const csrf = createCsrfMiddleware({
  filter: (ctx) =>
    ctx.handlerType === 'serverFn' || (ctx.request.method !== 'GET' && ctx.request.method !== 'HEAD' && sameOriginRoute(ctx.pathname)),
})

export const startInstance = createStart(() => ({
  requestMiddleware: [requestLog, securityHeaders, bodyLimit, csrf],
}))
