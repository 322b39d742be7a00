import { useMutation } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import * as v from 'valibot'
import { formValidationLogic, useAppForm } from '~/components/form/form-hook'
import { serverErrorTarget } from '~/components/form/server-errors'
import { useLocale } from '~/i18n/useLocale'
import { appointmentMutations } from '~/queries/appointments'
import { submitChange } from '~/components/shared/show-result'
import { FormDialog } from './FormDialog'
import type { AppointmentDetails } from './AppointmentPage'
import type { AppointmentDialogProps } from './appointment-dialogs'
import { cancelForm } from '#contract/appointment-fields'
import { MAX_REASON_LENGTH } from '#contract/appointments'

/**
 * Cancel while awaiting confirmation (spec part 1 §4, §5): the reason is required (the field is
 * marked, no message). The page's `?modal=cancel` ("rejectAppointment" in the spec's modal list).
 */
export default function CancelAppointment({ appointment, open, onOpenChange }: AppointmentDialogProps<AppointmentDetails>) {
  const intl = useIntl()
  const locale = useLocale()
  const cancel = useMutation(appointmentMutations.cancel(locale, appointment.id))
  const form = useAppForm({
    defaultValues: { reason: '' },
    validationLogic: formValidationLogic(),
    validators: { onDynamic: cancelForm },
    onSubmit: ({ value, formApi }) =>
      submitChange(intl, cancel.mutateAsync(v.parse(cancelForm, value).reason), {
        successId: 'appointments.canceled',
        fields: serverErrorTarget(['reason'], formApi),
        done: () => onOpenChange(false),
      }),
  })
  return (
    <FormDialog
      form={form}
      open={open}
      onOpenChange={onOpenChange}
      titleId="appointments.cancel_title"
      descriptionId="appointments.cancel_text"
      closeId="appointments.keep_appointment"
      submitId="appointments.cancel_confirm"
      submitVariant="destructive"
    >
      <form.AppField name="reason">
        {(field) => (
          <field.TextareaField
            label={intl.formatMessage({ id: 'appointments.cancel_reason' })}
            maxLength={MAX_REASON_LENGTH}
            required
            aria-required="true"
            quietErrors
          />
        )}
      </form.AppField>
    </FormDialog>
  )
}
