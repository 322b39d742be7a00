import { Link } from '@tanstack/react-router'
import { FormattedMessage } from 'react-intl'
import { AlertTriangleIcon, CalendarIcon, VideoIcon, FileTextIcon } from 'lucide-react'
import { DoctorAvatar } from '~/components/doctors/DoctorAvatar'
import { Card } from '~/components/ui/card'
import { Button } from '~/components/ui/button'
import { langParam } from '~/i18n/locales'
import { useLocale } from '~/i18n/useLocale'
import { formatDateTime } from '#contract/date-format'
import { cn } from '~/lib/utils'
import { JoinCallControl } from '~/components/room/JoinCallControl'
import { PLAN_KIND, showsPayNow } from '#contract/appointments'
import { cardTime, doctorFullName, joinCandidate, statusOf, type AppointmentCardData } from './appointment-helpers'
import { StatusBadge } from './StatusBadge'
import { Bdi } from '~/components/ui/bidi'
import { PlanName } from '~/components/shared/PlanName'

/**
 * One appointment in the list (spec part 1 §2, §4): doctor, consultation, time, status, and its
 * controls: the join control when the join rules hold (contract/join-call.ts), and pay now for an
 * approved, unpaid one (to /payment/{payKey}), otherwise "view appointment".
 */
export function AppointmentCard({
  appointment,
  zone,
  headingLevel: Heading = 'h2',
}: {
  appointment: AppointmentCardData
  zone: string
  headingLevel?: 'h2' | 'h3'
}) {
  const locale = useLocale()
  const time = cardTime(appointment)
  const name = doctorFullName(appointment.doctor)
  const PlanIcon = appointment.plan.type === PLAN_KIND.video_call ? VideoIcon : FileTextIcon
  const note = appointment.admin_notes.at(-1)
  const headingId = `appointment-${appointment.id}`
  return (
    <Card as="article" aria-labelledby={headingId} className="flex flex-col gap-4 shadow-sm tablet:flex-row tablet:items-center">
      <DoctorAvatar src={appointment.doctor.avatar} name={name} decorative className="size-14 text-lg" />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <Heading id={headingId} className="text-base font-semibold">
          {name}
        </Heading>
        <p className="flex items-center gap-2 text-sm text-muted">
          <PlanIcon aria-hidden className="size-4" />
          <PlanName plan={appointment.plan} />
        </p>
        {time && (
          <p
            className={cn(
              'flex items-center gap-2 text-sm',
              time.kind === 'proposed' && time.by === 'doctor' && 'font-medium text-brand-700',
            )}
          >
            <CalendarIcon aria-hidden className="size-4 shrink-0 text-muted" />
            {time.kind === 'agreed' ? (
              <time dateTime={time.date}>{formatDateTime(time.date, zone, locale)}</time>
            ) : (
              <FormattedMessage id={`appointments.times_proposed_by_${time.by}`} values={{ count: time.count }} />
            )}
          </p>
        )}
        {note && (
          <p
            role="note"
            className={cn(
              'flex items-start gap-2 rounded-lg px-3 py-2 text-sm',
              note.kind === 'error' ? 'bg-red-50 text-red-800' : 'bg-amber-50 text-amber-900',
            )}
          >
            <AlertTriangleIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
            <Bdi as="span">{note.note}</Bdi>
          </p>
        )}
      </div>
      <div className="flex flex-col items-start gap-3 tablet:items-end">
        <StatusBadge status={statusOf(appointment)} />
        <JoinCallControl appointment={joinCandidate(appointment)} zone={zone} describedBy={headingId} />
        {showsPayNow({ status: statusOf(appointment), paid: appointment.paid }) ? (
          <Button asChild size="sm">
            <Link
              to="/{-$lang}/payment/$payKey"
              params={{ lang: langParam(locale), payKey: appointment.payKey }}
              aria-describedby={headingId}
            >
              <FormattedMessage id="appointments.pay_now" />
            </Link>
          </Button>
        ) : (
          <Button asChild variant="outline" size="sm">
            <Link to="/{-$lang}/appointments/$id" params={{ lang: langParam(locale), id: appointment.id }} aria-describedby={headingId}>
              <FormattedMessage id="appointments.view_appointment" />
            </Link>
          </Button>
        )}
      </div>
    </Card>
  )
}
