import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { fakeStart as context } from './start-server.fake'

/**
 * The social sign-in round trip on the web server against a fake request context and a fake API
 * (fetch): Start's request functions are replaced, the cookie, redirect and API-call code is real.
 */
vi.mock('@tanstack/react-start/server', () => import('./start-server.fake'))
// Outside Start's runtime there is no request id to pass on to the API.
vi.mock('./request-edge.server', () => ({ currentRequestId: () => undefined }))

const { beginSocialSignIn, completeSocialSignIn } = await import('./oauth.server')

/** The API's answer to the OAuth callback. */
let callbackAnswer: Record<string, unknown>

beforeEach(() => {
  context.request = new Request('https://clinic.example/api/auth/google')
  context.sent = {}
  context.set = []
  callbackAnswer = { token: 'access', refreshToken: 'refresh', tmpToken: null, settings: { auth2fa: false }, created: false }
  vi.stubGlobal('fetch', async (url: URL) => {
    if (url.pathname.endsWith('/start'))
      return Response.json({ data: { url: 'https://accounts.google.com/auth', state: 'st', codeVerifier: 'cv' } })
    return Response.json({ data: callbackAnswer })
  })
})
afterEach(() => vi.unstubAllGlobals())

const written = (name: string) => context.set.findLast((cookie) => cookie.name === name)

/** The browser's return from the provider, sending the cookies the start wrote. */
async function returnFromProvider(cookies: Record<string, string> = {}) {
  context.request = new Request('https://clinic.example/api/auth/google/callback?code=c&state=st')
  context.sent = { oauthState: JSON.stringify({ provider: 'google', state: 'st', codeVerifier: 'cv', locale: 'de' }), ...cookies }
  context.set = []
  return completeSocialSignIn('google', { code: 'c', state: 'st' })
}

describe('social sign-in redirects', () => {
  it.each(['/\t/evil.example/steal', '//evil.example', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)'])(
    'does not remember the forged returnTo %j',
    async (returnTo) => {
      const start = await beginSocialSignIn('google', 'de', returnTo)
      expect(start.headers.get('location')).toBe('https://accounts.google.com/auth')
      expect(written('socialRedirect')).toBeUndefined()
    },
  )

  it('remembers a same-origin returnTo and goes back there', async () => {
    await beginSocialSignIn('google', 'de', '/de/doctors?page=login')
    expect(written('socialRedirect')?.value).toBe('/de/doctors?page=login')
    const done = await returnFromProvider({ socialRedirect: '/de/doctors' })
    expect(done.headers.get('location')).toBe('/de/doctors')
  })

  it.each([
    ['socialRedirect', '/\t/evil.example/steal'],
    ['socialRedirect', '/.//evil.example'],
    ['privateRedirect', '/\n/evil.example'],
    ['privateRedirect', 'https://evil.example/account'],
  ])('never follows a planted %s cookie %j off-site', async (cookie, value) => {
    const done = await returnFromProvider({ [cookie]: value })
    expect(done.status).toBe(302)
    expect(done.headers.get('location')).toBe('/de/')
  })

  it('with 2FA on keeps only the temporary token and opens the code step on the page the login started on', async () => {
    callbackAnswer = { token: null, refreshToken: null, tmpToken: 'temp-2fa', settings: { auth2fa: true }, created: false }
    const done = await returnFromProvider({ socialRedirect: '/de/doctors?q=heart', privateRedirect: '/de/account' })
    expect(done.headers.get('location')).toBe('/de/doctors?q=heart&page=twoFaVerification')
    // https: the token cookies carry the __Host- prefix
    expect(written('__Host-tempToken')?.value).toBe('temp-2fa')
    expect(written('__Host-token')?.options.maxAge).toBe(0)
    expect(written('__Host-refreshToken')?.options.maxAge).toBe(0)
    // the private address waits for the code: the overlay takes it after the step
    expect(written('privateRedirect')).toBeUndefined()
  })
})
