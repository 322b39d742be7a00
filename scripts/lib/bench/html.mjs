// HTML size of a page (ADR 0025): the document itself (identity), what gzip and brotli would make of
// it (zlib defaults: gzip level 6, brotli quality 11), and what the server actually sent to a client
// that accepts compression as Chrome does, with its Content-Encoding. Plain node:http, which never
// decompresses, so the sent figure is the bytes on the wire. Shared by the bench and budgets.spec.ts.
import { request } from 'node:http'
import { brotliCompressSync, gzipSync } from 'node:zlib'

/** Chrome's Accept-Encoding. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd'

/** GET `url` with `headers`; resolves to `{ status, headers, body }` with the body as sent. */
export function rawGet(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'GET', headers }, (res) => {
      const chunks = []
      res.on('data', (chunk) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.setTimeout(60_000, () => req.destroy(new Error(`GET ${url} timed out`)))
    req.end()
  })
}

/**
 * Resolves to `{ status, identityBytes, gzipBytes, brotliBytes, sentBytes, contentEncoding, cacheControl }`
 * for the anonymous HTML of `url`.
 */
export async function measureHtml(url, { headers = {} } = {}) {
  const accept = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'
  const plain = await rawGet(url, { accept, 'accept-encoding': 'identity', ...headers })
  if (plain.headers['content-encoding'] && plain.headers['content-encoding'] !== 'identity') {
    throw new Error(`GET ${url} with Accept-Encoding: identity answered ${plain.headers['content-encoding']}`)
  }
  const sent = await rawGet(url, { accept, 'accept-encoding': BROWSER_ACCEPT_ENCODING, ...headers })
  return {
    status: plain.status,
    identityBytes: plain.body.length,
    gzipBytes: gzipSync(plain.body).length,
    brotliBytes: brotliCompressSync(plain.body).length,
    sentBytes: sent.body.length,
    contentEncoding: sent.headers['content-encoding'] ?? 'identity',
    cacheControl: sent.headers['cache-control'] ?? null,
  }
}
