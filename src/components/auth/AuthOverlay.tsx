import { lazy, Suspense } from 'react'
import { useSearch } from '@tanstack/react-router'

// The overlay's code (forms, phone metadata) loads only when `?page=` asks for it.
const AuthDialog = lazy(() => import('./AuthDialog'))

/** The auth overlay: present on any path whenever `?page=` names a step (spec part 1 §2). */
export function AuthOverlay() {
  // Validated by the root route's search schema: an unknown step is dropped.
  const page = useSearch({ strict: false, select: (search) => search.page })
  if (!page) return null
  return (
    <Suspense fallback={null}>
      <AuthDialog page={page} />
    </Suspense>
  )
}
