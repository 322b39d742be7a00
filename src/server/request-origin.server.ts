import { getRequest } from '@tanstack/react-start/server'
import { webOriginOf } from './web-origin.server'

/**
 * This request's public origin (links, QR code, OAuth callbacks, the Secure cookie flag): proxy
 * headers count only under TRUST_PROXY (ADR 0008). The one rule for "where are we served".
 */
export function publicOrigin(): string {
  const request = getRequest()
  return webOriginOf(request.url, request.headers)
}
