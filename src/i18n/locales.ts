/** The four interface languages. English is the default and has no path prefix. */
export const LOCALES = ['en', 'ru', 'de', 'ar'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

/** Languages that appear as a path prefix (`/ru/...`); English lives at the root. */
export const PREFIXED_LOCALES: ReadonlyArray<Locale> = LOCALES.filter((l) => l !== DEFAULT_LOCALE)

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as ReadonlyArray<string>).includes(value)
}

/** The `{-$lang}` route param: undefined is English; anything else must be a prefixed locale. */
export function localeFromParam(param: string | undefined): Locale | null {
  if (param === undefined) return DEFAULT_LOCALE
  return isLocale(param) && param !== DEFAULT_LOCALE ? param : null
}

/** Resolves the locale from a pathname's first segment (`/de/doctors` → de, `/doctors` → en). */
export function localeFromPathname(pathname: string): Locale {
  const first = pathname.split('/')[1]
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE
}

/** The route param value for a locale: English has none. */
export function langParam(locale: Locale): string | undefined {
  return locale === DEFAULT_LOCALE ? undefined : locale
}

export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`
}

/** Re-targets a pathname to another locale, keeping the rest of the path. */
export function switchLocalePath(pathname: string, target: Locale): string {
  const current = localeFromPathname(pathname)
  const rest = current === DEFAULT_LOCALE ? pathname : pathname.slice(current.length + 1) || '/'
  const prefix = localePrefix(target)
  if (rest === '/' || rest === '') return prefix || '/'
  return `${prefix}${rest}`
}

export function directionOf(locale: Locale): 'rtl' | 'ltr' {
  return locale === 'ar' ? 'rtl' : 'ltr'
}

/** Native names shown in the language switcher. */
export const LOCALE_NATIVE_NAMES: Record<Locale, string> = {
  en: 'English',
  ru: 'Русский',
  de: 'Deutsch',
  ar: 'العربية',
}
