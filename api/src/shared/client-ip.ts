import { timingSafeEqual } from 'node:crypto'
import { isIP } from 'node:net'
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { CLIENT_IP_HEADER, clientAddress, INTERNAL_SECRET_HEADER } from '#contract/forwarded'

/**
 * The one home of "who is the client" in the API (ADR 0008). Per-IP limits and the captcha check
 * read `c.get('clientIp')`, which this middleware sets for every request.
 */
declare module 'hono' {
  interface ContextVariableMap {
    clientIp: string
  }
}

export type ClientIpPolicy = {
  /** TRUST_PROXY: proxy hops in front of the API whose X-Forwarded-For entries count */
  trustedHops: number
  internalSecret: string
}

function sameSecret(given: string | undefined, expected: string): boolean {
  if (!given) return false
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** Whether the request carries the web server's internal secret: only then are its headers believed. */
export function fromWebServer(c: Context, internalSecret: string): boolean {
  return sameSecret(c.req.header(INTERNAL_SECRET_HEADER), internalSecret)
}

/**
 * The peer of the connection, from @hono/node-server's binding (`c.env.incoming`). In-process
 * calls (`api.fetch(request)` in tests) have none unless they pass the same binding.
 */
function socketAddress(c: Context): string | undefined {
  const env: unknown = c.env
  if (!env || typeof env !== 'object' || !('incoming' in env)) return undefined
  const incoming = env.incoming as { socket?: { remoteAddress?: string } } | undefined
  return incoming?.socket?.remoteAddress
}

/**
 * The address the web server names, when the request carries the internal secret; otherwise
 * what the API itself sees: the socket peer, or TRUST_PROXY hops of X-Forwarded-For. 'unknown'
 * only for in-process calls without a socket.
 */
export function resolveClientIp(c: Context, policy: ClientIpPolicy): string {
  const named = c.req.header(CLIENT_IP_HEADER)?.trim()
  if (named && fromWebServer(c, policy.internalSecret)) return named
  return clientAddress(socketAddress(c), c.req.header('x-forwarded-for'), policy.trustedHops, isIP) ?? 'unknown'
}

export const clientIpMiddleware = (policy: ClientIpPolicy) =>
  createMiddleware(async (c, next) => {
    c.set('clientIp', resolveClientIp(c, policy))
    await next()
  })
