import { useMutation } from '@tanstack/react-query'
import { useLocale } from '~/i18n/useLocale'
import { appointmentMutations } from '~/queries/appointments'
import { noteForm } from '#contract/appointment-fields'
import { MAX_NOTE_LENGTH } from '#contract/appointments'
import type { AppointmentDetails } from './AppointmentPage'
import type { AppointmentDialogProps } from './appointment-dialogs'
import { TextFieldDialog } from './TextFieldDialog'

/**
 * A note for the doctor (spec part 1 §2 "addNote"): the same message the messages tab sends, written
 * from the options dialog. Empty after trimming says so and sends nothing; on failure the text stays.
 */
export default function AddNoteDialog({ appointment, open, onOpenChange }: AppointmentDialogProps<AppointmentDetails>) {
  const locale = useLocale()
  const send = useMutation(appointmentMutations.sendNote(locale, appointment.id))
  return (
    <TextFieldDialog
      open={open}
      onOpenChange={onOpenChange}
      name="note"
      schema={noteForm}
      send={send.mutateAsync}
      successId="appointments.note_sent"
      labelId="appointments.note_label"
      maxLength={MAX_NOTE_LENGTH}
      titleId="appointments.note_title"
      descriptionId="appointments.note_text"
      submitId="appointments.send_note"
    />
  )
}
