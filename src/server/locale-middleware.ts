import { createMiddleware, getRouterInstance } from '@tanstack/react-start'
import * as v from 'valibot'
import { DEFAULT_LOCALE, localeFromPathname, type Locale } from '~/i18n/locales'
import { localeField } from '~/lib/locale-input'

/**
 * The page's language, read where the call starts: in the browser the router's latest location (already the new
 * page while its loaders run), during server rendering the location of the page being rendered.
 * The language menu navigates without preloading, so no loader runs for another language than the path's.
 */
async function pageLocale(): Promise<Locale> {
  const router = await getRouterInstance()
  return localeFromPathname(router.latestLocation.pathname)
}

/**
 * The interface language of every server function that reads translated data or sends translated mail (issue 27 §4):
 * sent once from the caller's page, never an argument. The server trusts nothing it receives: anything but one of
 * the four languages becomes the default.
 */
export const localeMiddleware = createMiddleware({ type: 'function' })
  .client(async ({ next }) => next({ sendContext: { locale: await pageLocale() } }))
  .server(({ context, next }) => {
    const sent: unknown = context.locale
    return next({ context: { locale: v.is(localeField, sent) ? sent : DEFAULT_LOCALE } })
  })
