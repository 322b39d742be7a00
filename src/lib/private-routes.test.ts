import { describe, expect, it } from 'vitest'
import { isPrivatePath, loginHref } from './private-routes'

describe('private routes', () => {
  it('covers the private sections in every language', () => {
    for (const path of [
      '/account',
      '/ru/account',
      '/ai-health',
      '/de/appointments/12',
      '/payment/abc',
      '/ar/book-appointment',
      '/health',
    ]) {
      expect(isPrivatePath(path), path).toBe(true)
    }
  })

  it('leaves public pages alone', () => {
    for (const path of ['/', '/ru', '/doctors', '/services/health-check', '/de/contact-us', '/accounting', '/subscription/1/2/payment']) {
      expect(isPrivatePath(path), path).toBe(false)
    }
  })

  it('sends visitors to the login overlay on the home page of their language', () => {
    expect(loginHref('en')).toBe('/?page=login')
    expect(loginHref('de')).toBe('/de/?page=login')
  })
})
