import { describe, expect, it } from 'vitest'
import { readPublicEnv } from './public-env'

describe('readPublicEnv', () => {
  it('takes a set key trimmed, and a blank or missing one as unset (the local captcha stand-in)', () => {
    expect(readPublicEnv({ VITE_RECAPTCHA_SITE_KEY: ' 6Lc-site-key ' })).toEqual({ VITE_RECAPTCHA_SITE_KEY: '6Lc-site-key' })
    expect(readPublicEnv({ VITE_RECAPTCHA_SITE_KEY: '  ' })).toEqual({})
    expect(readPublicEnv({ MODE: 'production' })).toEqual({})
  })
})
