import { describe, expect, it } from 'vitest'
import { createSharedPageCache, sharedFreshness } from './page-cache.mjs'

const SHARED = 'public, s-maxage=60, stale-while-revalidate=600'

/** A fake app: counts renders and answers what `answerFor` says for each request. */
function app(answerFor = () => ({})) {
  const calls = []
  const render = async (request) => {
    calls.push(request)
    const { status = 200, headers = {}, body = `page ${calls.length}` } = answerFor(request, calls.length)
    return new Response(request.method === 'HEAD' ? null : body, {
      status,
      headers: {
        'content-type': 'text/html',
        'cache-control': SHARED,
        vary: 'Cookie, Accept-Encoding',
        'x-request-id': `r${calls.length}`,
        ...headers,
      },
    })
  }
  return { render, calls }
}

const get = (path = '/doctors', headers = {}, method = 'GET') =>
  new Request(`http://web.test${path}`, { method, headers: { 'accept-encoding': 'gzip, deflate, br', ...headers } })

function clock(start = 1_000_000) {
  let time = start
  return { now: () => time, advance: (seconds) => (time += seconds * 1000) }
}

describe('sharedFreshness', () => {
  it('reads s-maxage and stale-while-revalidate of a public 200 without cookies', () => {
    expect(sharedFreshness(new Response('x', { headers: { 'cache-control': SHARED } }))).toEqual({ maxAge: 60, staleWhileRevalidate: 600 })
  })

  it('refuses private, no-store, set-cookie, Vary *, other statuses and answers without s-maxage', () => {
    const refused = [
      new Response('x', { headers: { 'cache-control': 'private, no-store' } }),
      new Response('x', { headers: { 'cache-control': 'public, s-maxage=60, no-store' } }),
      new Response('x', { headers: { 'cache-control': SHARED, 'set-cookie': 'a=b' } }),
      new Response('x', { headers: { 'cache-control': SHARED, vary: 'Cookie, *' } }),
      new Response('x', { status: 404, headers: { 'cache-control': SHARED } }),
      new Response('x', { headers: { 'cache-control': 'public, max-age=60' } }),
    ]
    for (const response of refused) expect(sharedFreshness(response)).toBeNull()
  })
})

describe('createSharedPageCache', () => {
  it('renders a shareable page once and answers the next requests from memory, with its age and without the first request id', async () => {
    const time = clock()
    const cache = createSharedPageCache({ now: time.now })
    const { render, calls } = app()
    expect(await (await cache.handle(get(), render)).text()).toBe('page 1')
    time.advance(5)
    const again = await cache.handle(get(), render)
    expect(await again.text()).toBe('page 1')
    expect(again.headers.get('age')).toBe('5')
    expect(again.headers.get('x-request-id')).toBeNull()
    expect(again.headers.get('cache-control')).toBe(SHARED)
    expect(calls).toHaveLength(1)
  })

  it('keeps variants apart by the headers Vary names: cookies, and the encoding each client gets', async () => {
    const cache = createSharedPageCache()
    const { render, calls } = app((request) => ({
      body: `for ${request.headers.get('cookie') ?? 'nobody'} in ${request.headers.get('accept-encoding')}`,
    }))
    await cache.handle(get(), render)
    expect(await (await cache.handle(get('/doctors', { cookie: 'organizationId=13' }), render)).text()).toBe(
      'for organizationId=13 in gzip, deflate, br',
    )
    expect(await (await cache.handle(get('/doctors', { 'accept-encoding': 'gzip' }), render)).text()).toBe('for nobody in gzip')
    // Another list with the same negotiated encoding is the same variant.
    expect(await (await cache.handle(get('/doctors', { 'accept-encoding': 'br, gzip' }), render)).text()).toBe(
      'for nobody in gzip, deflate, br',
    )
    expect(calls).toHaveLength(3)
  })

  it('never keeps what is rendered for a session, sets a cookie or fails, nor what another URL or method asks', async () => {
    const cache = createSharedPageCache()
    const { render, calls } = app((request, n) =>
      request.headers.get('cookie')?.includes('token=')
        ? { headers: { 'cache-control': 'private, no-store' }, body: `private ${n}` }
        : request.url.endsWith('utm_source=x')
          ? { headers: { 'set-cookie': 'utm_source=x' } }
          : request.url.endsWith('/missing')
            ? { status: 404 }
            : {},
    )
    for (const request of [get('/doctors', { cookie: 'token=a' }), get('/doctors?utm_source=x'), get('/missing')]) {
      await cache.handle(request, render)
      await cache.handle(request.clone(), render)
    }
    expect(calls).toHaveLength(6)
    await cache.handle(get('/doctors', {}, 'POST'), render)
    await cache.handle(get('/doctors', {}, 'POST'), render)
    expect(calls).toHaveLength(8)
  })

  it('keys on forwarded-origin headers, so a forged one cannot reach other visitors', async () => {
    const cache = createSharedPageCache()
    const { render, calls } = app((request) => ({ body: `origin ${request.headers.get('x-forwarded-host') ?? 'own'}` }))
    await cache.handle(get('/doctors', { 'x-forwarded-host': 'evil.example' }), render)
    expect(await (await cache.handle(get(), render)).text()).toBe('origin own')
    expect(calls).toHaveLength(2)
  })

  it('answers HEAD from a kept GET without a body', async () => {
    const cache = createSharedPageCache()
    const { render, calls } = app()
    await cache.handle(get(), render)
    const head = await cache.handle(get('/doctors', {}, 'HEAD'), render)
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
    expect(calls).toHaveLength(1)
  })

  it('serves a stale page while one background render replaces it, and renders anew once it is too old', async () => {
    const time = clock()
    const cache = createSharedPageCache({ now: time.now })
    const { render, calls } = app()
    await cache.handle(get(), render)
    time.advance(61)
    const [first, second] = await Promise.all([cache.handle(get(), render), cache.handle(get(), render)])
    expect([await first.text(), await second.text()]).toEqual(['page 1', 'page 1'])
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(calls).toHaveLength(2)
    expect(await (await cache.handle(get(), render)).text()).toBe('page 2')
    time.advance(60 + 600 + 1)
    expect(await (await cache.handle(get(), render)).text()).toBe('page 3')
  })

  it('forgets a page that stopped being shareable when it is revalidated', async () => {
    const time = clock()
    const cache = createSharedPageCache({ now: time.now })
    const { render, calls } = app((_, n) => (n > 1 ? { status: 500 } : {}))
    await cache.handle(get(), render)
    time.advance(61)
    expect(await (await cache.handle(get(), render)).text()).toBe('page 1')
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect((await cache.handle(get(), render)).status).toBe(500)
    expect(calls).toHaveLength(3)
  })

  it('stays within its byte budget, dropping the least recently used page', async () => {
    const cache = createSharedPageCache({ maxBytes: 25 })
    const { render, calls } = app((request) => ({ body: `${request.url.slice(-1)}`.repeat(10) }))
    await cache.handle(get('/a'), render)
    await cache.handle(get('/b'), render)
    await cache.handle(get('/a'), render)
    await cache.handle(get('/c'), render)
    expect(cache.stats()).toEqual({ entries: 2, bytes: 20 })
    await cache.handle(get('/a'), render)
    expect(calls).toHaveLength(3)
    await cache.handle(get('/b'), render)
    expect(calls).toHaveLength(4)
  })
})
