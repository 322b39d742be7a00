/**
 * Time zones for people: a localised name ("Mitteleuropäische Zeit", "توقيت وسط أوروبا") from the
 * runtime's Intl data, with the IANA id as the value that is stored and sent. The picker's list, labels
 * (which add the city) and matching are in zone-options.ts, so the pages that only name a zone (a doctor's
 * profile, the appointments) carry neither the city table nor the picker's code.
 */

export const UTC_ZONE = 'UTC'

/** Names the runtimes give the same zero-offset zone; the list offers it once, as `UTC`. */
const UTC_ALIASES = new Set([
  'utc',
  'etc/utc',
  'etc/uct',
  'uct',
  'etc/universal',
  'universal',
  'etc/zulu',
  'zulu',
  'gmt',
  'etc/gmt',
  'etc/gmt0',
  'etc/gmt+0',
  'etc/gmt-0',
  'gmt0',
  'gmt+0',
  'gmt-0',
  'etc/greenwich',
  'greenwich',
])

export function isUtcAlias(zone: string): boolean {
  return UTC_ALIASES.has(zone.toLowerCase())
}

/**
 * One formatter per language, zone and style, made once: making an Intl.DateTimeFormat costs far
 * more than formatting with it (1.7 % of a signed-in page's render, issue 28's profile). A zone the
 * runtime does not know is kept as null. Bounded by the runtime's zones × languages × three styles.
 */
const zoneFormatters = new Map<string, Intl.DateTimeFormat | null>()

function zoneFormatter(zone: string, locale: string, style: 'longGeneric' | 'long' | 'shortOffset'): Intl.DateTimeFormat | null {
  const key = `${locale}|${zone}|${style}`
  let formatter = zoneFormatters.get(key)
  if (formatter === undefined) {
    try {
      formatter = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: style })
    } catch {
      formatter = null
    }
    zoneFormatters.set(key, formatter)
  }
  return formatter
}

/** One part of the zone's name (`longGeneric`, `long` or `shortOffset`) at a moment, as the runtime writes it. */
export function zoneNamePart(zone: string, locale: string, style: 'longGeneric' | 'long' | 'shortOffset', at: Date): string | undefined {
  return zoneFormatter(zone, locale, style)
    ?.formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value
}

/** The city part of an IANA id: `America/Argentina/Buenos_Aires` → `Buenos Aires`. */
export function cityOf(zone: string): string {
  return (zone.split('/').pop() ?? zone).replaceAll('_', ' ')
}

/**
 * The names that do not change with the date (UTC's, a generic name), by language and zone: formatting
 * to parts costs about as much as a card's other text. Bounded like `zoneFormatters`.
 */
const genericNames = new Map<string, string>()

/**
 * The zone's name in the given language, to end a sentence such as "Times in your time zone: …"
 * (issue 26 #4): the generic (summer-time independent) name, "Mitteleuropäische Zeit"; UTC is
 * just its name; a zone the runtime cannot name is its offset and city ("GMT+05:45 Kathmandu"),
 * or failing that its id.
 */
export function timeZoneName(zone: string, locale: string, at: Date = new Date()): string {
  const key = `${locale}|${zone}`
  const known = genericNames.get(key)
  if (known) return known
  const name = isUtcAlias(zone) ? (zoneNamePart(UTC_ZONE, locale, 'long', at) ?? UTC_ZONE) : zoneNamePart(zone, locale, 'longGeneric', at)
  if (name) {
    genericNames.set(key, name)
    return name
  }
  const offset = zoneNamePart(zone, locale, 'shortOffset', at)
  return offset ? `${offset} ${cityOf(zone)}` : zone.replaceAll('_', ' ')
}
