import { lazy, Suspense } from 'react'
import { useSearch } from '@tanstack/react-router'

// The dialog's code loads only when `?payment=` asks for it.
const PaymentReturnDialog = lazy(() => import('./PaymentReturnDialog'))

/** Payment return (spec part 1 §2): `?payment=true|false` on any path opens its modal. */
export function PaymentReturn() {
  const payment = useSearch({ strict: false, select: (search) => search.payment })
  if (payment === undefined) return null
  return (
    <Suspense fallback={null}>
      <PaymentReturnDialog succeeded={payment} />
    </Suspense>
  )
}
