import { lazy, Suspense } from 'react'
import { FormattedMessage } from 'react-intl'
import { Button } from '~/components/ui/button'

// The dialog and its primitive (focus trap, scroll lock) are a tenth of the page's script and
// most appointments are never cancelled: they load when the dialog first opens.
const CancelAppointment = lazy(() => import('./CancelAppointment'))

/** "Cancel appointment" and, once asked for (`?modal=cancel`), the dialog that asks why. */
export function CancelAppointmentButton({ appointmentId, open, onOpenChange }: { appointmentId: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <>
      <Button variant="outline" className="text-red-700" aria-haspopup="dialog" onClick={() => onOpenChange(true)}>
        <FormattedMessage id="appointments.cancel_appointment" />
      </Button>
      {open && (
        <Suspense fallback={null}>
          <CancelAppointment appointmentId={appointmentId} open onOpenChange={onOpenChange} />
        </Suspense>
      )}
    </>
  )
}
