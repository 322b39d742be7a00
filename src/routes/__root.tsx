/// <reference types="vite/client" />
import type { ReactNode } from 'react'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { Outlet, ScriptOnce, createRootRouteWithContext, useMatches, useRouterState, useHydrated, useSearch } from '@tanstack/react-router'
import { RawIntlProvider } from 'react-intl'
import appCss from '~/styles/app.css?url'
import { AppLayout, SHELL_END_ID } from '~/components/layout/AppLayout'
import { DocumentHead, DocumentScripts } from '~/components/layout/DocumentScripts'
import { EARLY_CLICK_SCRIPT } from '~/components/lazy/early-click'
import { ZONE_COOKIE_SCRIPT } from '~/lib/visitor-zone-cookie'
import { CrashFallback } from '~/components/errors/CrashFallback'
import { NotFoundPage } from '~/components/errors/NotFoundPage'
import { directionOf, localeFromPathname, type Locale } from '~/i18n/locales'
import { mergeMessages } from '~/i18n/compact-messages'
import { intlFor } from '~/i18n/intl'
import { ensureMessages, messagesQuery, useMessageParts } from '~/i18n/messages'
import { SIGNED_IN_NAMESPACES, pageNamespaces } from '~/i18n/namespaces'
import { BRAND, titleFromMessages } from '~/lib/page-title'
import { parseRootSearch } from '~/lib/search-params'
import { rememberTrackingParams, visitorZone } from '~/server/readable-cookies'
import { sessionQueries } from '~/queries/session'
import { siteConfigQueries } from '~/queries/site-config'
import { useSuspenseData } from '~/queries/suspense-data'

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  validateSearch: parseRootSearch,
  // Before any loader or render, on every navigation: the messages of the page about to show (its
  // routes' `staticData.messages`, the shell's, the auth overlay's when `?page=` opens it), so a client
  // navigation never renders a key before its namespace has arrived (ADR 0023).
  beforeLoad: async ({ location, search, matches, context: { queryClient } }) => {
    rememberTrackingParams(search)
    const locale = localeFromPathname(location.pathname)
    const namespaces = pageNamespaces({
      routes: matches.map((match) => match.staticData.messages),
      overlay: Boolean(search.page),
      signedIn: false,
    })
    await ensureMessages(queryClient, locale, namespaces)
    return { locale }
  },
  // The user loads with the page so the header renders signed in without a flash, with the signed-in
  // chrome's messages; the site's configuration too, which every page's footer reads: a server render
  // that met it unloaded suspended half-way and rendered the footer again (issue 28). The 404 title is
  // resolved here: `head` cannot read queries.
  loader: async ({ context: { queryClient, locale } }) => {
    const [user] = await Promise.all([
      queryClient.ensureQueryData(sessionQueries.currentUser(locale)),
      queryClient.ensureQueryData(siteConfigQueries.get()),
    ])
    if (user) await ensureMessages(queryClient, locale, SIGNED_IN_NAMESPACES)
    return {
      notFoundTitle: titleFromMessages(
        locale,
        queryClient.getQueryData(messagesQuery(locale, 'errors').queryKey),
        'errors.not_found_title',
      ),
    }
  },
  head: ({ matches, loaderData }) => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      // The 404 page is not a route of its own: whichever route answered notFound(), the title names it.
      { title: matches.some((match) => match._notFound) ? (loaderData?.notFoundTitle ?? BRAND) : BRAND },
      { name: 'description', content: 'Find doctors, book video consultations and keep your medical card in one place.' },
    ],
    links: [
      { rel: 'stylesheet', href: appCss },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      // The first paint waits until the page is parsed whole: one painted in part shifted (ADR 0063).
      { rel: 'expect', href: `#${SHELL_END_ID}`, blocking: 'render' },
    ],
  }),
  shellComponent: RootDocument,
  component: RootComponent,
  errorComponent: CrashFallback,
  notFoundComponent: NotFoundPage,
})

function RootComponent() {
  const { locale } = Route.useRouteContext()
  const routes = useMatches({ select: (matches) => matches.map((match) => match.staticData.messages) })
  const overlay = useSearch({ strict: false, select: (search) => Boolean(search.page) })
  const user = useSuspenseData(sessionQueries.currentUser(locale))
  const namespaces = pageNamespaces({ routes, overlay, signedIn: Boolean(user) })
  // Loaded by beforeLoad and the loader before anything renders (ADR 0023).
  const parts = useMessageParts(locale, namespaces)
  return (
    <RawIntlProvider value={intlFor(locale, mergeMessages(parts))}>
      <AppLayout>
        <Outlet />
      </AppLayout>
    </RawIntlProvider>
  )
}

/**
 * The html shell: `lang` and `dir` follow the path's language so Arabic mirrors. `data-root-hydrated`
 * appears once React has hydrated the root (the server's HTML never has it): from then on a tap reaches
 * React, which hydrates the part it lands in first if it has not yet. Tests wait for it (`gotoHydrated`,
 * tests/e2e/fixtures.ts). Parts whose code comes later say so themselves (`data-hydrated`, HydrateLater).
 */
function RootDocument({ children }: { children: ReactNode }) {
  const locale = useRouterState({ select: (state) => localeFromPathname(state.location.pathname) })
  const hydrated = useHydrated()
  const queryClient = useQueryClient()
  return (
    <html lang={locale} dir={directionOf(locale)} data-root-hydrated={hydrated ? '' : undefined}>
      <head>
        <DocumentHead />
        {/* Server-only, nonced: remembers taps on buttons that have not hydrated yet (ADR 0020). */}
        {import.meta.env.SSR && <ScriptOnce>{EARLY_CLICK_SCRIPT}</ScriptOnce>}
        {/* Tells later renders a signed-out visitor's zone (ADR 0044). */}
        {import.meta.env.SSR && zoneCookieWanted(queryClient, locale) && <ScriptOnce>{ZONE_COOKIE_SCRIPT}</ScriptOnce>}
      </head>
      <body>
        {children}
        <DocumentScripts />
      </body>
    </html>
  )
}

/**
 * Whether the page carries ZONE_COOKIE_SCRIPT. Its first `Intl.DateTimeFormat` loads the browser's
 * zone data, tens of milliseconds of a slow phone's main thread before the first paint (issue 28).
 * A signed-in patient whose account names a zone, and whose cookie is already there, gets pages
 * rendered in the account's zone: the cookie is not read for them, and the first signed-out page
 * brings the script again.
 */
function zoneCookieWanted(queryClient: QueryClient, locale: Locale): boolean {
  const user = queryClient.getQueryData(sessionQueries.currentUser(locale).queryKey)
  return !(user?.timezone && visitorZone())
}
