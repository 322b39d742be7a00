// The time-zone picker's module: its list of zones, the stored zone matched to that list, and labels
// with the city. The pages that only name a zone (time-zones.ts) load none of it.
import type { Locale } from '~/i18n/locales'
import { sortByName } from './format'
import { UTC_ZONE, cityOf, isUtcAlias, timeZoneName, zoneNamePart } from './time-zones'

/**
 * The time-zone picker's labels: the zone's name and its city in the page language,
 * "Mitteleuropäische Zeit (Berlin)", "Центральная Европа (Берлин)", "توقيت وسط أوروبا (برلين)".
 * Intl names zones but not their cities (issue 26 #17), so the cities of the zones most patients
 * choose, Europe's and the Arabic- and Russian-speaking world's, are written here; any other keeps
 * the English city of its IANA id. Only the picker loads this table (its module is apart from
 * time-zones.ts, which the appointment and doctor pages use).
 */
const CITIES: Record<string, [ru: string, de: string, ar: string]> = {
  'Europe/Berlin': ['Берлин', 'Berlin', 'برلين'],
  'Europe/Vienna': ['Вена', 'Wien', 'فيينا'],
  'Europe/Zurich': ['Цюрих', 'Zürich', 'زيورخ'],
  'Europe/Paris': ['Париж', 'Paris', 'باريس'],
  'Europe/London': ['Лондон', 'London', 'لندن'],
  'Europe/Dublin': ['Дублин', 'Dublin', 'دبلن'],
  'Europe/Madrid': ['Мадрид', 'Madrid', 'مدريد'],
  'Europe/Lisbon': ['Лиссабон', 'Lissabon', 'لشبونة'],
  'Europe/Rome': ['Рим', 'Rom', 'روما'],
  'Europe/Amsterdam': ['Амстердам', 'Amsterdam', 'أمستردام'],
  'Europe/Brussels': ['Брюссель', 'Brüssel', 'بروكسل'],
  'Europe/Luxembourg': ['Люксембург', 'Luxemburg', 'لوكسمبورغ'],
  'Europe/Copenhagen': ['Копенгаген', 'Kopenhagen', 'كوبنهاغن'],
  'Europe/Oslo': ['Осло', 'Oslo', 'أوسلو'],
  'Europe/Stockholm': ['Стокгольм', 'Stockholm', 'ستوكهولم'],
  'Europe/Helsinki': ['Хельсинки', 'Helsinki', 'هلسنكي'],
  'Europe/Warsaw': ['Варшава', 'Warschau', 'وارسو'],
  'Europe/Prague': ['Прага', 'Prag', 'براغ'],
  'Europe/Budapest': ['Будапешт', 'Budapest', 'بودابست'],
  'Europe/Bucharest': ['Бухарест', 'Bukarest', 'بوخارست'],
  'Europe/Sofia': ['София', 'Sofia', 'صوفيا'],
  'Europe/Belgrade': ['Белград', 'Belgrad', 'بلغراد'],
  'Europe/Athens': ['Афины', 'Athen', 'أثينا'],
  'Europe/Istanbul': ['Стамбул', 'Istanbul', 'إسطنبول'],
  'Europe/Riga': ['Рига', 'Riga', 'ريغا'],
  'Europe/Vilnius': ['Вильнюс', 'Vilnius', 'فيلنيوس'],
  'Europe/Tallinn': ['Таллин', 'Tallinn', 'تالين'],
  'Europe/Kyiv': ['Киев', 'Kiew', 'كييف'],
  'Europe/Chisinau': ['Кишинёв', 'Chișinău', 'كيشيناو'],
  'Europe/Minsk': ['Минск', 'Minsk', 'مينسك'],
  'Europe/Kaliningrad': ['Калининград', 'Kaliningrad', 'كالينينغراد'],
  'Europe/Moscow': ['Москва', 'Moskau', 'موسكو'],
  'Europe/Samara': ['Самара', 'Samara', 'سامارا'],
  'Asia/Yekaterinburg': ['Екатеринбург', 'Jekaterinburg', 'يكاترينبورغ'],
  'Asia/Novosibirsk': ['Новосибирск', 'Nowosibirsk', 'نوفوسيبيرسك'],
  'Asia/Krasnoyarsk': ['Красноярск', 'Krasnojarsk', 'كراسنويارسك'],
  'Asia/Irkutsk': ['Иркутск', 'Irkutsk', 'إيركوتسك'],
  'Asia/Vladivostok': ['Владивосток', 'Wladiwostok', 'فلاديفوستوك'],
  'Asia/Almaty': ['Алматы', 'Almaty', 'ألماتي'],
  'Asia/Tashkent': ['Ташкент', 'Taschkent', 'طشقند'],
  'Asia/Tbilisi': ['Тбилиси', 'Tiflis', 'تبليسي'],
  'Asia/Yerevan': ['Ереван', 'Jerewan', 'يريفان'],
  'Asia/Baku': ['Баку', 'Baku', 'باكو'],
  'Asia/Jerusalem': ['Иерусалим', 'Jerusalem', 'القدس'],
  'Asia/Beirut': ['Бейрут', 'Beirut', 'بيروت'],
  'Asia/Damascus': ['Дамаск', 'Damaskus', 'دمشق'],
  'Asia/Amman': ['Амман', 'Amman', 'عمّان'],
  'Asia/Baghdad': ['Багдад', 'Bagdad', 'بغداد'],
  'Asia/Riyadh': ['Эр-Рияд', 'Riad', 'الرياض'],
  'Asia/Kuwait': ['Кувейт', 'Kuwait', 'الكويت'],
  'Asia/Bahrain': ['Бахрейн', 'Bahrain', 'البحرين'],
  'Asia/Qatar': ['Катар', 'Katar', 'قطر'],
  'Asia/Dubai': ['Дубай', 'Dubai', 'دبي'],
  'Asia/Muscat': ['Маскат', 'Maskat', 'مسقط'],
  'Asia/Aden': ['Аден', 'Aden', 'عدن'],
  'Asia/Tehran': ['Тегеран', 'Teheran', 'طهران'],
  'Asia/Karachi': ['Карачи', 'Karatschi', 'كراتشي'],
  'Asia/Kolkata': ['Калькутта', 'Kalkutta', 'كولكاتا'],
  'Asia/Shanghai': ['Шанхай', 'Shanghai', 'شنغهاي'],
  'Asia/Tokyo': ['Токио', 'Tokio', 'طوكيو'],
  'Asia/Singapore': ['Сингапур', 'Singapur', 'سنغافورة'],
  'Africa/Cairo': ['Каир', 'Kairo', 'القاهرة'],
  'Africa/Khartoum': ['Хартум', 'Khartum', 'الخرطوم'],
  'Africa/Tripoli': ['Триполи', 'Tripolis', 'طرابلس'],
  'Africa/Tunis': ['Тунис', 'Tunis', 'تونس'],
  'Africa/Algiers': ['Алжир', 'Algier', 'الجزائر'],
  'Africa/Casablanca': ['Касабланка', 'Casablanca', 'الدار البيضاء'],
  'America/New_York': ['Нью-Йорк', 'New York', 'نيويورك'],
  'America/Chicago': ['Чикаго', 'Chicago', 'شيكاغو'],
  'America/Los_Angeles': ['Лос-Анджелес', 'Los Angeles', 'لوس أنجلوس'],
  'America/Toronto': ['Торонто', 'Toronto', 'تورونتو'],
  'America/Mexico_City': ['Мехико', 'Mexiko-Stadt', 'مكسيكو سيتي'],
  'America/Sao_Paulo': ['Сан-Паулу', 'São Paulo', 'ساو باولو'],
  'Australia/Sydney': ['Сидней', 'Sydney', 'سيدني'],
}

