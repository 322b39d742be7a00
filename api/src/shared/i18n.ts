import { LOCALES, type Locale, type Translated } from '../db/schema'

/** The `locale` header as one of ours; anything else reads as English. */
export function parseLocale(value: string | null | undefined): Locale {
  return LOCALES.find((l) => l === value?.trim().toLowerCase()) ?? 'en'
}

export function translate(value: Translated, locale: Locale): string
export function translate(value: Translated | null | undefined, locale: Locale): string | null
export function translate(value: Translated | null | undefined, locale: Locale): string | null {
  if (!value) return null
  return value[locale] ?? value.en
}

/** An explicit `lang` argument wins over the `locale` header. */
export function pickLocale(lang: string | null | undefined, headerLocale: Locale): Locale {
  return lang ? parseLocale(lang) : headerLocale
}

/** Escapes LIKE wildcards so user input matches literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

export const euros = (cents: number) => cents / 100

/** An amount in minor units as its reader writes money (`12,50 €`, `€12.50`): at most two decimals. */
export const formatMoney = (cents: number, locale: Locale, currency = 'eur') =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase(), maximumFractionDigits: 2 }).format(cents / 100)

const languageNames = new Map<Locale, Intl.DisplayNames>()

/**
 * A language's name in the reader's language (issue 26): "Türkisch", "турецкий", "التركية", not
 * "Türkçe". Named here, once, so the server's render and the browser's hydration read the same words
 * whatever ICU each has. `fallback` for a code Intl does not know.
 */
export function languageName(code: string, locale: Locale, fallback: string): string {
  let names = languageNames.get(locale)
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'language' })
    languageNames.set(locale, names)
  }
  const name = names.of(code)
  return name && name !== code ? name : fallback
}
