import { useMutation } from '@tanstack/react-query'
import { useStore } from '@tanstack/react-form'
import { useIntl } from 'react-intl'
import { useAppForm } from '~/components/form/form-hook'
import { useLocale } from '~/i18n/useLocale'
import { appointmentMutations } from '~/queries/appointments'
import { submitChange } from '~/components/shared/show-result'
import { FormDialog } from '~/components/shared/FormDialog'
import type { AppointmentDetails } from './AppointmentPage'
import type { AppointmentDialogProps } from './appointment-dialogs'
import { TranslatorChoice, useTranslatorPlan } from './TranslatorChoice'

/** The translator dialog (spec part 1 §2 "addTranslator"): a language, its translator and price; the appointment's price follows. */
export default function TranslatorDialog({ appointment, open, onOpenChange }: AppointmentDialogProps<AppointmentDetails>) {
  // The translator is booked for the call's minutes.
  const duration = appointment.plan.duration
  const intl = useIntl()
  const locale = useLocale()
  const save = useMutation(appointmentMutations.setTranslator(locale, appointment.id))
  const form = useAppForm({
    defaultValues: { language: '' },
    // Sent only once the language has a translator (the button is off until then).
    onSubmit: () =>
      plan &&
      submitChange(intl, save.mutateAsync(String(plan.id)), {
        successId: 'appointments.translator_saved',
        done: () => onOpenChange(false),
      }),
  })
  const plan = useTranslatorPlan(
    useStore(form.store, (state) => state.values.language),
    duration,
  )
  return (
    <FormDialog
      form={form}
      open={open}
      onOpenChange={onOpenChange}
      titleId="appointments.translator_title"
      submitId="appointments.save_translator"
      submitDisabled={!plan}
    >
      <form.Field name="language">
        {(field) => <TranslatorChoice language={field.state.value} duration={duration} onLanguageChange={field.handleChange} />}
      </form.Field>
    </FormDialog>
  )
}
