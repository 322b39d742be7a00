import { useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import * as v from 'valibot'
import { useLocale } from '~/i18n/useLocale'
import { appointmentMutations } from '~/queries/appointments'
import { noteField } from '../../../contract/appointment-fields'
import { MAX_NOTE_LENGTH } from '../../../contract/appointments'
import type { AppointmentDetails } from './AppointmentPage'
import type { AppointmentDialogProps } from './appointment-dialogs'
import { changeToasts } from '~/components/shared/show-result'
import { FormDialog, RequiredTextarea } from './FormDialog'

/**
 * A note for the doctor (spec part 1 §2 "addNote"): the same message the messages tab sends, written
 * from the options dialog. Empty after trimming says so and sends nothing; on failure the text stays.
 */
export default function AddNoteDialog({ appointment, open, onOpenChange }: AppointmentDialogProps<AppointmentDetails>) {
  const intl = useIntl()
  const locale = useLocale()
  const [note, setNote] = useState('')
  const [error, setError] = useState<string | null>(null)
  const send = useMutation(appointmentMutations.sendNote(locale, appointment.id))
  const submit = () => {
    const checked = v.safeParse(noteField, note)
    if (!checked.success) {
      const field = intl.formatMessage({ id: 'appointments.note_label' })
      return setError(intl.formatMessage({ id: `validation.${checked.issues[0].message}` }, { field, max: MAX_NOTE_LENGTH }))
    }
    send.mutate(checked.output, changeToasts(intl, 'appointments.note_sent', { done: () => onOpenChange(false) }))
  }
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      titleId="appointments.note_title"
      descriptionId="appointments.note_text"
      submitId="appointments.send_note"
      submitDisabled={send.isPending}
      onSubmit={submit}
    >
      <RequiredTextarea
        labelId="appointments.note_label"
        value={note}
        maxLength={MAX_NOTE_LENGTH}
        error={error ?? false}
        onChange={(value) => {
          setNote(value)
          setError(null)
        }}
      />
    </FormDialog>
  )
}
