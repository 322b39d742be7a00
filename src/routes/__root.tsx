/// <reference types="vite/client" />
import type { ReactNode } from 'react'
import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import { HeadContent, Outlet, ScriptOnce, Scripts, createRootRouteWithContext, useRouterState } from '@tanstack/react-router'
import { IntlProvider } from 'react-intl'
import appCss from '~/styles/app.css?url'
import { AppLayout } from '~/components/layout/AppLayout'
import { EARLY_CLICK_SCRIPT } from '~/components/lazy/early-click'
import { CrashFallback } from '~/components/errors/CrashFallback'
import { NotFoundPage } from '~/components/errors/NotFoundPage'
import { directionOf, localeFromPathname } from '~/i18n/locales'
import { messagesQuery } from '~/i18n/messages'
import { BRAND, titleFromMessages } from '~/lib/page-title'
import { parseRootSearch } from '~/lib/search-params'
import { rememberTrackingParams } from '~/server/readable-cookies'
import { sessionQueries } from '~/queries/session'

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  validateSearch: parseRootSearch,
  beforeLoad: ({ location, search }) => {
    rememberTrackingParams(search)
    return { locale: localeFromPathname(location.pathname) }
  },
  // The user loads with the page so the header renders signed in without a flash.
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(messagesQuery(context.locale)),
      context.queryClient.ensureQueryData(sessionQueries.currentUser(context.locale)),
    ]),
  head: ({ matches, loaderData }) => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      // The 404 page is not a route of its own: whichever route answered notFound(), the title names it.
      { title: matches.some((match) => match._notFound) ? titleFromMessages(localeFromPathname(matches.at(-1)?.pathname ?? '/'), loaderData?.[0], 'errors.not_found_title') : BRAND },
      { name: 'description', content: 'Find doctors, book video consultations and keep your medical card in one place.' },
    ],
    links: [
      { rel: 'stylesheet', href: appCss },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    ],
  }),
  shellComponent: RootDocument,
  component: RootComponent,
  errorComponent: CrashFallback,
  notFoundComponent: NotFoundPage,
})

function RootComponent() {
  const { locale } = Route.useRouteContext()
  const { data: messages } = useSuspenseQuery(messagesQuery(locale))
  return (
    <IntlProvider locale={locale} messages={messages} defaultLocale="en">
      <AppLayout>
        <Outlet />
      </AppLayout>
    </IntlProvider>
  )
}

/** The html shell: `lang` and `dir` follow the path's language so Arabic mirrors. */
function RootDocument({ children }: { children: ReactNode }) {
  const locale = useRouterState({ select: (state) => localeFromPathname(state.location.pathname) })
  return (
    <html lang={locale} dir={directionOf(locale)}>
      <head>
        <HeadContent />
        {/* Server-only, nonced: remembers taps on buttons that have not hydrated yet (ADR 0020). */}
        {import.meta.env.SSR && <ScriptOnce>{EARLY_CLICK_SCRIPT}</ScriptOnce>}
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  )
}
