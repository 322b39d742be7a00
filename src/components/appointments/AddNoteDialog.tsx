import { useMutation } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import * as v from 'valibot'
import { formValidationLogic, useAppForm } from '~/components/form/form-hook'
import { useLocale } from '~/i18n/useLocale'
import { appointmentMutations } from '~/queries/appointments'
import { noteForm } from '#contract/appointment-fields'
import { MAX_NOTE_LENGTH } from '#contract/appointments'
import type { AppointmentDetails } from './AppointmentPage'
import type { AppointmentDialogProps } from './appointment-dialogs'
import { serverErrorTarget } from '~/components/form/server-errors'
import { submitChange } from '~/components/shared/show-result'
import { FormDialog } from './FormDialog'

/**
 * A note for the doctor (spec part 1 §2 "addNote"): the same message the messages tab sends, written
 * from the options dialog. Empty after trimming says so and sends nothing; on failure the text stays.
 */
export default function AddNoteDialog({ appointment, open, onOpenChange }: AppointmentDialogProps<AppointmentDetails>) {
  const intl = useIntl()
  const locale = useLocale()
  const send = useMutation(appointmentMutations.sendNote(locale, appointment.id))
  const form = useAppForm({
    defaultValues: { note: '' },
    validationLogic: formValidationLogic(),
    validators: { onDynamic: noteForm },
    onSubmit: ({ value, formApi }) =>
      submitChange(intl, send.mutateAsync(v.parse(noteForm, value).note), {
        successId: 'appointments.note_sent',
        fields: serverErrorTarget(['note'], formApi),
        done: () => onOpenChange(false),
      }),
  })
  return (
    <FormDialog
      form={form}
      open={open}
      onOpenChange={onOpenChange}
      titleId="appointments.note_title"
      descriptionId="appointments.note_text"
      submitId="appointments.send_note"
    >
      <form.AppField name="note">
        {(field) => (
          <field.TextareaField
            label={intl.formatMessage({ id: 'appointments.note_label' })}
            maxLength={MAX_NOTE_LENGTH}
            required
            aria-required="true"
          />
        )}
      </form.AppField>
    </FormDialog>
  )
}
