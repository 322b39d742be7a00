import { Suspense, type ReactNode } from 'react'

/**
 * Server-rendered content whose JavaScript is not part of the first load.
 *
 * Pair it with a component chosen at build time: the server bundle renders the real component, the
 * client bundle a `React.lazy` one. During hydration React finds the lazy code missing, keeps the
 * server HTML as it is (visible and readable) and hydrates this boundary when the chunk arrives, or
 * at once when the user interacts with it. So below-the-fold and rarely used parts cost nothing in
 * the first-load budget (`npm run bench`, CONVENTIONS: / under 150 KB gzip) and nothing in markup.
 *
 *   const Footer = import.meta.env.SSR ? ServerFooter : lazy(() => import('./Footer').then((m) => ({ default: m.Footer })))
 *   <HydrateLater><Footer /></HydrateLater>
 *
 * The fallback only shows if such a component first mounts on the client before its chunk loaded
 * (never for content that was server-rendered).
 */
export function HydrateLater({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return <Suspense fallback={fallback}>{children}</Suspense>
}
