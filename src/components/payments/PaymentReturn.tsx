import { lazy, Suspense } from 'react'
import { useSearch } from '@tanstack/react-router'

// The dialog's code loads only when `?payment=` asks for it.
const PaymentReturnDialog = lazy(() => import('./PaymentReturnDialog'))

/**
 * Payment return (spec part 1 §2): `?payment=true|false` opens its modal. Rendered by the pages a
 * payment returns to (the appointment and the appointments list), not by the layout: every public
 * page's first load would otherwise carry it (ADR 0033).
 */
export function PaymentReturn() {
  const payment = useSearch({ strict: false, select: (search) => search.payment })
  if (payment === undefined) return null
  return (
    <Suspense fallback={null}>
      <PaymentReturnDialog succeeded={payment} />
    </Suspense>
  )
}
