import { isIP } from 'node:net'
import { getRequest, getRequestIP } from '@tanstack/react-start/server'
import { CLIENT_IP_HEADER, clientAddress, INTERNAL_SECRET_HEADER } from '#contract/forwarded'
import { webEnv } from './env.server'

/**
 * The browser's address as the web server sees it (ADR 0008): the socket peer (srvx and vite dev
 * both expose it as `request.ip`), or with TRUST_PROXY hops the matching X-Forwarded-For entry.
 * The one place the web tier reads a client address.
 */
export function clientIp(): string | undefined {
  return clientAddress(getRequestIP(), getRequest().headers.get('x-forwarded-for'), webEnv().TRUST_PROXY, isIP)
}

/** Names the browser to the API, proven by the shared secret; nothing when either is missing. */
export function clientIpHeaders(): Record<string, string> {
  const ip = clientIp()
  const secret = webEnv().API_INTERNAL_SECRET
  return ip && secret ? { [CLIENT_IP_HEADER]: ip, [INTERNAL_SECRET_HEADER]: secret } : {}
}
