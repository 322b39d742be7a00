import { useId, useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import * as v from 'valibot'
import { Textarea } from '~/components/ui/textarea'
import { useLocale } from '~/i18n/useLocale'
import { appointmentMutations } from '~/queries/appointments'
import { changeToasts } from './change-toasts'
import { FormDialog } from './FormDialog'
import type { AppointmentDetails } from './AppointmentPage'
import type { AppointmentDialogProps } from './appointment-dialogs'
import { reasonField } from '../../../contract/appointment-fields'

/**
 * Cancel while awaiting confirmation (spec part 1 §4, §5): the reason is required (the field is
 * marked, no message). The page's `?modal=cancel` ("rejectAppointment" in the spec's modal list).
 */
export default function CancelAppointment({ appointment, open, onOpenChange }: AppointmentDialogProps<AppointmentDetails>) {
  const intl = useIntl()
  const locale = useLocale()
  const id = useId()
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
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-reason`} className="text-sm font-medium">
          <FormattedMessage id="appointments.cancel_reason" />
        </label>
        <Textarea
          id={`${id}-reason`}
          required
          aria-required="true"
          aria-invalid={missing ? true : undefined}
          value={reason}
          maxLength={2000}
          onChange={(event) => {
            setReason(event.target.value)
            setMissing(false)
          }}
        />
      </div>
    </FormDialog>
  )
}
