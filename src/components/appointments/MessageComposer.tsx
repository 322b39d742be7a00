import { useMutation } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { SendIcon } from 'lucide-react'
import * as v from 'valibot'
import { formValidationLogic, useAppForm } from '~/components/form/form-hook'
import { submitChange } from '~/components/shared/show-result'
import { useLocale } from '~/i18n/useLocale'
import { appointmentMutations } from '~/queries/appointments'
import { noteForm } from '#contract/appointment-fields'
import { MAX_NOTE_LENGTH } from '#contract/appointments'

/**
 * The messages tab's composer (spec part 1 §5) on the one form hook: Enter sends (Shift+Enter a new
 * line); sending is off while the text is empty after trimming (the contract's `noteForm`) or a
 * message is on its way. What was typed stays on failure. The appointment page renders it on the
 * server and loads its code when the patient starts on it (`HydrateLater`, ADR 0054).
 */
export default function MessageComposer({ appointmentId }: { appointmentId: string }) {
  const intl = useIntl()
  const locale = useLocale()
  const send = useMutation(appointmentMutations.sendNote(locale, appointmentId))

  const form = useAppForm({
    defaultValues: { note: '' },
    validationLogic: formValidationLogic(),
    validators: { onDynamic: noteForm },
    onSubmit: async ({ value, formApi }) => {
      const checked = v.safeParse(noteForm, value)
      if (!checked.success) return
      await submitChange(intl, send.mutateAsync(checked.output.note), { successId: null, done: () => formApi.reset() })
    },
  })
  const canSend = (state: { values: { note: string }; isSubmitting: boolean }) => state.values.note.trim() !== '' && !state.isSubmitting

  return (
    <form.AppForm>
      <form.Form className="flex items-end gap-2">
        <div className="flex flex-1 flex-col">
          <form.AppField name="note">
            {(field) => (
              <field.TextareaField
                label={intl.formatMessage({ id: 'appointments.message_label' })}
                maxLength={MAX_NOTE_LENGTH}
                className="min-h-12"
                onKeyDown={(event) => {
                  if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                    event.preventDefault()
                    if (canSend(form.state)) void form.handleSubmit()
                  }
                }}
              />
            )}
          </form.AppField>
        </div>
        <form.Subscribe selector={(state) => state.values.note.trim() === ''}>
          {(empty) => (
            <form.SubmitButton disabled={empty}>
              <SendIcon aria-hidden className="size-4 rtl:-scale-x-100" />
              <FormattedMessage id="appointments.send" />
            </form.SubmitButton>
          )}
        </form.Subscribe>
      </form.Form>
    </form.AppForm>
  )
}
