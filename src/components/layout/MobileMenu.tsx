import { useEffect, useId, useRef, useState } from 'react'
import { useRouter } from '@tanstack/react-router'
import { useIntl } from 'react-intl'
import { MenuIcon, XIcon } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { HeaderSearch } from './HeaderSearch'
import { LanguageSwitcher } from './LanguageSwitcher'
import { LoginMenu, SignUpButton } from './LoginMenu'
import { MainNav } from './MainNav'
import type { CurrentUser } from '~/queries/session'

/** Matches the `tablet` breakpoint (992 px): above it the desktop header takes over. */
const DESKTOP_QUERY = '(min-width: 992px)'

/** The header below 992 px: a disclosure button and a panel with search, links and language. */
export function MobileMenu({ user, className }: { user: CurrentUser | null; className?: string }) {
  const intl = useIntl()
  const router = useRouter()
  const panelId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)

  // Any navigation (a link in the panel, back/forward, ?page=login) closes the menu.
  useEffect(() => router.subscribe('onBeforeNavigate', () => setOpen(false)), [router])

  useEffect(() => {
    if (!open) return
    const previousOverflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    const onKeyDown = (event: KeyboardEvent) => {
      // Let an open dropdown or search popup inside the panel handle its own Escape first.
      if (event.key !== 'Escape' || event.defaultPrevented) return
      setOpen(false)
      buttonRef.current?.focus()
    }
    const desktop = window.matchMedia(DESKTOP_QUERY)
    const onResize = () => desktop.matches && setOpen(false)
    document.addEventListener('keydown', onKeyDown)
    desktop.addEventListener('change', onResize)
    return () => {
      document.body.style.overflow = previousOverflow
      document.removeEventListener('keydown', onKeyDown)
      desktop.removeEventListener('change', onResize)
    }
  }, [open])

  return (
    <div className={className}>
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={intl.formatMessage({ id: open ? 'layout.menu_close' : 'layout.menu_open' })}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <XIcon aria-hidden className="size-6" /> : <MenuIcon aria-hidden className="size-6" />}
      </Button>
      <div
        id={panelId}
        hidden={!open}
        className="fixed inset-x-0 top-16 bottom-0 z-40 overflow-y-auto border-t border-slate-200 bg-white px-4 py-4"
      >
        <div className="flex flex-col gap-4">
          <HeaderSearch />
          <MainNav orientation="vertical" user={user} />
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
    </div>
  )
}

export default MobileMenu
