import { describe, expect, it } from 'vitest'
import { timeZoneName, UTC_ZONE } from './time-zones'
import { isTimeZone } from './visitor-zone-cookie'
import { matchTimeZone, timeZoneIds, timeZoneLabel, timeZoneOptions } from './zone-options'

// A winter date, so "generic" and "standard" names agree whatever the day the test runs.
const WINTER = new Date('2026-01-15T12:00:00Z')

describe('timeZoneName', () => {
  it('names the zone in the language, to end a sentence (issue 26 #4)', () => {
    expect(timeZoneName('Europe/Berlin', 'en', WINTER)).toBe('Central European Time')
    expect(timeZoneName('Europe/Berlin', 'de', WINTER)).toBe('Mitteleuropäische Zeit')
    expect(timeZoneName('Europe/Berlin', 'ru', WINTER)).toBe('Центральная Европа')
    expect(timeZoneName('Europe/Berlin', 'ar', WINTER)).toBe('توقيت وسط أوروبا')
    expect(timeZoneName('America/New_York', 'en', WINTER)).toBe('Eastern Time')
  })

  it('gives UTC and its aliases one name', () => {
    expect(timeZoneName('UTC', 'en', WINTER)).toBe('Coordinated Universal Time')
    expect(timeZoneName('Etc/UTC', 'en', WINTER)).toBe(timeZoneName('UTC', 'en', WINTER))
  })
})

describe('timeZoneLabel', () => {
  it("adds the zone's city in the page language (issue 26 #17)", () => {
    expect(timeZoneLabel('Europe/Berlin', 'en', WINTER)).toBe('Central European Time (Berlin)')
    expect(timeZoneLabel('Europe/Vienna', 'de', WINTER)).toBe('Mitteleuropäische Zeit (Wien)')
    expect(timeZoneLabel('Europe/Berlin', 'ru', WINTER)).toBe('Центральная Европа (Берлин)')
    expect(timeZoneLabel('Europe/Berlin', 'ar', WINTER)).toBe('توقيت وسط أوروبا (برلين)')
    expect(timeZoneLabel('America/New_York', 'ru', WINTER)).toBe('Восточная Америка (Нью-Йорк)')
  })

  it('keeps a city it has no translation for in English, isolated on a right-to-left page', () => {
    expect(timeZoneLabel('America/Argentina/Buenos_Aires', 'de', WINTER)).toBe('Argentinische Normalzeit (Buenos Aires)')
    expect(timeZoneLabel('America/Argentina/Buenos_Aires', 'ar', WINTER)).toBe('توقيت الأرجنتين الرسمي (\u2068Buenos Aires\u2069)')
  })

  it('names UTC alone', () => {
    expect(timeZoneLabel('Etc/UTC', 'de', WINTER)).toBe(timeZoneName('UTC', 'de', WINTER))
  })
})

describe('timeZoneOptions', () => {
  it('keeps the IANA id as the value and offers UTC', () => {
    const options = timeZoneOptions('de')
    expect(options.find((option) => option.value === 'Europe/Berlin')?.label).toMatch(/^Mitteleuropäische Zeit \(Berlin\)$/)
    expect(options.some((option) => option.value === UTC_ZONE)).toBe(true)
    expect(options).toHaveLength(timeZoneIds().length)
    expect(options.every((option) => !option.label.includes('_'))).toBe(true)
  })
})

describe('matchTimeZone', () => {
  const zones = timeZoneIds()

  it('keeps a listed zone', () => {
    expect(matchTimeZone('Europe/Berlin', zones, WINTER)).toBe('Europe/Berlin')
  })

  it('maps a browser set to UTC onto the UTC entry', () => {
    for (const zone of ['UTC', 'Etc/UTC', 'Etc/GMT', 'GMT', 'Etc/Universal']) expect(matchTimeZone(zone, zones, WINTER)).toBe(UTC_ZONE)
  })

  it('finds an entry with the same offset for a zone the list does not have', () => {
    const listed = zones.filter((zone) => zone !== 'Europe/Berlin')
    const match = matchTimeZone('Europe/Berlin', listed, WINTER)
    expect(match).not.toBe('')
    const offset = (zone: string) => new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'shortOffset' }).format(WINTER)
    expect(offset(match)).toBe(offset('Europe/Berlin'))
  })

  it('answers empty for nothing or an unknown zone', () => {
    expect(matchTimeZone(null, zones)).toBe('')
    expect(matchTimeZone('Mars/Olympus_Mons', zones)).toBe('')
  })
})

describe('isTimeZone (a visitor zone cookie, ADR 0044)', () => {
  it('knows IANA zones and refuses anything else', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true)
    expect(isTimeZone('UTC')).toBe(true)
    expect(isTimeZone('Mars/Olympus')).toBe(false)
    expect(isTimeZone('')).toBe(false)
  })
})
