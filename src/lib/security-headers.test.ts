import { describe, expect, it } from 'vitest'
import { configuredAdapters, contentSecurityPolicy, permissionsPolicy, securityHeaders } from './security-headers'

const directives = (policy: string) =>
  new Map(
    policy
      .split('; ')
      .map((d) => d.split(' '))
      .map(([name, ...values]) => [name!, values]),
  )

describe('contentSecurityPolicy', () => {
  it('allows same-origin and nonced scripts only, never inline ones', () => {
    const policy = directives(contentSecurityPolicy({ nonce: 'abc123', adapters: [], https: false }))
    expect(policy.get('script-src')).toEqual(["'self'", "'nonce-abc123'"])
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('frame-src')).toEqual(["'none'"])
    expect(policy.has('upgrade-insecure-requests')).toBe(false)
  })

  it("adds an adapter's origins only when it is configured", () => {
    const without = contentSecurityPolicy({ nonce: 'n', adapters: [], https: false })
    expect(without).not.toMatch(/google|gstatic|stripe/)
    const recaptcha = directives(contentSecurityPolicy({ nonce: 'n', adapters: ['recaptcha'], https: false }))
    expect(recaptcha.get('script-src')).toEqual(
      expect.arrayContaining(['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']),
    )
    expect(recaptcha.get('frame-src')).toContain('https://www.google.com/recaptcha/')
    expect(recaptcha.get('script-src')).not.toContain('https://js.stripe.com')
    const both = directives(contentSecurityPolicy({ nonce: 'n', adapters: ['recaptcha', 'stripe'], https: false }))
    expect(both.get('script-src')).toContain('https://js.stripe.com')
    expect(both.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com'])
    // Stripe's origins only when its key is configured.
    expect(configuredAdapters({ recaptcha: false, stripe: false })).toEqual([])
    expect(configuredAdapters({ recaptcha: false, stripe: true })).toEqual(['stripe'])
    expect(configuredAdapters({ recaptcha: true, stripe: true })).toEqual(['recaptcha', 'stripe'])
  })

  it('upgrades insecure requests over https', () => {
    expect(contentSecurityPolicy({ nonce: 'n', adapters: [], https: true })).toMatch(/; upgrade-insecure-requests$/)
  })
})

describe('securityHeaders', () => {
  const base = { nonce: 'n', adapters: [], reportOnly: false } as const

  it('sends HSTS over https only', () => {
    expect(securityHeaders({ ...base, https: false })['strict-transport-security']).toBeUndefined()
    expect(securityHeaders({ ...base, https: true })['strict-transport-security']).toBe('max-age=63072000; includeSubDomains')
  })

  it('blocks in production and only reports in development', () => {
    expect(Object.keys(securityHeaders({ ...base, https: false }))).toContain('content-security-policy')
    const dev = securityHeaders({ ...base, https: false, reportOnly: true })
    expect(Object.keys(dev)).toContain('content-security-policy-report-only')
    expect(Object.keys(dev)).not.toContain('content-security-policy')
  })

  it('sets the fixed headers', () => {
    expect(securityHeaders({ ...base, https: false })).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': expect.stringContaining('camera=()'),
    })
  })
})

describe('permissionsPolicy', () => {
  it('opens camera and microphone to the site only when asked', () => {
    expect(permissionsPolicy({ cameraAndMicrophone: false })).toMatch(/camera=\(\), microphone=\(\)/)
    expect(permissionsPolicy({ cameraAndMicrophone: true })).toMatch(/camera=\(self\), microphone=\(self\)/)
  })
})
