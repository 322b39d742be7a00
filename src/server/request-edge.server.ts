import { randomBytes, randomUUID } from 'node:crypto'
import { getGlobalStartContext } from '@tanstack/react-start'
import { readBodyWithin } from '#contract/body-limit'
import { UPLOAD_PART_MAX_BYTES } from '#contract/upload-parts'
import { recaptchaConfigured } from '~/lib/captcha'
import { requestOrigin } from '~/lib/request-origin'
import {
  PRIVATE_NO_STORE,
  PRIVATE_REVALIDATE,
  SHARED_CACHE,
  configuredAdapters as adaptersOf,
  securityHeaders,
  type BrowserAdapter,
} from '~/lib/security-headers'
import { hasSessionCookie, isHttps } from './cookies.server'
import { webEnv } from './env.server'
import { inlineScriptHashes } from './inline-scripts.server'
import { logger } from './logger.server'
import { isSharedCacheableRoute } from './shared-cache.server'
import { isVideoRoomPath } from '~/lib/room-paths'

/**
 * What the global request middleware (`src/start.ts`) does around every request: a request id and
 * one log line, body limits, the security headers with a per-request CSP nonce, and no-store on
 * private answers (ADR 0011); shared caching of anonymous catalog pages, whose CSP lists script
 * hashes instead of a nonce (ADR 0022).
 */

/** Server-function and form bodies are small JSON (the longest field is 5,000 characters). */
export const BODY_LIMIT = 64 * 1024
/** Multipart bodies are file uploads: the avatar's 5 MB plus room for the multipart framing. */
export const UPLOAD_BODY_LIMIT = 5 * 1024 * 1024 + 64 * 1024
/** Where documents are uploaded: streamed through to the API (file-proxy.server.ts). */
export const DOCUMENT_UPLOAD_PATH = '/storage/file'

/** One part of a resumable upload (tus PATCH, ADR 0069): its body is the part, at most a part's size. */
const RESUMABLE_UPLOAD_PART = /^\/storage\/uploads\/\d{1,9}$/

export function bodyLimitFor(request: Request): number {
  const { pathname } = new URL(request.url)
  if (request.method === 'PATCH' && RESUMABLE_UPLOAD_PART.test(pathname)) return UPLOAD_PART_MAX_BYTES
  if (!request.headers.get('content-type')?.toLowerCase().startsWith('multipart/form-data')) return BODY_LIMIT
  if (pathname === DOCUMENT_UPLOAD_PATH) return webEnv().UPLOAD_MAX_FILE_MB * 1024 * 1024 + 64 * 1024
  return UPLOAD_BODY_LIMIT
}

/**
 * Whether the body fits `limit`, decided before anything parses it (contract/body-limit.ts). A clone is
 * read, so the original keeps its bytes for the handler; over the limit the original is cancelled too.
 * A body above the small limits must declare its length: reading a clone of it would hold it all.
 */
export async function bodyFits(request: Request, limit: number): Promise<boolean> {
  const declared = request.headers.get('content-length')
  if (declared !== null) return Number(declared) <= limit
  if (limit > UPLOAD_BODY_LIMIT) return false
  if (!request.body) return true
  const { fits } = await readBodyWithin(request.clone(), limit)
  if (!fits) await request.body.cancel()
  return fits
}

export function payloadTooLarge(limit: number): Response {
  return Response.json({ error: 'payload_too_large', limit }, { status: 413 })
}

/** 128 random bits, base64: the CSP nonce of one response. */
export function newNonce(): string {
  return randomBytes(16).toString('base64')
}

export const newRequestId = (): string => randomUUID()

/** The request id of the request being handled, for the API calls made on its behalf. */
export function currentRequestId(): string | undefined {
  return getGlobalStartContext()?.requestId
}

/** Browser code from third parties that this deployment configured: Stripe.js only with Stripe's keys. */
function configuredAdapters(): BrowserAdapter[] {
  return adaptersOf({ recaptcha: recaptchaConfigured, stripe: Boolean(webEnv().STRIPE_PUBLISHABLE_KEY) })
}

/** The LiveKit server's origins the room's page talks to: its WebSocket and its HTTP checks. */
function liveKitOrigins(): string[] {
  const url = webEnv().LIVEKIT_URL
  if (!url) return []
  const socket = new URL(url)
  return [socket.origin, `${socket.protocol === 'wss:' ? 'https:' : 'http:'}//${socket.host}`]
}