/**
 * The zones a person can choose from: the runtime's list (`Intl.supportedValuesOf`, which leaves
 * UTC out in Chromium) with UTC added, so a browser set to UTC finds its zone.
 */
export function timeZoneIds(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
  return zones.some(isUtcAlias) ? zones : [UTC_ZONE, ...zones]
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

const COLUMN: Record<Exclude<Locale, 'en'>, 0 | 1 | 2> = { ru: 0, de: 1, ar: 2 }

/** The zone's city in the language; a city left in English is isolated on a right-to-left page. */
export function zoneCity(zone: string, locale: Locale): string {
  const city = locale === 'en' ? undefined : CITIES[zone]?.[COLUMN[locale]]
  if (city) return city
  return locale === 'ar' ? `\u2068${cityOf(zone)}\u2069` : cityOf(zone)
}

/** "Mitteleuropäische Zeit (Berlin)": the zone's name with its city; UTC is just its name. */
export function timeZoneLabel(zone: string, locale: Locale, at: Date = new Date()): string {
  const name = timeZoneName(zone, locale, at)
  return isUtcAlias(zone) || name.endsWith(cityOf(zone)) ? name : `${name} (${zoneCity(zone, locale)})`
}

export interface TimeZoneOption {
  value: string
  label: string
}

const optionCache = new Map<string, TimeZoneOption[]>()

/** Every zone with its localised label, sorted by label in that language; built once per language. */
export function timeZoneOptions(locale: Locale): TimeZoneOption[] {
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
