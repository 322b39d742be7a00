import { lazy, Suspense } from 'react'
import { cn } from '~/lib/utils'
import type { CurrentUser } from '~/queries/session'
import { HydrateLater } from '~/components/lazy/HydrateLater'
import HeaderSearchLater from './HeaderSearch?hydrate-later'
import { LanguageSwitcher } from './LanguageSwitcher'
import { LoginMenu, SignUpButton } from './LoginMenu'
import { Logo } from '~/components/shared/Logo'
import { MainNav } from './MainNav'
import MobileMenuLater from './MobileMenu?hydrate-later'
import SignedInActionsLater from './SignedInActions?hydrate-later'

// Server-rendered and usable before hydration (a GET form, a <details> menu: ADR 0020); their code
// (query hooks, the search listbox, the menu's mirror of its state) loads when the visitor turns to
// them: pointing at, tapping, focusing or typing (ADR 0005, ADR 0024).
const HeaderSearch = HeaderSearchLater as typeof import('./HeaderSearch').default
const MobileMenu = MobileMenuLater as typeof import('./MobileMenu').default

// Signed-in only: their code stays out of the visitors' first load (ADR 0005). The server renders
// the actions at once (`?hydrate-later`: a plain lazy one suspended on a server's first render, and
// the header was painted without them, then shifted when they streamed in, issue 28).
const SignedInActions = SignedInActionsLater as typeof import('./SignedInActions').default
const SignedInReadGuide = lazy(() => import('./SignedInActions').then((module) => ({ default: module.SignedInReadGuide })))

interface HeaderProps {
  /** The signed-in patient; visitors get `null`. The join-call button comes with its issue. */
  user: CurrentUser | null
  /** No border on the white marketing pages (/ and /how-it-works). */
  bordered: boolean
}

export function Header({ user, bordered }: HeaderProps) {
  return (
    <header className={cn('sticky top-0 z-40 bg-white', bordered && 'border-b border-slate-200')}>
      <div className="mx-auto flex h-16 max-w-[1345px] items-center gap-2 px-4 wide:gap-3">
        <Logo compact />
        <div className="hidden flex-1 items-center gap-2 tablet:flex wide:gap-3">
          <MainNav orientation="horizontal" />
          {/* Below 1345 px the search shows as an icon-sized field that widens while focused. */}
          <HydrateLater when="interaction">
            <HeaderSearch className="ms-auto size-10 wide:w-64" />
          </HydrateLater>
          <LanguageSwitcher compact />
          {!user && (
            <>
              <LoginMenu />
              <SignUpButton />
            </>
          )}
        </div>
        {user && (
          <Suspense fallback={null}>
            <SignedInActions user={user} />
          </Suspense>
        )}
        <HydrateLater when="interaction">
          <MobileMenu user={user} className={cn('tablet:hidden', !user && 'ms-auto')} />
        </HydrateLater>
        {user && (
          <Suspense fallback={null}>
            <SignedInReadGuide user={user} />
          </Suspense>
        )}
      </div>
    </header>
  )
}
