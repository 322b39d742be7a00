import { lazy, Suspense, useId } from 'react'
import { useQuery } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { Card } from '~/components/ui/card'
import { HydrateLater } from '~/components/lazy/HydrateLater'
import { Spinner } from '~/components/ui/spinner'
import { useLocale } from '~/i18n/useLocale'
import { cn } from '~/lib/utils'
import { formatDateTime } from '#contract/date-format'
import { appointmentQueries } from '~/queries/appointments'
import { canCorrespond, SENDER } from '#contract/appointments'
import type { AppointmentDetails } from './AppointmentPage'
import { statusOf } from './appointment-helpers'
import { Bdi } from '~/components/ui/bidi'
import MessageComposer from './MessageComposer?hydrate-later'

// The translate action's code comes only where translation is offered (an AI model is configured).
const TranslateNote = lazy(() => import('./TranslateNote'))

const SENDER_LABEL: Record<number, string> = {
  [SENDER.patient]: 'appointments.sender_you',
  [SENDER.doctor]: 'appointments.sender_doctor',
  [SENDER.admin]: 'appointments.sender_admin',
}

/**
 * Messages with the doctor (spec part 1 §5), and the composer (`MessageComposer`), which hydrates when
 * the patient starts on it (ADR 0054).
 */
export function MessagesTab({ appointment, zone }: { appointment: AppointmentDetails; zone: string }) {
  const intl = useIntl()
  const locale = useLocale()
  const id = useId()
  // Asked in the browser, after the page shows: the messages never wait for it.
  const { data: translatable = false } = useQuery(appointmentQueries.translationAvailable(locale))
  const open = canCorrespond(statusOf(appointment))

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
        <HydrateLater when="interaction" fallback={<Spinner label={intl.formatMessage({ id: 'ui.loading' })} />}>
          <MessageComposer appointmentId={appointment.id} />
        </HydrateLater>
      )}
    </Card>
  )
}
