import { FormattedMessage } from 'react-intl'
import { cn } from '~/lib/utils'
import { APPOINTMENT_STATUS, type AppointmentStatus } from '#contract/appointments'

const TONE: Record<AppointmentStatus, string> = {
  [APPOINTMENT_STATUS.awaiting_confirmation]: 'bg-amber-50 text-amber-900',
  [APPOINTMENT_STATUS.approved]: 'bg-brand-50 text-brand-700',
  [APPOINTMENT_STATUS.started]: 'bg-brand-50 text-brand-700',
  [APPOINTMENT_STATUS.completed]: 'bg-emerald-50 text-emerald-800',
  [APPOINTMENT_STATUS.canceled]: 'bg-slate-100 text-slate-700',
  [APPOINTMENT_STATUS.rejected]: 'bg-red-50 text-red-800',
  [APPOINTMENT_STATUS.finished]: 'bg-emerald-50 text-emerald-800',
}

/** The status in words, on a tone of its own (never colour alone: the words carry it). */
export function StatusBadge({ status }: { status: AppointmentStatus }) {
  return (
    <span className={cn('rounded-full px-3 py-1 text-xs font-medium', TONE[status])}>
      <FormattedMessage id={`appointments.status_${status}`} />
    </span>
  )
}
