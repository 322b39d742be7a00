import { createIsomorphicFn } from '@tanstack/react-start'
import { setCookie } from '@tanstack/react-start/server'
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

const PRIVATE_REDIRECT = 'privateRedirect'
const ONE_HOUR = 60 * 60

/**
 * Remembers the wanted private address for after login (spec: the privateRedirect cookie). An
 * address, not a secret; on the server it goes out with the redirect.
 */
export const rememberPrivateRedirect = createIsomorphicFn()
  .server((href: string) => {
    // Not HttpOnly: the browser sets the same cookie on client-side navigation and may not overwrite an HttpOnly one.
    setCookie(PRIVATE_REDIRECT, href, { path: '/', maxAge: ONE_HOUR, sameSite: 'lax' })
  })
  .client((href: string) => {
    document.cookie = `${PRIVATE_REDIRECT}=${encodeURIComponent(href)}; path=/; max-age=${ONE_HOUR}; samesite=lax`
  })
