import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react'
import type { AppointmentModal } from '~/lib/appointment-search'
import type { AppointmentDetails } from './AppointmentPage'
import { offeredModals, type AppointmentDialogProps } from './appointment-dialogs'

type AppointmentDialog = LazyExoticComponent<ComponentType<AppointmentDialogProps<AppointmentDetails>>>

// Each dialog's code loads when it first opens: the dialog primitive (focus trap, scroll lock) is a
// tenth of an appointment page's script, and most visits open none.
const DIALOGS: Record<AppointmentModal, AppointmentDialog> = {
  options: lazy(() => import('./AppointmentOptions')),
  'add-note': lazy(() => import('./AddNoteDialog')),
  'add-file': lazy(() => import('./AddFileDialog')),
  translator: lazy(() => import('./TranslatorDialog')),
  cancel: lazy(() => import('./CancelAppointment')),
  review: lazy(() => import('./ReviewAppointment')),
}

/**
 * The open dialog of `appointments/{id}`: the address's `?modal=`, shown only while the appointment
 * offers it (a shared link to cancelling a finished appointment opens nothing). Closing clears it.
 */
export function AppointmentDialogs({
  appointment,
  modal,
  openModal,
}: {
  appointment: AppointmentDetails
  modal: AppointmentModal | undefined
  openModal: (modal: AppointmentModal | undefined) => void
}) {
  if (!modal || !offeredModals(appointment).includes(modal)) return null
  const Dialog = DIALOGS[modal]
  return (
    <Suspense fallback={null}>
      <Dialog
        key={modal}
        appointment={appointment}
        open
        onOpenChange={(open) => openModal(open ? modal : undefined)}
        openModal={openModal}
      />
    </Suspense>
  )
}
