import { useEffect, useId, useRef, useState } from 'react'
import { useRouter } from '@tanstack/react-router'
import { useIntl } from 'react-intl'
import { MenuIcon, XIcon } from 'lucide-react'
import { buttonVariants } from '~/components/ui/button'
import { cn } from '~/lib/utils'
import { HeaderSearch } from './HeaderSearch'
import { LanguageSwitcher } from './LanguageSwitcher'
import { LoginMenu, SignUpButton } from './LoginMenu'
import { MainNav } from './MainNav'
import type { CurrentUser } from '~/queries/session'

/** Matches the `tablet` breakpoint (992 px): above it the desktop header takes over. */
const DESKTOP_QUERY = '(min-width: 992px)'

/**
 * The header below 992 px: a disclosure and a panel with search, links and language.
 *
 * A native `<details>` (ADR 0020): the menu opens and closes before this code has loaded or hydrated
 * (the first tap on a slow phone comes before that). The summary is exposed as a button with its
 * expanded state by the browser; React keeps only a mirror of the open state for the label, Escape,
 * the scroll lock and closing on navigation.
 */
export function MobileMenu({ user, className }: { user: CurrentUser | null; className?: string }) {
  const intl = useIntl()
  const router = useRouter()
  const panelId = useId()
  const detailsRef = useRef<HTMLDetailsElement>(null)
  const summaryRef = useRef<HTMLElement>(null)
  const [open, setOpen] = useState(false)

  const close = () => {
    if (detailsRef.current) detailsRef.current.open = false
  }

  // Opened before hydration: the toggle event was missed, pick up the state from the element.
  useEffect(() => setOpen(detailsRef.current?.open ?? false), [])

  // Any navigation (a link in the panel, back/forward, ?page=login) closes the menu.
  useEffect(() => router.subscribe('onBeforeNavigate', close), [router])

  useEffect(() => {
    if (!open) return
    const previousOverflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    const onKeyDown = (event: KeyboardEvent) => {
      // Let an open dropdown or search popup inside the panel handle its own Escape first.
      if (event.key !== 'Escape' || event.defaultPrevented) return
      close()
      summaryRef.current?.focus()
    }
    const desktop = window.matchMedia(DESKTOP_QUERY)
    const onResize = () => desktop.matches && close()
    document.addEventListener('keydown', onKeyDown)
    desktop.addEventListener('change', onResize)
    return () => {
      document.body.style.overflow = previousOverflow
      document.removeEventListener('keydown', onKeyDown)
      desktop.removeEventListener('change', onResize)
    }
  }, [open])

  return (
    // Sized as its summary: a page painted while the parser stood between <details> and <summary>
    // showed the browser's own "▸ Details" for a moment, wider and taller, and the header shifted (issue 28).
    <details ref={detailsRef} onToggle={(event) => setOpen(event.currentTarget.open)} className={cn('group size-10 shrink-0', className)}>
      <summary
        ref={summaryRef}
        aria-controls={panelId}
        aria-label={intl.formatMessage({ id: open ? 'layout.menu_close' : 'layout.menu_open' })}
        className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'cursor-pointer list-none [&::-webkit-details-marker]:hidden')}
      >
        {/* The icon follows the element's own state, so it is right before hydration too. */}
        <MenuIcon aria-hidden className="size-6 group-open:hidden" />
        <XIcon aria-hidden className="hidden size-6 group-open:block" />
      </summary>
      <div id={panelId} className="fixed inset-x-0 top-16 bottom-0 z-40 overflow-y-auto border-t border-slate-200 bg-white px-4 py-4">
        <div className="flex flex-col gap-4">
          <HeaderSearch />
          <MainNav orientation="vertical" />
          <div className="flex flex-wrap items-center gap-2 border-t border-slate-200 pt-4">
            <LanguageSwitcher />
            {!user && (
              <>
                <LoginMenu />
                <SignUpButton />
              </>
            )}
          </div>
        </div>
      </div>
    </details>
  )
}

export default MobileMenu
