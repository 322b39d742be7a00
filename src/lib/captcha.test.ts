import { describe, expect, it, vi } from 'vitest'
import { createCaptcha, LOCAL_CAPTCHA_TOKEN, type Grecaptcha } from './captcha'

const api = (execute: Grecaptcha['execute']): Grecaptcha => ({ ready: (callback) => callback(), execute })

describe('createCaptcha', () => {
  it('returns the local token when no site key is configured', async () => {
    const load = vi.fn()
    await expect(createCaptcha(undefined, load)('contact_us')).resolves.toBe(LOCAL_CAPTCHA_TOKEN)
    expect(load).not.toHaveBeenCalled()
  })

  it('executes reCAPTCHA v3 with the site key and action', async () => {
    const execute = vi.fn(async () => 'token-123')
    const getToken = createCaptcha('site-key', async () => api(execute))
    await expect(getToken('contact_us')).resolves.toBe('token-123')
    expect(execute).toHaveBeenCalledWith('site-key', { action: 'contact_us' })
  })

  it('yields null when the script cannot load', async () => {
    const getToken = createCaptcha('site-key', () => Promise.reject(new Error('blocked')))
    await expect(getToken('contact_us')).resolves.toBeNull()
  })

  it('yields null when execute fails or returns an empty token', async () => {
    await expect(createCaptcha('k', async () => api(() => Promise.reject(new Error('x'))))('a')).resolves.toBeNull()
    await expect(createCaptcha('k', async () => api(async () => ''))('a')).resolves.toBeNull()
  })
})
