import { brotliDecompressSync, createBrotliDecompress, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import {
  PER_REQUEST_BROTLI_QUALITY,
  SHARED_BROTLI_QUALITY,
  brotliQualityFor,
  compressResponse,
  isCompressibleType,
  negotiateEncoding,
  readWholePage,
  withVary,
} from './compression.mjs'

const page = '<!doctype html><html><body>' + '<p>Doctors near you, in four languages.</p>'.repeat(200) + '</body></html>'
const get = (acceptEncoding, method = 'GET') =>
  new Request('http://x/', { method, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} })
const html = (body, headers = {}) => new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8', ...headers } })
const bytes = async (response) => Buffer.from(await response.arrayBuffer())

describe('negotiateEncoding', () => {
  it('prefers brotli, falls back to gzip, honours q-values and q=0', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(negotiateEncoding('gzip')).toBe('gzip')
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip')
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip')
    expect(negotiateEncoding('gzip;q=0, br;q=0')).toBeNull()
    expect(negotiateEncoding('*')).toBe('br')
    expect(negotiateEncoding('*, br;q=0')).toBe('gzip')
    expect(negotiateEncoding('identity')).toBeNull()
    expect(negotiateEncoding('')).toBeNull()
    expect(negotiateEncoding(null)).toBeNull()
  })
})

describe('isCompressibleType and withVary', () => {
  it('knows text from binary', () => {
    for (const type of ['text/html; charset=utf-8', 'application/json', 'text/javascript', 'image/svg+xml', 'application/manifest+json'])
      expect(isCompressibleType(type)).toBe(true)
    for (const type of ['image/png', 'font/woff2', 'application/octet-stream', 'application/zip', null])
      expect(isCompressibleType(type)).toBe(false)
  })

  it('adds a token once', () => {
    expect(withVary(null, 'Accept-Encoding')).toBe('Accept-Encoding')
    expect(withVary('Cookie', 'Accept-Encoding')).toBe('Cookie, Accept-Encoding')
    expect(withVary('cookie, accept-encoding', 'Accept-Encoding')).toBe('cookie, accept-encoding')
    expect(withVary('*', 'Accept-Encoding')).toBe('*')
  })
})

describe('brotliQualityFor', () => {
  it('spends more only on answers a shared cache keeps; every per-request answer gets the cheap quality', () => {
    expect(SHARED_BROTLI_QUALITY).toBeGreaterThan(PER_REQUEST_BROTLI_QUALITY)
    expect(brotliQualityFor('public, s-maxage=60, stale-while-revalidate=600')).toBe(SHARED_BROTLI_QUALITY)
    expect(brotliQualityFor('Public, S-MaxAge=60')).toBe(SHARED_BROTLI_QUALITY)
    for (const perRequest of [
      null,
      '',
      'private, no-store',
      'private, no-cache',
      'no-store',
      'public, max-age=60',
      'public, s-maxage=60, no-cache',
    ])
      expect(brotliQualityFor(perRequest), String(perRequest)).toBe(PER_REQUEST_BROTLI_QUALITY)
  })

  it('a private page is compressed at the per-request quality: larger than the shared one, and the same page once decoded', async () => {
    // Varied text, so the two qualities give different sizes.
    const text = Array.from({ length: 3000 }, (_, i) => `<li data-i="${i}">${(i * 7919).toString(36)} ${(i * 104729) % 997}</li>`).join('')
    const sizes = {}
    for (const cacheControl of ['private, no-store', 'public, s-maxage=60']) {
      const response = compressResponse(get('br'), html(text, { 'cache-control': cacheControl }))
      const body = await bytes(response)
      expect(brotliDecompressSync(body).toString()).toBe(text)
      sizes[cacheControl] = body.length
    }
    expect(sizes['private, no-store']).toBeGreaterThan(sizes['public, s-maxage=60'])
  })
})

