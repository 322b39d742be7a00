import { lazy, Suspense } from 'react'

// libphonenumber's metadata (~40 kB gzip) loads with the first number shown, not with the dialogs and
// pages that merely may show one; the forms that take a number have loaded it already.
const FormattedPhone = lazy(() => import('./formatted-phone'))

/**
 * A phone number as people read it, "+49 30 12345678" (`formatPhone`, contract/phone.ts), isolated
 * left to right so a right-to-left sentence keeps it intact (issue 26 #10). Until the formatter has
 * loaded, the number shows as stored.
 */
export function PhoneNumber({ value }: { value: string }) {
  return (
    <bdi dir="ltr">
      <Suspense fallback={value}>
        <FormattedPhone value={value} />
      </Suspense>
    </bdi>
  )
}
