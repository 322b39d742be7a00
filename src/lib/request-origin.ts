import { trustedForwardedValue } from '#contract/forwarded'

/** A host as it may appear in a Host or X-Forwarded-Host header: name or IPv4/IPv6 literal, optional port. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i

/**
 * The public origin of a request. Behind `trustedHops` proxies of ours (TRUST_PROXY, ADR 0008) the
 * X-Forwarded-Host / X-Forwarded-Proto values our outermost proxy wrote win over the URL the server
 * saw; without trusted proxies those headers came from the client and are ignored. Values that are
 * not a plain host or http(s) are ignored too, so nothing can be injected into a link built from it.
 */
export function requestOrigin(url: string, headers: Pick<Headers, 'get'>, trustedHops: number): string {
  const seen = new URL(url)
  const forwardedHost = trustedForwardedValue(headers.get('x-forwarded-host'), trustedHops)
  const forwardedProto = trustedForwardedValue(headers.get('x-forwarded-proto'), trustedHops)?.toLowerCase()
  const host = forwardedHost && HOST.test(forwardedHost) ? forwardedHost.toLowerCase() : seen.host
  const protocol = forwardedProto === 'http' || forwardedProto === 'https' ? forwardedProto : seen.protocol.replace(/:$/, '')
  return `${protocol}://${host}`
}
