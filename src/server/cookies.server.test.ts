import { beforeEach, describe, expect, it, vi } from 'vitest'

import { fakeStart as context } from './start-server.fake'

/** The cookie helpers against a fake request context (Start's own functions are replaced, the helpers' logic is real). */
vi.mock('@tanstack/react-start/server', () => import('./start-server.fake'))

const { COOKIE, clearSessionCookies, hasSessionCookie, readCookie, setServerCookie, storeSession } = await import('./cookies.server')

beforeEach(() => {
  context.request = new Request('https://example.test/')
  // over https the browser holds the token cookies under the __Host- prefix
  context.sent = { '__Host-token': 'old-access', '__Host-refreshToken': 'old-refresh', privateRedirect: '/account', organizationId: '13' }
  context.set = []
})

describe('session cookies', () => {
  it('reads a cookie written earlier in the same request (a retry after refresh)', () => {
    expect(readCookie(COOKIE.token)).toBe('old-access')
    storeSession({ token: 'new-access', refreshToken: 'new-refresh' })
    expect(readCookie(COOKIE.token)).toBe('new-access')
    expect(readCookie(COOKIE.refreshToken)).toBe('new-refresh')
    // Another request still sees only what its browser sent.
    context.request = new Request('https://example.test/other')
    expect(readCookie(COOKIE.token)).toBe('old-access')
  })

  it('writes tokens HttpOnly, SameSite=Lax, Secure and __Host- prefixed over https', () => {
    storeSession({ token: 'a', refreshToken: 'r' })
    for (const name of ['__Host-token', '__Host-refreshToken']) {
      const cookie = context.set.find((written) => written.name === name)
      expect(cookie?.options).toMatchObject({ httpOnly: true, sameSite: 'lax', secure: true, path: '/' })
      // __Host- cookies may not name a domain
      expect(cookie?.options).not.toHaveProperty('domain')
    }
    expect(context.set.some((cookie) => cookie.name === 'token' && cookie.value !== '')).toBe(false)
    context.request = new Request('http://localhost/')
    context.set = []
    storeSession({ token: 'a', refreshToken: 'r' })
    expect(context.set.find((cookie) => cookie.name === 'token')?.options).toMatchObject({ secure: false })
    expect(context.set.some((cookie) => cookie.name.startsWith('__Host-'))).toBe(false)
  })

  it('reads the token only under the __Host- name over https, and under the spec name over http', () => {
    context.sent = { token: 'planted-by-a-subdomain' }
    expect(readCookie(COOKIE.token)).toBeUndefined()
    context.sent = { '__Host-token': 'real' }
    expect(readCookie(COOKIE.token)).toBe('real')
    context.request = new Request('http://localhost/')
    context.sent = { token: 'dev', '__Host-token': 'ignored' }
    expect(readCookie(COOKIE.token)).toBe('dev')
  })

  it('sees a session under the __Host- names over https (private answers, no shared catalog cache)', () => {
    context.sent = { '__Host-refreshToken': 'r' }
    expect(hasSessionCookie()).toBe(true)
    context.sent = { organizationId: '13' }
    expect(hasSessionCookie()).toBe(false)
    context.request = new Request('http://localhost/')
    context.sent = { tempToken: 't' }
    expect(hasSessionCookie()).toBe(true)
  })

  it('logout clears every session cookie and keeps the organisation choice', () => {
    clearSessionCookies()
    const cleared = context.set.filter((cookie) => cookie.options.maxAge === 0).map((cookie) => cookie.name)
    expect(cleared).toEqual(
      expect.arrayContaining([
        'token',
        'tempToken',
        'refreshToken',
        'tempRefreshToken',
        'payment',
        'userPhone',
        'userEmail',
        'socialRedirect',
        'privateRedirect',
        'organizationRedirect',
      ]),
    )
    expect(cleared).toEqual(expect.arrayContaining(['__Host-token', '__Host-tempToken', '__Host-refreshToken', '__Host-tempRefreshToken']))
    // a __Host- cookie is only replaced (here: expired) by a Secure one
    expect(context.set.find((cookie) => cookie.name === '__Host-token')?.options).toMatchObject({ secure: true, path: '/' })
    expect(cleared).not.toContain('organizationId')
    expect(readCookie(COOKIE.token)).toBeUndefined()
    expect(readCookie(COOKIE.privateRedirect)).toBeUndefined()
    expect(readCookie(COOKIE.organizationId)).toBe('13')
  })
  it('keeps the room session SameSite=Strict, and __Host- prefixed (Secure, Path=/, no Domain) over https', () => {
    setServerCookie(COOKIE.roomSession, 'room', 60)
    expect(context.set).toEqual([
      {
        name: '__Host-roomSession',
        value: 'room',
        options: expect.objectContaining({ httpOnly: true, sameSite: 'strict', secure: true, path: '/' }),
      },
    ])
    expect(context.set[0]?.options).not.toHaveProperty('domain')
    // One planted under the plain name by a sibling subdomain is not read.
    context.request = new Request('https://example.test/room')
    context.sent = { roomSession: 'planted' }
    expect(readCookie(COOKIE.roomSession)).toBeUndefined()

    context.request = new Request('http://localhost/')
    context.set = []
    setServerCookie(COOKIE.roomSession, 'room', 60)
    expect(context.set).toEqual([
      { name: 'roomSession', value: 'room', options: expect.objectContaining({ sameSite: 'strict', secure: false }) },
    ])
  })
})
