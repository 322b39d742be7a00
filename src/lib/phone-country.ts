import type { CountryCode } from 'libphonenumber-js/min'

/**
 * The calling code a phone field starts with when the number is empty, by interface language:
 * the country most of that language's patients are likely to call from. German → Germany,
 * Russian → Russia, Arabic → United Arab Emirates (the largest Arabic-speaking group among the
 * Gulf patients such clinics serve; Saudi Arabia is one pick away), English → United Kingdom
 * (the English-speaking country nearest the service's European clinics). Organisations carry no
 * country yet; when they do, theirs should win.
 */
const PHONE_COUNTRY_BY_LANGUAGE: Readonly<Record<string, CountryCode>> = { en: 'GB', ru: 'RU', de: 'DE', ar: 'AE' }

/** `'de'`, `'de-AT'` → a default country; a language tag with a region keeps that region. */
export function defaultPhoneCountry(locale: string, isKnown: (code: string) => code is CountryCode): CountryCode {
  const [language = '', region = ''] = locale.split('-')
  const regionCode = region.toUpperCase()
  if (isKnown(regionCode)) return regionCode
  return PHONE_COUNTRY_BY_LANGUAGE[language.toLowerCase()] ?? 'GB'
}
