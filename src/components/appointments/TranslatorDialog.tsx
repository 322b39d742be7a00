import { useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import { useLocale } from '~/i18n/useLocale'
import { appointmentMutations } from '~/queries/appointments'
import { changeToasts } from '~/components/shared/show-result'
import { FormDialog } from './FormDialog'
import type { AppointmentDetails } from './AppointmentPage'
import type { AppointmentDialogProps } from './appointment-dialogs'
import { TranslatorChoice, useTranslatorPlan } from './TranslatorChoice'

/** The translator dialog (spec part 1 §2 "addTranslator"): a language, its translator and price; the appointment's price follows. */
export default function TranslatorDialog({ appointment, open, onOpenChange }: AppointmentDialogProps<AppointmentDetails>) {
  // The translator is booked for the call's minutes.
  const duration = appointment.plan.duration
  const intl = useIntl()
  const locale = useLocale()
  const [language, setLanguage] = useState('')
  const plan = useTranslatorPlan(language, duration)
  const save = useMutation(appointmentMutations.setTranslator(locale, appointment.id))
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      titleId="appointments.translator_title"
      submitId="appointments.save_translator"
      submitDisabled={!plan || save.isPending}
      onSubmit={() => plan && save.mutate(String(plan.id), changeToasts(intl, 'appointments.translator_saved', { done: () => onOpenChange(false) }))}
    >
      <TranslatorChoice language={language} duration={duration} onLanguageChange={setLanguage} />
    </FormDialog>
  )
}