/**
 * How an answer is protected, decided before anything renders (ADR 0022). A page a shared cache may
 * keep (an anonymous GET of a route marked `sharedCache`) renders without a nonce, since the cache
 * would hand that one nonce to every visitor; its CSP lists the hashes of its inline scripts
 * instead. Everything else gets a fresh nonce, which the router stamps on its scripts.
 */
export interface EdgePolicy {
  shared: boolean
  nonce?: string
  /** the video room's page: camera and microphone allowed */
  media?: boolean
}

export function edgePolicy(request: Request, pathname: string, handlerType: 'router' | 'serverFn'): EdgePolicy {
  const shared =
    handlerType === 'router' &&
    (request.method === 'GET' || request.method === 'HEAD') &&
    !hasSessionCookie() &&
    isSharedCacheableRoute(pathname)
  return shared ? { shared } : { shared, nonce: newNonce(), media: handlerType === 'router' && isVideoRoomPath(pathname) }
}

/**
 * Who may keep the answer. Made for a session (the request carried session cookies, or the answer
 * sets cookies, as sign-in does): nobody. A shared page that rendered (200): any cache, per cookie
 * header (the organisation cookie changes the catalog; the compression layer adds Accept-Encoding).
 * A route handler's own choice stands (the file proxy); the rest only the visitor's browser.
 */
function cachingHeaders(response: Response, policy: EdgePolicy): Record<string, string> {
  if (hasSessionCookie() || response.headers.has('set-cookie')) return { 'cache-control': PRIVATE_NO_STORE }
  if (policy.shared && response.status === 200) {
    const vary = response.headers.get('vary')
    return { 'cache-control': SHARED_CACHE, vary: vary ? `${vary}, Cookie` : 'Cookie' }
  }
  return response.headers.has('cache-control') ? {} : { 'cache-control': PRIVATE_REVALIDATE }
}

const isHtml = (response: Response) => response.headers.get('content-type')?.startsWith('text/html') ?? false

/**
 * Sets the security and caching headers. A page rendered without a nonce is read whole to hash its
 * inline scripts, which the CSP header (sent before the body) must name; these pages render in one
 * piece anyway (their loaders finish before the first byte), so nothing streams later than before.
 * Some responses (a platform redirect) have immutable headers; they carry no body to protect.
 */
export async function hardenResponse(response: Response, policy: EdgePolicy): Promise<Response> {
  let scriptHashes: string[] | undefined
  if (!policy.nonce && response.body && isHtml(response)) {
    const html = await response.text()
    scriptHashes = inlineScriptHashes(html)
    response = new Response(html, { status: response.status, statusText: response.statusText, headers: response.headers })
  }
  const headers = {
    ...securityHeaders({
      nonce: policy.nonce,
      scriptHashes,
      adapters: configuredAdapters(),
      https: isHttps(),
      reportOnly: webEnv().NODE_ENV === 'development',
      cameraAndMicrophone: policy.media,
      connectTo: policy.media ? liveKitOrigins() : [],
    }),
    ...cachingHeaders(response, policy),
  }
  try {
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value)
  } catch (error) {
    if (!(error instanceof TypeError)) throw error
  }
  return response
}

/**
 * The security headers of a file the production server sends from dist/client itself, outside
 * the app (scripts/serve-web.mjs through src/server.ts): the page headers, with no inline script allowed.
 */
export function staticFileHeaders(request: Request): Record<string, string> {
  const https = requestOrigin(request.url, request.headers, webEnv().TRUST_PROXY).startsWith('https:')
  return securityHeaders({ adapters: configuredAdapters(), https, reportOnly: false })
}

/** A request slower than this is logged even when routine requests are not (LOG_LEVEL info and above). */
export const SLOW_REQUEST_MS = 1000

/**
 * The level of a request's log line: failures and slow answers always reach the log; a routine request
 * is a debug line, so production (LOG_LEVEL info) writes none per page view (issue 11: the line and its
 * serialisation cost ~0.3 ms of the web server's CPU per page), and LOG_LEVEL=debug brings them back.
 */
export function requestLogLevel(status: number, durationMs: number): 'error' | 'warn' | 'debug' {
  if (status >= 500) return 'error'
  if (durationMs >= SLOW_REQUEST_MS) return 'warn'
  return 'debug'
}

/** One JSON line per logged request: never the query string (it can hold a reset key), bodies or headers. */
export function logRequest(request: Request, status: number, startedAt: number, requestId: string): void {
  const durationMs = Math.round(performance.now() - startedAt)
  const log = logger()
  const level = requestLogLevel(status, durationMs)
  if (!log.isLevelEnabled(level)) return
  log[level]({ requestId, method: request.method, path: new URL(request.url).pathname, status, durationMs }, 'request')
}