describe('compressResponse', () => {
  it('answers brotli or gzip whose decompressed body is the page, with Vary and without a stale length', async () => {
    const br = compressResponse(get('gzip, br'), html(page, { 'content-length': String(Buffer.byteLength(page)), vary: 'Cookie' }))
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('vary')).toBe('Cookie, Accept-Encoding')
    expect(br.headers.get('content-length')).toBeNull()
    const brBody = await bytes(br)
    expect(brBody.length).toBeLessThan(page.length / 10)
    expect(brotliDecompressSync(brBody).toString()).toBe(page)

    const gzip = compressResponse(get('gzip'), html(page))
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(await bytes(gzip)).toString()).toBe(page)
  })

  it('keeps the identity body, but still says Vary, when the client accepts neither', async () => {
    const response = compressResponse(get('br;q=0, gzip;q=0'), html(page))
    expect(response.headers.get('content-encoding')).toBeNull()
    expect(response.headers.get('vary')).toBe('Accept-Encoding')
    expect(await response.text()).toBe(page)
  })

  it('leaves alone tiny bodies, binary types, encoded bodies, no-transform and bodiless statuses', async () => {
    const tiny = compressResponse(get('br'), html('<p>hi</p>', { 'content-length': '9' }))
    expect(tiny.headers.get('content-encoding')).toBeNull()
    expect(await tiny.text()).toBe('<p>hi</p>')
    const png = new Response(new Uint8Array(4096), { headers: { 'content-type': 'image/png' } })
    expect(compressResponse(get('br'), png)).toBe(png)
    const encoded = html('x', { 'content-encoding': 'gzip' })
    expect(compressResponse(get('br'), encoded)).toBe(encoded)
    const noTransform = html(page, { 'cache-control': 'public, no-transform' })
    expect(compressResponse(get('br'), noTransform)).toBe(noTransform)
    const notModified = new Response(null, { status: 304, headers: { 'content-type': 'text/html' } })
    expect(compressResponse(get('br'), notModified)).toBe(notModified)
    const noContent = new Response(null, { status: 204 })
    expect(compressResponse(get('br'), noContent)).toBe(noContent)
  })

  it('sends a page read whole in one piece: compressed in one call, with its length', async () => {
    const served = html(page, { 'cache-control': 'private, no-store' })
    const whole = await readWholePage(served)
    expect(new TextDecoder().decode(whole)).toBe(page)
    for (const [accept, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ]) {
      const response = compressResponse(get(accept), html(page, { 'cache-control': 'private, no-store' }), whole)
      const body = await bytes(response)
      expect(response.headers.get('content-encoding')).toBe(accept)
      expect(response.headers.get('content-length')).toBe(String(body.length))
      expect(decode(body).toString()).toBe(page)
    }
    const identity = compressResponse(get(''), html(page), whole)
    expect(identity.headers.get('content-length')).toBe(String(whole.byteLength))
    expect(await identity.text()).toBe(page)
    // An answer left alone still has its body, though the page was read.
    const noTransform = compressResponse(get('br'), html(page, { 'cache-control': 'no-transform' }), whole)
    expect(noTransform.headers.get('content-encoding')).toBeNull()
    expect(await noTransform.text()).toBe(page)
  })

  it('reads only pages whole: JSON and event streams are left to stream, unread', async () => {
    const json = new Response('{"a":1}', { headers: { 'content-type': 'application/json' } })
    const events = new Response(new ReadableStream({ start: () => {} }), { headers: { 'content-type': 'text/event-stream' } })
    expect(await readWholePage(json)).toBeUndefined()
    expect(await readWholePage(events)).toBeUndefined()
    expect(json.bodyUsed || events.bodyUsed).toBe(false)
    expect(await readWholePage(new Response(null, { status: 304, headers: { 'content-type': 'text/html' } }))).toBeUndefined()
  })

  it('answers HEAD with the headers GET would have, and no body', async () => {
    const response = compressResponse(get('br', 'HEAD'), html(page, { etag: '"v1"' }))
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(response.headers.get('etag')).toBe('W/"v1"')
    expect(response.body).toBeNull()
  })

  it('streams: each part the server sends is decodable before the next one exists', async () => {
    let sendSecond
    const secondSent = new Promise((resolve) => (sendSecond = resolve))
    const encoder = new TextEncoder()
    const source = new ReadableStream({
      async start(controller) {
        controller.enqueue(encoder.encode('<html><head><title>first part</title></head>'))
        await secondSent
        controller.enqueue(encoder.encode('<body>second part</body></html>'))
        controller.close()
      },
    })
    const response = compressResponse(get('br'), html(source))
    const reader = response.body.getReader()
    const decoder = createBrotliDecompress()
    const decoded = []
    decoder.on('data', (chunk) => decoded.push(chunk))
    const decode = (chunk) => new Promise((resolve) => decoder.write(chunk, resolve))

    // The first part arrives compressed and flushed while the source still holds the second back.
    let text = ''
    while (!text.includes('first part')) {
      const { value, done } = await reader.read()
      expect(done).toBe(false)
      await decode(value)
      text = Buffer.concat(decoded).toString()
    }
    expect(text).not.toContain('second part')

    sendSecond()
    for (;;) {
      const { value, done } = await reader.read()
      if (done) break
      decoder.write(value)
    }
    decoder.end()
    await new Promise((resolve) => decoder.once('end', resolve))
    expect(Buffer.concat(decoded).toString()).toBe('<html><head><title>first part</title></head><body>second part</body></html>')
  })

  it('cancelling the compressed body cancels the source (a client that went away stops the render)', async () => {
    let cancelled
    const source = new ReadableStream({
      pull(controller) {
        controller.enqueue(new TextEncoder().encode(page))
      },
      cancel(reason) {
        cancelled = reason ?? 'cancelled'
      },
    })
    const response = compressResponse(get('gzip'), html(source))
    const reader = response.body.getReader()
    await reader.read()
    await reader.cancel('gone')
    expect(cancelled).toBe('gone')
  })
})
