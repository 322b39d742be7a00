import { useMutation } from '@tanstack/react-query'
import { useLocale } from '~/i18n/useLocale'
import { appointmentMutations } from '~/queries/appointments'
import { cancelForm } from '#contract/appointment-fields'
import { MAX_REASON_LENGTH } from '#contract/appointments'
import type { AppointmentDetails } from './AppointmentPage'
import type { AppointmentDialogProps } from './appointment-dialogs'
import { TextFieldDialog } from './TextFieldDialog'

/**
 * Cancel while awaiting confirmation (spec part 1 §4, §5): the reason is required (the field is
 * marked, no message). The page's `?modal=cancel` ("rejectAppointment" in the spec's modal list).
 */
export default function CancelAppointment({ appointment, open, onOpenChange }: AppointmentDialogProps<AppointmentDetails>) {
  const locale = useLocale()
  const cancel = useMutation(appointmentMutations.cancel(locale, appointment.id))
  return (
    <TextFieldDialog
      open={open}
      onOpenChange={onOpenChange}
      name="reason"
      schema={cancelForm}
      send={cancel.mutateAsync}
      successId="appointments.canceled"
      labelId="appointments.cancel_reason"
      maxLength={MAX_REASON_LENGTH}
      quietErrors
      titleId="appointments.cancel_title"
      descriptionId="appointments.cancel_text"
      closeId="appointments.keep_appointment"
      submitId="appointments.cancel_confirm"
      submitVariant="destructive"
    />
  )
}
