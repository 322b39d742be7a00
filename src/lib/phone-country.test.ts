import { getCountries, type CountryCode } from 'libphonenumber-js/min'
import { describe, expect, it } from 'vitest'
import { defaultPhoneCountry } from './phone-country'

const known = (code: string): code is CountryCode => getCountries().some((country) => country === code)

describe('defaultPhoneCountry', () => {
  it('follows the interface language, not always Germany', () => {
    expect(defaultPhoneCountry('de', known)).toBe('DE')
    expect(defaultPhoneCountry('ru', known)).toBe('RU')
    expect(defaultPhoneCountry('ar', known)).toBe('AE')
    expect(defaultPhoneCountry('en', known)).toBe('GB')
  })

  it('keeps the region of a regional language tag', () => {
    expect(defaultPhoneCountry('de-AT', known)).toBe('AT')
    expect(defaultPhoneCountry('en-us', known)).toBe('US')
    expect(defaultPhoneCountry('ar-XX', known)).toBe('AE')
  })
})
