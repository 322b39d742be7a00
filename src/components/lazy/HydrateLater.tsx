import { Suspense, type ReactNode } from 'react'

/**
 * Server-rendered content whose JavaScript is not part of the first load (ADR 0005).
 *
 * Pair it with a `?hydrate-later` import (vite.config.ts): the server bundle renders the real
 * component, the client bundle a `React.lazy` one. During hydration React finds the lazy code
 * missing, keeps the server HTML as it is (visible and readable) and hydrates this boundary when the
 * chunk arrives, or at once when the user interacts with it.
 *
 *   import Footer from './Footer?hydrate-later'
 *   <HydrateLater><Footer /></HydrateLater>
 *
 * The fallback only shows if such a component first mounts on the client before its chunk loaded
 * (never for content that was server-rendered).
 */
export function HydrateLater({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return <Suspense fallback={fallback}>{children}</Suspense>
}
