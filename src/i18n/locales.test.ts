import { describe, expect, it } from 'vitest'
import { directionOf, langParam, localeFromParam, localeFromPathname, switchLocalePath } from './locales'

describe('locale resolution', () => {
  it('reads the locale from the first path segment', () => {
    expect(localeFromPathname('/')).toBe('en')
    expect(localeFromPathname('/doctors')).toBe('en')
    expect(localeFromPathname('/ru')).toBe('ru')
    expect(localeFromPathname('/de/doctors/x/profile')).toBe('de')
    expect(localeFromPathname('/ar/')).toBe('ar')
  })

  it('does not treat /en or look-alikes as prefixes', () => {
    expect(localeFromPathname('/en/doctors')).toBe('en')
    expect(localeFromPathname('/rux/doctors')).toBe('en')
    expect(localeFromPathname('/AR')).toBe('en')
  })

  it('validates the optional route param', () => {
    expect(localeFromParam(undefined)).toBe('en')
    expect(localeFromParam('ru')).toBe('ru')
    expect(localeFromParam('en')).toBeNull()
    expect(localeFromParam('fr')).toBeNull()
  })

  it('switches the language of a path and keeps the rest', () => {
    expect(switchLocalePath('/doctors', 'de')).toBe('/de/doctors')
    expect(switchLocalePath('/de/doctors', 'en')).toBe('/doctors')
    expect(switchLocalePath('/ru/services/x', 'ar')).toBe('/ar/services/x')
    expect(switchLocalePath('/', 'ru')).toBe('/ru')
    expect(switchLocalePath('/ar', 'en')).toBe('/')
  })

  it('gives Arabic a right-to-left direction only', () => {
    expect(directionOf('ar')).toBe('rtl')
    expect(directionOf('en')).toBe('ltr')
    expect(directionOf('ru')).toBe('ltr')
  })

  it('omits the param for English', () => {
    expect(langParam('en')).toBeUndefined()
    expect(langParam('de')).toBe('de')
  })
})
