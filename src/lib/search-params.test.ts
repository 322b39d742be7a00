import { describe, expect, it } from 'vitest'
import { parseRootSearch } from './search-params'
import { trackingCookiesFrom } from './tracking-cookies'

describe('root search params', () => {
  it('accepts every auth step in both spellings', () => {
    expect(parseRootSearch({ page: 'login' }).page).toBe('login')
    expect(parseRootSearch({ page: 'signUp' }).page).toBe('signUp')
    expect(parseRootSearch({ page: 'sign-up' }).page).toBe('sign-up')
    expect(parseRootSearch({ page: 'two-fa-verification' }).page).toBe('two-fa-verification')
  })

  it('drops invalid values instead of failing', () => {
    const parsed = parseRootSearch({ page: 'bogus', payment: 'maybe', fromMobile: '2', utm_source: '' })
    expect(parsed).toEqual({
      page: undefined,
      key: undefined,
      from: undefined,
      payment: undefined,
      fromMobile: undefined,
      utm_source: undefined,
      utm_medium: undefined,
      utm_campaign: undefined,
      utm_term: undefined,
    })
  })

  it('reads payment as a boolean', () => {
    expect(parseRootSearch({ payment: 'true' }).payment).toBe(true)
    expect(parseRootSearch({ payment: false }).payment).toBe(false)
  })

  it('reads fromMobile=1 as string or number', () => {
    expect(parseRootSearch({ fromMobile: '1' }).fromMobile).toBe(1)
    expect(parseRootSearch({ fromMobile: 1 }).fromMobile).toBe(1)
  })

  it('trims UTM values and bounds their length', () => {
    expect(parseRootSearch({ utm_source: '  newsletter ' }).utm_source).toBe('newsletter')
    expect(parseRootSearch({ utm_campaign: 'x'.repeat(201) }).utm_campaign).toBeUndefined()
  })

  it('keeps UTM parameters and the mobile marker as cookies', () => {
    const search = parseRootSearch({ utm_source: 'brevo', utm_medium: 'email', fromMobile: '1' })
    expect(trackingCookiesFrom(search)).toEqual([
      ['utm_source', 'brevo'],
      ['utm_medium', 'email'],
      ['fromMobile', '1'],
    ])
    expect(trackingCookiesFrom(parseRootSearch({}))).toEqual([])
  })
})
