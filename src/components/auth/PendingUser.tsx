import { lazy, Suspense } from 'react'

const UserLoading = lazy(() => import('./UserLoading'))

/**
 * The private routes' pending screen. It loads its spinner only when shown (a client navigation to a
 * private page waiting for the user): a route's `lazyRouteComponent`s are preloaded with every page.
 */
export function PendingUser() {
  return (
    <Suspense fallback={null}>
      <UserLoading />
    </Suspense>
  )
}
