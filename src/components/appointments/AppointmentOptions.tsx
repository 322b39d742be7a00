import { FormattedMessage } from 'react-intl'
import { FilePlusIcon, LanguagesIcon, MessageSquarePlusIcon, StarIcon, XCircleIcon, type LucideIcon } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '~/components/ui/dialog'
import type { AppointmentModal } from '~/lib/appointment-search'
import type { AppointmentDetails } from './AppointmentPage'
import { offeredModals, type AppointmentDialogProps } from './appointment-dialogs'

const OPTIONS: Partial<Record<AppointmentModal, { labelId: string; icon: LucideIcon; destructive?: boolean }>> = {
  'add-note': { labelId: 'appointments.add_note', icon: MessageSquarePlusIcon },
  'add-file': { labelId: 'appointments.attach_files', icon: FilePlusIcon },
  translator: { labelId: 'appointments.add_translator', icon: LanguagesIcon },
  cancel: { labelId: 'appointments.cancel_appointment', icon: XCircleIcon, destructive: true },
  review: { labelId: 'appointments.write_review', icon: StarIcon },
}

/**
 * The options dialog (spec part 1 §2 "appointmentOption"): every action the appointment offers now,
 * each opening its own dialog in this one's place (the address's `?modal=` changes).
 */
export default function AppointmentOptions({ appointment, open, onOpenChange, openModal }: AppointmentDialogProps<AppointmentDetails>) {
  const translatorLabel = appointment.appointment_translators.length ? 'appointments.change_translator' : undefined
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage id="appointments.options_title" />
          </DialogTitle>
        </DialogHeader>
        <ul className="flex flex-col gap-2">
          {offeredModals(appointment).map((modal) => {
            const option = OPTIONS[modal]
            if (!option) return null
            const Icon = option.icon
            return (
              <li key={modal}>
                <Button
                  variant="outline"
                  aria-haspopup="dialog"
                  className={option.destructive ? 'w-full justify-start text-red-700' : 'w-full justify-start'}
                  onClick={() => openModal(modal)}
                >
                  <Icon aria-hidden className="size-4" />
                  <FormattedMessage id={(modal === 'translator' && translatorLabel) || option.labelId} />
                </Button>
              </li>
            )
          })}
        </ul>
      </DialogContent>
    </Dialog>
  )
}
