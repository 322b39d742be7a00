/** A host as it may appear in a Host or X-Forwarded-Host header: name or IPv4/IPv6 literal, optional port. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i

function firstValue(header: string | null): string | undefined {
  return header?.split(',')[0]?.trim() || undefined
}

/**
 * The public origin of a request: behind a proxy the X-Forwarded-Host / X-Forwarded-Proto headers win
 * over the URL the server saw. Values that are not a plain host or http(s) are ignored, so a forged
 * header cannot inject anything into a link built from the result.
 */
export function requestOrigin(url: string, headers: Pick<Headers, 'get'>): string {
  const seen = new URL(url)
  const forwardedHost = firstValue(headers.get('x-forwarded-host'))
  const forwardedProto = firstValue(headers.get('x-forwarded-proto'))?.toLowerCase()
  const host = forwardedHost && HOST.test(forwardedHost) ? forwardedHost.toLowerCase() : seen.host
  const protocol = forwardedProto === 'http' || forwardedProto === 'https' ? forwardedProto : seen.protocol.replace(/:$/, '')
  return `${protocol}://${host}`
}
