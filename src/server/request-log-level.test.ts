import { describe, expect, it, vi } from 'vitest'

// Only the start context is replaced; the rest of the module graph (server functions) keeps the real exports.
vi.mock('@tanstack/react-start', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@tanstack/react-start')>()),
  getGlobalStartContext: () => undefined,
}))
const { SLOW_REQUEST_MS, requestLogLevel } = await import('./request-edge.server')

describe('requestLogLevel', () => {
  it('keeps routine requests at debug, so production (info) writes no line per page view', () => {
    expect(requestLogLevel(200, 12)).toBe('debug')
    expect(requestLogLevel(404, 3)).toBe('debug')
    expect(requestLogLevel(302, SLOW_REQUEST_MS - 1)).toBe('debug')
  })

  it('logs slow answers as warnings and server failures as errors', () => {
    expect(requestLogLevel(200, SLOW_REQUEST_MS)).toBe('warn')
    expect(requestLogLevel(500, 5)).toBe('error')
    expect(requestLogLevel(503, SLOW_REQUEST_MS * 3)).toBe('error')
  })
})
