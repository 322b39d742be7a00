import { describe, expect, it } from 'vitest'
import { matchTimeZone, timeZoneIds, timeZoneLabel, timeZoneOptions, UTC_ZONE } from './time-zones'

// A winter date, so "generic" and "standard" names agree whatever the day the test runs.
const WINTER = new Date('2026-01-15T12:00:00Z')

describe('timeZoneLabel', () => {
  it('names the zone in the language and keeps the city', () => {
    expect(timeZoneLabel('Europe/Berlin', 'en', WINTER)).toBe('Central European Time — Berlin')
    expect(timeZoneLabel('Europe/Berlin', 'de', WINTER)).toBe('Mitteleuropäische Zeit — Berlin')
    expect(timeZoneLabel('America/New_York', 'en', WINTER)).toBe('Eastern Time — New York')
    const ru = timeZoneLabel('Europe/Berlin', 'ru', WINTER)
    const ar = timeZoneLabel('Europe/Berlin', 'ar', WINTER)
    expect(ru).toMatch(/[\u0400-\u04ff]/)
    expect(ar).toMatch(/[\u0600-\u06ff]/)
    expect(new Set([ru, ar, timeZoneLabel('Europe/Berlin', 'en', WINTER)]).size).toBe(3)
  })

  it('gives UTC and its aliases one name', () => {
    expect(timeZoneLabel('UTC', 'en', WINTER)).toBe('Coordinated Universal Time')
    expect(timeZoneLabel('Etc/UTC', 'en', WINTER)).toBe(timeZoneLabel('UTC', 'en', WINTER))
  })
})

describe('timeZoneOptions', () => {
  it('keeps the IANA id as the value and offers UTC', () => {
    const options = timeZoneOptions('de')
    expect(options.find((option) => option.value === 'Europe/Berlin')?.label).toMatch(/^Mitteleuropäische Zeit — Berlin$/)
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
