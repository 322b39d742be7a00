import { sortByName } from './format'
/**
 * Time zones for people: a localised name ("Central European Time — Berlin", "توقيت وسط أوروبا — Berlin")
 * with the IANA id as the value that is stored and sent. All from the runtime's Intl data, so nothing
 * is bundled; the list is built only where a zone is chosen (the account's address card).
 */

export const UTC_ZONE = 'UTC'

/** Names the runtimes give the same zero-offset zone; the list offers it once, as `UTC`. */
const UTC_ALIASES = new Set(['utc', 'etc/utc', 'etc/uct', 'uct', 'etc/universal', 'universal', 'etc/zulu', 'zulu', 'gmt', 'etc/gmt', 'etc/gmt0', 'etc/gmt+0', 'etc/gmt-0', 'gmt0', 'gmt+0', 'gmt-0', 'etc/greenwich', 'greenwich'])

export function isUtcAlias(zone: string): boolean {
  return UTC_ALIASES.has(zone.toLowerCase())
}

/**
 * The zones a person can choose from: the runtime's list (`Intl.supportedValuesOf`, which leaves
 * UTC out in Chromium) with UTC added, so a browser set to UTC finds its zone.
 */
export function timeZoneIds(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
  return zones.some(isUtcAlias) ? zones : [UTC_ZONE, ...zones]
}

function zoneNamePart(zone: string, locale: string, style: 'longGeneric' | 'long' | 'shortOffset', at: Date): string | undefined {
  try {
    const parts = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: style }).formatToParts(at)
    return parts.find((part) => part.type === 'timeZoneName')?.value
  } catch {
    return undefined
  }
}

/** The city part of an IANA id: `America/Argentina/Buenos_Aires` → `Buenos Aires`. */
function cityOf(zone: string): string {
  return (zone.split('/').pop() ?? zone).replaceAll('_', ' ')
}

/**
 * "Central European Time — Berlin" in the given language: the generic (summer-time independent) name
 * of the zone and its city. UTC is just its name; a zone the runtime cannot name falls back to
 * its offset ("GMT+05:45 — Kathmandu") or, failing that, the id.
 */
export function timeZoneLabel(zone: string, locale: string, at: Date = new Date()): string {
  if (isUtcAlias(zone)) return zoneNamePart(UTC_ZONE, locale, 'long', at) ?? UTC_ZONE
  const name = zoneNamePart(zone, locale, 'longGeneric', at) ?? zoneNamePart(zone, locale, 'shortOffset', at)
  return name ? `${name} — ${cityOf(zone)}` : zone.replaceAll('_', ' ')
}

export interface TimeZoneOption {
  value: string
  label: string
}

const optionCache = new Map<string, TimeZoneOption[]>()

/** Every zone with its localised label, sorted by label in that language; built once per language. */
export function timeZoneOptions(locale: string): TimeZoneOption[] {
  let options = optionCache.get(locale)
  if (!options) {
    options = sortByName(
      timeZoneIds().map((zone) => ({ value: zone, label: timeZoneLabel(zone, locale) })),
      locale,
      (option) => option.label,
    )
    optionCache.set(locale, options)
  }
  return options
}

function offsetMinutes(zone: string, at: Date): number | undefined {
  const name = zoneNamePart(zone, 'en-US', 'shortOffset', at)
  if (!name) return undefined
  if (name === 'GMT') return 0
  const match = /^GMT([+-])(\d{1,2})(?::(\d{2}))?$/.exec(name)
  if (!match) return undefined
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0)
  return match[1] === '-' ? -minutes : minutes
}

/**
 * The entry of `zones` for a zone that may not be in it: itself, `UTC` for the zero-offset aliases
 * (`Etc/UTC`, `GMT`, …), the same zone under the runtime's canonical name (`Asia/Calcutta` →
 * `Asia/Kolkata`), or else the first listed zone with the same offset now. `''` when nothing fits.
 */
export function matchTimeZone(zone: string | null | undefined, zones: ReadonlyArray<string>, at: Date = new Date()): string {
  if (!zone) return ''
  if (zones.includes(zone)) return zone
  if (isUtcAlias(zone)) return zones.find(isUtcAlias) ?? ''
  let canonical: string | undefined
  try {
    canonical = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone
  } catch {
    return ''
  }
  if (canonical && zones.includes(canonical)) return canonical
  const offset = offsetMinutes(zone, at)
  if (offset === undefined) return ''
  return zones.find((candidate) => offsetMinutes(candidate, at) === offset) ?? ''
}
