/** The web server names the browser's address to the API in this header… */
export const CLIENT_IP_HEADER = 'x-client-ip'
/** …and proves it is the web server with API_INTERNAL_SECRET in this one. */
export const INTERNAL_SECRET_HEADER = 'x-internal-secret'

/**
 * What a request's proxies may tell us, read the same way on both tiers (ADR 0008). `trustedHops`
 * is TRUST_PROXY: how many proxies in front of the server are ours. 0 means none: the socket peer
 * is the client and every X-Forwarded-* header came from the client itself, so it is ignored.
 */

/** The entries of a comma-separated forwarding header, left (furthest) to right (nearest). */
function hopList(header: string | null | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
}

/**
 * The value our outermost trusted proxy wrote: with N trusted hops, the N-th entry from the right
 * (each proxy appends what it saw). A list shorter than N means fewer proxies than configured: the
 * leftmost entry is then the furthest anyone trusted wrote. Entries further left come from the
 * client and are never read. Undefined when there are no trusted hops or no entries.
 */
export function trustedForwardedValue(header: string | null | undefined, trustedHops: number): string | undefined {
  if (trustedHops <= 0) return undefined
  const list = hopList(header)
  if (list.length === 0) return undefined
  return list[Math.max(0, list.length - trustedHops)]
}

/** Node's `isIP` (`node:net`): 4, 6, or 0 for not an address. Passed in, so contract/ stays free of Node (ADR 0013). */
export type IsIp = (address: string) => number

/** `::ffff:10.0.0.1` (IPv4 on a dual-stack socket) counts as `10.0.0.1`, so one client has one key. */
function normalizeIp(address: string, isIP: IsIp): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address
}

/**
 * The client's address: the socket peer, or with N trusted proxy hops the address N steps left of
 * it in X-Forwarded-For (the socket peer is hop 1's address, the rightmost entry hop 2's, …), like
 * express's numeric `trust proxy`. A malformed entry stops the walk at the last valid address.
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | null | undefined,
  trustedHops: number,
  isIP: IsIp,
): string | undefined {
  let client = socketAddress ? normalizeIp(socketAddress, isIP) : undefined
  if (trustedHops <= 0) return client
  const list = hopList(forwardedFor)
  for (let hop = 1; hop <= trustedHops && list.length > 0; hop++) {
    const next = normalizeIp(list.pop()!, isIP)
    if (!isIP(next)) break
    client = next
  }
  return client
}
