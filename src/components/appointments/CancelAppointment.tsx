import { useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import * as v from 'valibot'
import { useLocale } from '~/i18n/useLocale'
import { appointmentMutations } from '~/queries/appointments'
import { changeToasts } from '~/components/shared/show-result'
import { FormDialog, RequiredTextarea } from './FormDialog'
import type { AppointmentDetails } from './AppointmentPage'
import type { AppointmentDialogProps } from './appointment-dialogs'
import { reasonField } from '../../../contract/appointment-fields'
import { MAX_REASON_LENGTH } from '../../../contract/appointments'

/**
 * Cancel while awaiting confirmation (spec part 1 §4, §5): the reason is required (the field is
 * marked, no message). The page's `?modal=cancel` ("rejectAppointment" in the spec's modal list).
 */
export default function CancelAppointment({ appointment, open, onOpenChange }: AppointmentDialogProps<AppointmentDetails>) {
  const intl = useIntl()
  const locale = useLocale()
  const [reason, setReason] = useState('')
  const [missing, setMissing] = useState(false)
  const cancel = useMutation(appointmentMutations.cancel(locale, appointment.id))
  const submit = () => {
    const checked = v.safeParse(reasonField, reason)
    setMissing(!checked.success)
    if (checked.success) cancel.mutate(checked.output, changeToasts(intl, 'appointments.canceled', { done: () => onOpenChange(false) }))
  }
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      titleId="appointments.cancel_title"
      descriptionId="appointments.cancel_text"
      closeId="appointments.keep_appointment"
      submitId="appointments.cancel_confirm"
      submitVariant="destructive"
      submitDisabled={cancel.isPending}
      onSubmit={submit}
    >
      <RequiredTextarea
        labelId="appointments.cancel_reason"
        value={reason}
        maxLength={MAX_REASON_LENGTH}
        error={missing}
        onChange={(value) => {
          setReason(value)
          setMissing(false)
        }}
      />
    </FormDialog>
  )
}
