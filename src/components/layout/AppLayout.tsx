import { lazy, Suspense, type ReactNode } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { FormattedMessage } from 'react-intl'
import { AuthOverlay } from '~/components/auth/AuthOverlay'
import { Toaster } from '~/components/ui/toast'
import { useLocale } from '~/i18n/useLocale'
import { layoutFor } from '~/lib/layout-visibility'
import { cn } from '~/lib/utils'
import { sessionQueries } from '~/queries/session'
import { HydrateLater } from '~/components/lazy/HydrateLater'
import Footer from './Footer?hydrate-later'
import { Header } from './Header'
import { useSuspenseData } from '~/queries/suspense-data'

// Only signed-in patients with an unconfirmed e-mail see it: its code stays out of everyone's first load.
const EmailVerifyBanner = lazy(() => import('~/components/auth/EmailVerifyBanner'))

/**
 * The id of an empty element closing the page chrome: the document head names it so that the first
 * paint waits until the server's page has been parsed whole (ADR 0063). A page painted while the
 * parser was still inside it moved what was already on screen when the rest arrived: the header's
 * controls when its menu button came, and the footer up the screen as it grew (the content column
 * fills the screen). Chromium lets rendering go once the named element is in the document, so it is
 * the last element, not a wrapper.
 */
export const SHELL_END_ID = 'page-shell-end'

/**
 * The page chrome. Pages render their own <main>; the skip link targets the wrapper around them
 * so it works whichever page is shown.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const locale = useLocale()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  // Suspense, not useQuery: the server must render with the user the root loader fetched (its
  // per-request cache may already have dropped the entry), or hydration would not match.
  const user = useSuspenseData(sessionQueries.currentUser(locale))
  const layout = layoutFor(pathname)
  return (
    <div className={cn('flex min-h-screen flex-col', layout.whiteBackground && 'bg-white')}>
      <a
        href="#main-content"
        className="sr-only rounded-md bg-white px-4 py-2 font-medium text-brand-700 shadow-lg focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-[60] focus:outline-none focus:ring-2 focus:ring-brand-500"
      >
        <FormattedMessage id="layout.skip_to_content" />
      </a>
      {layout.header && <Header user={user ?? null} bordered={layout.headerBorder} />}
      {user && !user.emailVerify && (
        <Suspense fallback={null}>
          <EmailVerifyBanner email={user.email} />
        </Suspense>
      )}
      <div id="main-content" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        {children}
      </div>
      {/* Below the fold on every page: server-rendered, its code loads when it scrolls into view. */}
      {layout.footer && (
        <HydrateLater>
          <Footer />
        </HydrateLater>
      )}
      <AuthOverlay />
      <Toaster />
      <span id={SHELL_END_ID} hidden />
    </div>
  )
}
