import { beforeEach, describe, expect, it, vi } from 'vitest'

/** The home page QR target follows X-Forwarded-Host only from a trusted proxy (TRUST_PROXY, ADR 0008). */
const context = vi.hoisted(() => ({ request: new Request('http://127.0.0.1:3000/') }))

vi.mock('@tanstack/react-start/server', () => ({ getRequest: () => context.request }))

const forged = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }

async function qrUrl(trustProxy: string | undefined): Promise<string> {
  vi.resetModules()
  if (trustProxy === undefined) delete process.env.TRUST_PROXY
  else process.env.TRUST_PROXY = trustProxy
  const { mobileAppQrSvg } = await import('./qr.server')
  const { url, svg } = await mobileAppQrSvg()
  expect(svg).toContain('<svg')
  return url
}

beforeEach(() => {
  context.request = new Request('http://127.0.0.1:3000/', { headers: forged })
})

describe('mobileAppQrSvg', () => {
  it('ignores a forged X-Forwarded-Host and -Proto without TRUST_PROXY', async () => {
    expect(await qrUrl(undefined)).toBe('http://127.0.0.1:3000/mobile-app')
  })

  it('follows them behind a trusted proxy', async () => {
    expect(await qrUrl('1')).toBe('https://evil.example/mobile-app')
  })
})
