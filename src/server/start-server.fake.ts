/**
 * Start's request functions for unit tests of server modules, mocked in with
 * `vi.mock('@tanstack/react-start/server', () => import('./start-server.fake'))`: what the browser
 * sent, the socket address it came from and the Set-Cookie headers written so far. The modules under test run unchanged.
 */
export const fakeStart = {
  request: new Request('https://example.test/'),
  socket: '203.0.113.5' as string | undefined,
  sent: {} as Record<string, string>,
  set: [] as Array<{ name: string; value: string; options: Record<string, unknown> }>,
}

export const getRequest = () => fakeStart.request
export const getRequestIP = () => fakeStart.socket
export const getCookie = (name: string) => fakeStart.sent[name]
export const setCookie = (name: string, value: string, options: Record<string, unknown>) => fakeStart.set.push({ name, value, options })
export const deleteCookie = (name: string, options: Record<string, unknown>) =>
  fakeStart.set.push({ name, value: '', options: { ...options, maxAge: 0 } })
