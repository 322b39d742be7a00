// @ts-check
// Response compression for the production web server (scripts/serve-web.mjs, ADR 0022): dynamic
// answers (SSR HTML, server-function JSON) are compressed as they stream; static files come
// precompressed from the build (scripts/lib/precompress.mjs) and pass through untouched.
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib'

/** Below this a compressed body saves less than the encoding's framing and the CPU it costs. */
export const MIN_COMPRESS_BYTES = 1024

/**
 * Brotli on the fly, at two qualities (issue 28, ADR 0056). An answer a shared cache may keep
 * (`public` with `s-maxage`, the page cache of ADR 0028) is compressed once and sent many times:
 * quality 5 (on a 120 KB page ~4 ms for 21.0 KB, where 11, the build's for static files, gives
 * 18.5 KB at 250 ms). Any other answer (a signed-in page, a page rendered for one visitor, a
 * server function's JSON) is compressed for every request: quality 3, which on the signed-in
 * `/appointments` (67 KB) costs 0.74 ms for 17.5 KB where 5 costs 1.71 ms for 15.8 KB.
 * gzip 6 is zlib's default balance.
 */
export const SHARED_BROTLI_QUALITY = 5
export const PER_REQUEST_BROTLI_QUALITY = 3
const GZIP_LEVEL = 6

/**
 * The brotli quality for an answer with this Cache-Control: the shared one when a shared cache may
 * keep it (`public` with an `s-maxage`, and neither `private`, `no-store` nor `no-cache`).
 * @param {string | null | undefined} cacheControl
 */
export function brotliQualityFor(cacheControl) {
  const directives = (cacheControl ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => part.trim().split('=')[0])
  const kept =
    directives.includes('public') &&
    directives.includes('s-maxage') &&
    !directives.some((d) => d === 'private' || d === 'no-store' || d === 'no-cache')
  return kept ? SHARED_BROTLI_QUALITY : PER_REQUEST_BROTLI_QUALITY
}

/**
 * Text formats worth compressing; images, fonts, archives and unknown binaries are already dense or opaque.
 * @param {string | null | undefined} contentType
 */
export function isCompressibleType(contentType) {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  return (
    type.startsWith('text/') ||
    type === 'application/json' ||
    type === 'application/javascript' ||
    type === 'application/xml' ||
    type === 'application/manifest+json' ||
    type.endsWith('+json') ||
    type.endsWith('+xml')
  )
}

/**
 * The encoding to answer with for an `Accept-Encoding` header: `br` or `gzip`, whichever has the
 * higher q-value (brotli on a tie, it is smaller), never one the client rated `q=0`; `null` for identity.
 * @param {string | null | undefined} acceptEncoding
 * @returns {Encoding | null}
 */
export function negotiateEncoding(acceptEncoding) {
  if (!acceptEncoding) return null
  /** @type {Map<string, number>} */
  const quality = new Map()
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim().toLowerCase())
    if (!name) continue
    const q = params.find((p) => p.startsWith('q='))
    const value = q === undefined ? 1 : Number(q.slice(2))
    quality.set(name, Number.isFinite(value) ? value : 0)
  }
  const of = (/** @type {string} */ name) => quality.get(name) ?? quality.get('*') ?? 0
  const br = of('br')
  const gzip = of('gzip')
  if (br > 0 && br >= gzip) return 'br'
  if (gzip > 0) return 'gzip'
  return null
}

/**
 * Adds `token` to a Vary header value unless it (or `*`) is already there.
 * @param {string | null} vary
 * @param {string} token
 * @returns {string}
 */
export function withVary(vary, token) {
  const present = (vary ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean)
  if (vary !== null && (present.includes('*') || present.includes(token.toLowerCase()))) return vary
  return present.length ? `${vary}, ${token}` : token
}

/** @typedef {'br' | 'gzip'} Encoding */

/**
 * @param {Encoding} encoding
 * @param {number} sizeHint
 * @param {number} brotliQuality
 */
function createEncoder(encoding, sizeHint, brotliQuality) {
  if (encoding === 'br') {
    /** @type {Record<number, number>} */
    const params = { [constants.BROTLI_PARAM_QUALITY]: brotliQuality, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT }
    if (sizeHint) params[constants.BROTLI_PARAM_SIZE_HINT] = sizeHint
    return { stream: createBrotliCompress({ params }), flushKind: constants.BROTLI_OPERATION_FLUSH }
  }
  // A sync flush keeps the dictionary (a full flush would reset it and cost ratio).
  return { stream: createGzip({ level: GZIP_LEVEL }), flushKind: constants.Z_SYNC_FLUSH }
}

/**
 * A page's HTML read whole, for `compressResponse`'s `whole`; undefined for any other answer (a
 * server function's JSON, the notifications' event stream), which streams. The first paint waits for
 * the whole server page anyway (ADR 0063) and no page streams data late, so sending a page as it
 * streamed bought only per-chunk costs: web streams, the encoder's flushes, a socket write per part
 * (a quarter to a third of a signed-in page's web CPU, ADR 0064).
 * @param {Response} response
 * @returns {Promise<Uint8Array<ArrayBuffer> | undefined>}
 */
export async function readWholePage(response) {
  if (!response.body || !(response.headers.get('content-type') ?? '').startsWith('text/html')) return undefined
  return new Uint8Array(await response.arrayBuffer())
}

