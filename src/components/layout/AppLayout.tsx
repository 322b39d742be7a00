import type { ReactNode } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { FormattedMessage } from 'react-intl'
import { Toaster } from '~/components/ui/toast'
import { layoutFor } from '~/lib/layout-visibility'
import { cn } from '~/lib/utils'
import { HydrateLater } from '~/components/lazy/HydrateLater'
import Footer from './Footer?hydrate-later'
import { Header } from './Header'

/**
 * The page chrome. Pages render their own <main>; the skip link targets the wrapper around them
 * so it works whichever page is shown.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const layout = layoutFor(pathname)
  return (
    <div className={cn('flex min-h-screen flex-col', layout.whiteBackground && 'bg-white')}>
      <a
        href="#main-content"
        className="sr-only rounded-md bg-white px-4 py-2 font-medium text-brand-700 shadow-lg focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-[60] focus:outline-none focus:ring-2 focus:ring-brand-500"
      >
        <FormattedMessage id="layout.skip_to_content" />
      </a>
      {layout.header && <Header user={null} bordered={layout.headerBorder} />}
      <div id="main-content" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        {children}
      </div>
      {/* Below the fold on every page: server-rendered, its code loads after the first paint. */}
      {layout.footer && (
        <HydrateLater>
          <Footer />
        </HydrateLater>
      )}
      <Toaster />
    </div>
  )
}
