import { localeFromPathname, localePrefix, type Locale } from '~/i18n/locales'

/** Sections that need a login (spec part 1 §2), with /health (the questionnaire). */
export const PRIVATE_SECTIONS = ['account', 'ai-health', 'appointments', 'payment', 'book-appointment', 'health'] as const

/** Whether a pathname (with or without a language prefix) is a private section or below one. */
export function isPrivatePath(pathname: string): boolean {
  const locale = localeFromPathname(pathname)
  const rest = pathname.slice(localePrefix(locale).length)
  const section = rest.split('/')[1] ?? ''
  return (PRIVATE_SECTIONS as ReadonlyArray<string>).includes(section)
}

/** Where a signed-out visitor of a private page goes: the login overlay on the language's home. */
export function loginHref(locale: Locale): string {
  return `${localePrefix(locale)}/?page=login`
}