/**
 * A body read whole, compressed in one call: no stream, no flushes, one buffer to write.
 * @param {Uint8Array} bytes
 * @param {Encoding} encoding
 * @param {number} brotliQuality
 */
function compressBytes(bytes, encoding, brotliQuality) {
  const encoded =
    encoding === 'br'
      ? brotliCompressSync(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
          },
        })
      : gzipSync(bytes, { level: GZIP_LEVEL })
  return new Uint8Array(encoded.buffer, encoded.byteOffset, encoded.byteLength)
}

/**
 * `source` compressed as a web stream that still streams: the encoder is flushed whenever the
 * source pauses (nothing more arrived by the next turn of the event loop), so a page the server
 * sends in parts reaches the browser in parts; chunks that arrive together are compressed together.
 * Backpressure runs both ways, and cancelling the result cancels the source.
 * @param {ReadableStream<Uint8Array>} source
 * @param {Encoding} encoding
 * @param {number} sizeHint
 * @param {number} [brotliQuality]
 * @returns {ReadableStream<Uint8Array>}
 */
export function compressStream(source, encoding, sizeHint, brotliQuality = SHARED_BROTLI_QUALITY) {
  const { stream: encoder, flushKind } = createEncoder(encoding, sizeHint, brotliQuality)
  const reader = source.getReader()
  /** @type {NodeJS.Immediate | undefined} */
  let flushScheduled
  const flushSoon = () => {
    flushScheduled ??= setImmediate(() => {
      flushScheduled = undefined
      if (!encoder.destroyed && !encoder.writableEnded) encoder.flush(flushKind)
    })
  }
  const drained = () =>
    new Promise((/** @type {(value?: unknown) => void} */ resolve) => {
      encoder.once('drain', resolve)
      encoder.once('close', resolve)
    })

  async function pump() {
    try {
      for (;;) {
        const { done, value } = await reader.read()
        if (encoder.destroyed) return
        if (done) break
        if (!encoder.write(value)) await drained()
        flushSoon()
      }
      clearImmediate(flushScheduled)
      encoder.end()
    } catch (error) {
      encoder.destroy(/** @type {Error} */ (error))
    }
  }

  return new ReadableStream({
    start(controller) {
      encoder.on('data', (/** @type {Buffer} */ chunk) => {
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength))
        if ((controller.desiredSize ?? 0) <= 0) encoder.pause()
      })
      encoder.once('end', () => controller.close())
      encoder.once('error', (error) => controller.error(error))
      void pump()
    },
    pull() {
      encoder.resume()
    },
    cancel(reason) {
      clearImmediate(flushScheduled)
      encoder.destroy()
      return reader.cancel(reason)
    },
  })
}

const NO_BODY_STATUSES = new Set([101, 103, 204, 205, 304])

/**
 * The response compressed for this request when that is worth it: a text type, no encoding yet,
 * no `no-transform`, and not known to be tiny. Compressible answers always get `Vary: Accept-Encoding`,
 * compressed or not, since a cache must not hand one client's variant to another. A HEAD answer gets
 * the headers its GET would have.
 * `whole` is the body when the caller has read it already (a page sent in one piece): it is then
 * compressed in one call and sent with its length.
 * @param {Request} request
 * @param {Response} response
 * @param {Uint8Array<ArrayBuffer>} [whole]
 * @returns {Response}
 */
export function compressResponse(request, response, whole) {
  const unchanged = () => (whole ? new Response(whole, response) : response)
  if (NO_BODY_STATUSES.has(response.status) || response.status < 200) return unchanged()
  if (response.headers.has('content-encoding') || !isCompressibleType(response.headers.get('content-type'))) return unchanged()
  if (/(^|,)\s*no-transform\s*(,|$)/i.test(response.headers.get('cache-control') ?? '')) return unchanged()

  const headers = new Headers(response.headers)
  headers.set('vary', withVary(headers.get('vary'), 'Accept-Encoding'))
  const length = whole ? String(whole.byteLength) : headers.get('content-length')
  const encoding = length !== null && Number(length) < MIN_COMPRESS_BYTES ? null : negotiateEncoding(request.headers.get('accept-encoding'))
  const isHead = request.method === 'HEAD'
  const source = response.body
  if (!encoding || (!source && !isHead)) {
    if (whole) headers.set('content-length', String(whole.byteLength))
    return new Response(whole ?? response.body, { status: response.status, statusText: response.statusText, headers })
  }

  headers.set('content-encoding', encoding)
  headers.delete('content-length')
  // A strong validator names exact bytes; the encoded bytes differ from the identity ones.
  const etag = headers.get('etag')
  if (etag && !etag.startsWith('W/')) headers.set('etag', `W/${etag}`)
  if (isHead || !source) {
    void source?.cancel()
    return new Response(null, { status: response.status, statusText: response.statusText, headers })
  }
  const quality = brotliQualityFor(headers.get('cache-control'))
  if (whole) {
    const encoded = compressBytes(whole, encoding, quality)
    headers.set('content-length', String(encoded.byteLength))
    return new Response(encoded, { status: response.status, statusText: response.statusText, headers })
  }
  const body = compressStream(source, encoding, length === null ? 0 : Number(length), quality)
  return new Response(body, { status: response.status, statusText: response.statusText, headers })
}
