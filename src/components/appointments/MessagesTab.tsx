import { lazy, Suspense, useId, useState } from 'react'
import { useMutation, useQuery } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { SendIcon } from 'lucide-react'
import { Card } from '~/components/ui/card'
import { Button } from '~/components/ui/button'
import { Textarea } from '~/components/ui/textarea'
import { changeToasts } from '~/components/shared/show-result'
import { useLocale } from '~/i18n/useLocale'
import { cn } from '~/lib/utils'
import { formatDateTime } from '#contract/date-format'
import { appointmentMutations, appointmentQueries } from '~/queries/appointments'
import { canCorrespond, SENDER } from '#contract/appointments'
import type { AppointmentDetails } from './AppointmentPage'
import { statusOf } from './appointment-helpers'
import { Bdi } from '~/components/ui/bidi'

// The translate action's code comes only where translation is offered (an AI model is configured).
const TranslateNote = lazy(() => import('./TranslateNote'))

const SENDER_LABEL: Record<number, string> = {
  [SENDER.patient]: 'appointments.sender_you',
  [SENDER.doctor]: 'appointments.sender_doctor',
  [SENDER.admin]: 'appointments.sender_admin',
}

/**
 * Messages with the doctor (spec part 1 §5): Enter sends (Shift+Enter a new line); sending is off
 * while the text is empty after trimming or a message is on its way. What was typed stays on failure.
 */
export function MessagesTab({ appointment, zone }: { appointment: AppointmentDetails; zone: string }) {
  const intl = useIntl()
  const locale = useLocale()
  const id = useId()
  const [text, setText] = useState('')
  const send = useMutation(appointmentMutations.sendNote(locale, appointment.id))
  // Asked in the browser, after the page shows: the messages never wait for it.
  const { data: translatable = false } = useQuery(appointmentQueries.translationAvailable(locale))
  const open = canCorrespond(statusOf(appointment))
  const canSend = text.trim().length > 0 && !send.isPending

  const submit = () => {
    if (!canSend) return
    send.mutate(text.trim(), changeToasts(intl, null, { done: () => setText('') }))
  }

  return (
    <Card as="section" aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        <FormattedMessage id="appointments.messages_title" />
      </h2>
      {appointment.notes.length === 0 ? (
        <p className="text-sm text-muted">
          <FormattedMessage id="appointments.no_messages" />
        </p>
      ) : (
        <ol className="flex max-h-[calc(100dvh-340px)] flex-col gap-3 overflow-y-auto">
          {appointment.notes.map((note) => (
            <li
              key={note.id}
              className={cn(
                'max-w-[85%] rounded-2xl px-4 py-2',
                note.sender === SENDER.patient ? 'self-end bg-brand-50' : 'self-start bg-slate-100',
              )}
            >
              <p className="text-xs text-muted">
                <FormattedMessage id={SENDER_LABEL[note.sender] ?? 'appointments.sender_admin'} /> ·{' '}
                <time dateTime={note.created_at}>{formatDateTime(note.created_at, zone, locale)}</time>
              </p>
              <Bdi as="p" className="whitespace-pre-line break-words">
                {note.note}
              </Bdi>
              {translatable && note.sender === SENDER.doctor && (
                <Suspense fallback={null}>
                  <TranslateNote appointmentId={appointment.id} noteId={note.id} original={note.note} />
                </Suspense>
              )}
            </li>
          ))}
        </ol>
      )}
      {open && (
        <form
          className="flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault()
            submit()
          }}
        >
          <div className="flex flex-1 flex-col gap-1.5">
            <label htmlFor={`${id}-message`} className="text-sm font-medium">
              <FormattedMessage id="appointments.message_label" />
            </label>
            <Textarea
              id={`${id}-message`}
              value={text}
              maxLength={5000}
              className="min-h-12"
              onChange={(event) => setText(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                  event.preventDefault()
                  submit()
                }
              }}
            />
          </div>
          <Button type="submit" disabled={!canSend}>
            <SendIcon aria-hidden className="size-4 rtl:-scale-x-100" />
            <FormattedMessage id="appointments.send" />
          </Button>
        </form>
      )}
    </Card>
  )
}
