import { useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { Button } from '~/components/ui/button'
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '~/components/ui/dialog'
import { toast } from '~/components/ui/toast'
import { useLocale } from '~/i18n/useLocale'
import { appointmentMutations } from '~/queries/appointments'
import { TranslatorChoice, useTranslatorPlan } from './TranslatorChoice'

/** The translator dialog (spec part 1 §2 "addTranslator"): a language, its translator and price; the appointment's price follows. */
export default function TranslatorDialog({
  appointmentId,
  duration,
  open,
  onOpenChange,
}: {
  appointmentId: string
  /** the call's minutes */
  duration: number
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const intl = useIntl()
  const locale = useLocale()
  const [language, setLanguage] = useState('')
  const plan = useTranslatorPlan(language, duration)
  const save = useMutation(appointmentMutations.setTranslator(locale, appointmentId))
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault()
            if (!plan) return
            save.mutate(String(plan.id), {
              onSuccess: (result) => {
                if (!result.ok) return toast({ title: result.message, variant: 'error' })
                onOpenChange(false)
                toast({ title: intl.formatMessage({ id: 'appointments.translator_saved' }), variant: 'success' })
              },
              onError: () => toast({ title: intl.formatMessage({ id: 'appointments.something_went_wrong' }), variant: 'error' }),
            })
          }}
        >
          <DialogHeader>
            <DialogTitle>
              <FormattedMessage id="appointments.translator_title" />
            </DialogTitle>
          </DialogHeader>
          <TranslatorChoice language={language} duration={duration} onLanguageChange={setLanguage} />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">
                <FormattedMessage id="appointments.back" />
              </Button>
            </DialogClose>
            <Button type="submit" disabled={!plan || save.isPending}>
              <FormattedMessage id="appointments.save_translator" />
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
