import type { AppointmentModal } from '~/lib/appointment-search'
import { canAddTranslator, canCancel, canCorrespond, canReview, PLAN_KIND } from '#contract/appointments'
import { statusOf } from './appointment-helpers'

/** What every appointment dialog is given: the appointment, its open state, and a way to open another. */
export type AppointmentDialogProps<A = AppointmentForDialogs> = {
  appointment: A
  open: boolean
  onOpenChange: (open: boolean) => void
  openModal: (modal: AppointmentModal) => void
}

type AppointmentForDialogs = { status: number; paid: boolean; plan: { type: number }; review?: unknown }

/**
 * The dialogs an appointment offers now, in the options dialog's order (spec part 1 §4, §5): notes
 * and files while it is open for correspondence, a translator for an unpaid video call, cancelling
 * while it awaits confirmation, one review once it is over. `options` lists the others, so it is
 * offered when any is. A `?modal=` for anything else stays closed.
 */
export function offeredModals(appointment: AppointmentForDialogs): AppointmentModal[] {
  const status = statusOf(appointment)
  const offered: AppointmentModal[] = []
  if (canCorrespond(status)) offered.push('add-note', 'add-file')
  if (appointment.plan.type === PLAN_KIND.video_call && canAddTranslator({ status, paid: appointment.paid })) offered.push('translator')
  if (canCancel(status)) offered.push('cancel')
  if (canReview(status) && !appointment.review) offered.push('review')
  return offered.length ? ['options', ...offered] : offered
}
