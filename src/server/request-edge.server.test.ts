import { createHash } from 'node:crypto'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeStart as context } from './start-server.fake'

/** The edge's CSP and caching decisions against a fake request (Start's functions replaced, the rules real). */
vi.mock('@tanstack/react-start/server', () => import('./start-server.fake'))
// The route table (staticData.sharedCache) is checked end to end in tests/e2e/serving.spec.ts.
vi.mock('./shared-cache.server', () => ({
  isSharedCacheableRoute: (pathname: string) => ['/', '/doctors', '/ar/doctors'].includes(pathname),
}))

const { edgePolicy, hardenResponse, staticFileHeaders } = await import('./request-edge.server')

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64')
const page =
  '<html><head><script>early()</script></head><body><p>Doctors</p><script type="module" src="/assets/a.js"></script><script>$_TSR.h()</script></body></html>'
const htmlResponse = (init: ResponseInit = {}) =>
  new Response(page, { ...init, headers: { 'content-type': 'text/html; charset=utf-8', ...init.headers } })
const scriptSrc = (response: Response) =>
  response.headers
    .get('content-security-policy')!
    .split('; ')
    .find((directive) => directive.startsWith('script-src '))!
    .split(' ')
    .slice(1)
const get = (path: string, method = 'GET') => new Request(`https://example.test${path}`, { method })

beforeEach(() => {
  context.request = new Request('https://example.test/')
  context.sent = {}
  context.set = []
})

describe('edgePolicy', () => {
  it('renders an anonymous GET or HEAD of a shared route without a nonce', () => {
    expect(edgePolicy(get('/doctors'), '/doctors', 'router')).toEqual({ shared: true })
    expect(edgePolicy(get('/doctors', 'HEAD'), '/doctors', 'router')).toEqual({ shared: true })
  })

  it('gives everything else a fresh nonce', () => {
    const nonces = [
      edgePolicy(get('/contact-us'), '/contact-us', 'router'),
      edgePolicy(get('/doctors', 'POST'), '/doctors', 'router'),
      edgePolicy(get('/_serverFn/x'), '/_serverFn/x', 'serverFn'),
    ].map((policy) => {
      expect(policy.shared).toBe(false)
      return policy.nonce
    })
    expect(new Set(nonces).size).toBe(3)
    context.sent = { token: 'access' }
    expect(edgePolicy(get('/doctors'), '/doctors', 'router')).toMatchObject({ shared: false, nonce: expect.any(String) })
    context.sent = { refreshToken: 'refresh' }
    expect(edgePolicy(get('/doctors'), '/doctors', 'router').shared).toBe(false)
  })
})

describe('hardenResponse', () => {
  it('lets a shared cache keep an anonymous catalog page, whose CSP allows exactly its inline scripts', async () => {
    const response = await hardenResponse(htmlResponse(), { shared: true })
    expect(response.headers.get('cache-control')).toBe('public, s-maxage=60, stale-while-revalidate=600')
    expect(response.headers.get('vary')).toBe('Cookie')
    expect(scriptSrc(response)).toEqual(["'self'", `'sha256-${sha256('early()')}'`, `'sha256-${sha256('$_TSR.h()')}'`])
    expect(await response.text()).toBe(page)
  })

  it('keeps a page made for a session private, no-store, with a nonce', async () => {
    context.sent = { token: 'access' }
    const response = await hardenResponse(htmlResponse(), { shared: false, nonce: 'n0nce' })
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(scriptSrc(response)).toEqual(["'self'", "'nonce-n0nce'"])
    expect(response.headers.get('vary')).toBeNull()
  })

  it('keeps a shared page that sets a cookie (tracking parameters) private, no-store', async () => {
    const response = await hardenResponse(htmlResponse({ headers: { 'set-cookie': 'utm_source=x; Path=/' } }), { shared: true })
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(scriptSrc(response)).toContain(`'sha256-${sha256('early()')}'`)
  })

  it('shares only pages that rendered: a 404 of a shared route stays with the visitor', async () => {
    const response = await hardenResponse(htmlResponse({ status: 404 }), { shared: true })
    expect(response.status).toBe(404)
    expect(response.headers.get('cache-control')).toBe('private, no-cache')
    expect(scriptSrc(response)).toContain(`'sha256-${sha256('$_TSR.h()')}'`)
  })

  it('leaves other anonymous answers to the browser, and a handler its own choice', async () => {
    const contact = await hardenResponse(htmlResponse(), { shared: false, nonce: 'n' })
    expect(contact.headers.get('cache-control')).toBe('private, no-cache')
    const file = await hardenResponse(new Response('img', { headers: { 'cache-control': 'private, max-age=3600' } }), {
      shared: false,
      nonce: 'n',
    })
    expect(file.headers.get('cache-control')).toBe('private, max-age=3600')
  })

  it('sets the same security headers either way', async () => {
    for (const response of [
      await hardenResponse(htmlResponse(), { shared: true }),
      await hardenResponse(htmlResponse(), { shared: false, nonce: 'n' }),
    ]) {
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('x-frame-options')).toBe('DENY')
      expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=/)
      expect(response.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/)
    }
  })
})

describe('staticFileHeaders', () => {
  it('allows no inline script and sends HSTS only over https', () => {
    const https = staticFileHeaders(new Request('https://example.test/assets/a.js'))
    expect(https['content-security-policy']).toMatch(/script-src 'self';/)
    expect(https['strict-transport-security']).toBeDefined()
    expect(staticFileHeaders(new Request('http://127.0.0.1/favicon.svg'))['strict-transport-security']).toBeUndefined()
  })
})
