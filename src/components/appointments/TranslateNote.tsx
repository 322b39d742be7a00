import { useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { LanguagesIcon } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { toast } from '~/components/ui/toast'
import { useLocale } from '~/i18n/useLocale'
import { appointmentMutations } from '~/queries/appointments'

/**
 * Translate a doctor's message into the patient's language (issue 12) through the API's AI adapter:
 * the translation shows under the original, and can be hidden and shown again without asking twice.
 * Loaded only where translation is offered.
 */
export default function TranslateNote({ appointmentId, noteId }: { appointmentId: string; noteId: string }) {
  const intl = useIntl()
  const locale = useLocale()
  const translate = useMutation(appointmentMutations.translate(locale, appointmentId))
  const [translation, setTranslation] = useState<string | null>(null)
  const [shown, setShown] = useState(false)

  const onClick = () => {
    if (translation !== null) return setShown(!shown)
    translate.mutate(noteId, {
      onSuccess: (result) => {
        if (!result.ok) return toast({ title: result.message, variant: 'error' })
        setTranslation(result.data)
        setShown(true)
      },
      onError: () => toast({ title: intl.formatMessage({ id: 'appointments.something_went_wrong' }), variant: 'error' }),
    })
  }

  return (
    <>
      {shown && translation !== null && (
        <div className="mt-2 border-s-2 border-brand-300 ps-3">
          <p className="text-xs text-muted">
            <FormattedMessage id="appointments.translation_label" />
          </p>
          <p lang={locale} className="whitespace-pre-line break-words">
            {translation}
          </p>
        </div>
      )}
      <Button variant="link" size="sm" className="h-auto px-0" disabled={translate.isPending} aria-expanded={translation === null ? undefined : shown} onClick={onClick}>
        <LanguagesIcon aria-hidden className="size-4" />
        <FormattedMessage id={translate.isPending ? 'appointments.translating' : shown ? 'appointments.hide_translation' : 'appointments.translate'} />
      </Button>
    </>
  )
}
