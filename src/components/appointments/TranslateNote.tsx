import { useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { LanguagesIcon } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { Dialog, DialogContent, DialogHeader, DialogTitle, DialogTrigger } from '~/components/ui/dialog'
import { useLocale } from '~/i18n/useLocale'
import { appointmentMutations } from '~/queries/appointments'
import { changeToasts } from '~/components/shared/show-result'
import { Bdi } from '~/components/ui/bidi'

/**
 * Translate a doctor's message into the patient's language (issue 12; spec part 1 §2 "translation"
 * modal) through the API's AI adapter: the original and its translation in a dialog. Asked once per
 * message while the page is open; reopening shows the same answer. Loaded only where translation is offered.
 */
export default function TranslateNote({ appointmentId, noteId, original }: { appointmentId: string; noteId: string; original: string }) {
  const intl = useIntl()
  const locale = useLocale()
  const translate = useMutation(appointmentMutations.translate(locale, appointmentId))
  const [translation, setTranslation] = useState<string | null>(null)
  const [open, setOpen] = useState(false)

  const show = () => {
    setOpen(true)
    if (translation !== null || translate.isPending) return
    // A refusal or a failure closes the dialog and is said as a toast, the one way (`showResult`).
    translate.mutate(noteId, changeToasts(intl, null, { done: setTranslation, general: () => setOpen(false) }))
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? show() : setOpen(false))}>
      <DialogTrigger asChild>
        <Button variant="link" size="sm" className="h-auto px-0">
          <LanguagesIcon aria-hidden className="size-4" />
          <FormattedMessage id="appointments.translate" />
        </Button>
      </DialogTrigger>
      <DialogContent aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage id="appointments.translation_title" />
          </DialogTitle>
        </DialogHeader>
        <figure className="flex flex-col gap-1">
          <figcaption className="text-xs text-muted">
            <FormattedMessage id="appointments.original_label" />
          </figcaption>
          <blockquote className="whitespace-pre-line break-words border-s-2 border-slate-300 ps-3 text-sm">
            <Bdi as="p">{original}</Bdi>
          </blockquote>
        </figure>
        <div className="flex flex-col gap-1" aria-live="polite" aria-busy={translation === null}>
          <p className="text-xs text-muted">
            <FormattedMessage id="appointments.translation_label" />
          </p>
          {translation === null ? (
            <p className="text-sm text-muted">
              <FormattedMessage id="appointments.translating" />
            </p>
          ) : (
            <p lang={locale} className="whitespace-pre-line break-words border-s-2 border-brand-300 ps-3">
              {translation}
            </p>
          )}
        </div>
      </DialogContent>
    </Dialog>
  )
}
