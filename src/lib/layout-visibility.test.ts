import { describe, expect, it } from 'vitest'
import { layoutFor } from './layout-visibility'

/** Every rule is checked in English (no prefix) and in the prefixed languages. */
const PREFIXES = ['', '/ru', '/de', '/ar']
const inEachLanguage = (path: string) => PREFIXES.map((prefix) => `${prefix}${path}`)

const DEFAULT_CHROME = { header: true, footer: true, headerBorder: true, whiteBackground: false }

describe('layoutFor', () => {
  it.each([
    '/maintenance',
    '/email-verify',
    '/404',
    '/health',
    '/payment',
    '/payment/pay-key-123',
    '/subscription/payment',
    '/subscription/3/7/payment',
    '/plan-payment',
    '/team',
    '/team/anna-berg',
    '/ai-health',
  ])('hides header and footer on %s', (path) => {
    for (const pathname of inEachLanguage(path)) {
      expect(layoutFor(pathname), pathname).toMatchObject({ header: false, footer: false })
    }
  })

  it.each(['/get-started', '/doctors/anna-berg/profile', '/book-appointment', '/book-appointment/anna-berg'])(
    'keeps the header but hides the footer on %s',
    (path) => {
      for (const pathname of inEachLanguage(path)) {
        expect(layoutFor(pathname), pathname).toEqual({ ...DEFAULT_CHROME, footer: false })
      }
    },
  )

  it.each(['/', '/how-it-works'])('drops the header border and uses a white background on %s', (path) => {
    for (const pathname of inEachLanguage(path)) {
      expect(layoutFor(pathname), pathname).toEqual({ header: true, footer: true, headerBorder: false, whiteBackground: true })
    }
  })

  it('treats the bare language prefix and trailing slashes like the English path', () => {
    expect(layoutFor('/ru')).toEqual(layoutFor('/'))
    expect(layoutFor('/ar/')).toEqual(layoutFor('/'))
    expect(layoutFor('/de/health/')).toMatchObject({ header: false })
  })

  it.each([
    '/doctors',
    '/doctors/anna-berg',
    '/subscription',
    '/subscription/3',
    '/services/video-consultation',
    '/ai-health-tips',
    '/teams',
    '/healthy-living',
    '/account',
  ])('shows the full chrome on %s', (path) => {
    for (const pathname of inEachLanguage(path)) {
      expect(layoutFor(pathname), pathname).toEqual(DEFAULT_CHROME)
    }
  })
})
