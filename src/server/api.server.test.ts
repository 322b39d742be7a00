import { beforeEach, describe, expect, it, vi } from 'vitest'

/**
 * The headers the web server sends the API (ADR 0008): the browser's own X-Forwarded-For is never
 * passed on; the address the web server saw goes in x-client-ip, proven by API_INTERNAL_SECRET.
 */
vi.hoisted(() => {
  process.env.API_INTERNAL_SECRET = 'web-and-api-share-this-secret-0123456789'
  delete process.env.TRUST_PROXY
})

vi.mock('@tanstack/react-start/server', () => import('./start-server.fake'))

vi.mock('./request-edge.server', () => ({ currentRequestId: () => 'request-1' }))

const { apiHeaders } = await import('./api.server')
const { fakeStart: context } = await import('./start-server.fake')

beforeEach(() => {
  context.socket = '203.0.113.5'
})

describe('apiHeaders', () => {
  it('names the socket peer, not the browser-written X-Forwarded-For or X-Real-IP', () => {
    context.request = new Request('http://127.0.0.1:3000/', { headers: { 'x-forwarded-for': '6.6.6.6', 'x-real-ip': '7.7.7.7' } })
    const headers = apiHeaders({ locale: 'en' })
    expect(headers['x-forwarded-for']).toBeUndefined()
    expect(headers['x-client-ip']).toBe('203.0.113.5')
    expect(headers['x-internal-secret']).toBe('web-and-api-share-this-secret-0123456789')
  })

  it('sends no client address when the socket is unknown', () => {
    context.socket = undefined
    context.request = new Request('http://127.0.0.1:3000/', { headers: { 'x-forwarded-for': '6.6.6.6' } })
    const headers = apiHeaders({ locale: 'en' })
    expect(headers['x-client-ip']).toBeUndefined()
    expect(headers['x-forwarded-for']).toBeUndefined()
  })
})
