import type { QueryClient } from '@tanstack/react-query'
import type { LiveNotice, NotificationKind } from '#contract/notifications'
import { appointmentChangeKeys } from './appointment-keys'
import { notificationsShownKeys } from './notifications'
import { paymentKeys } from './payment-keys'

/** Beyond the notifications themselves, what an event of each kind changed: its appointment, the payments. */
const CHANGED: Record<NotificationKind, { appointment: boolean; payments: boolean }> = {
  created: { appointment: true, payments: false },
  approved: { appointment: true, payments: false },
  rejected: { appointment: true, payments: false },
  dates_proposed: { appointment: true, payments: false },
  date_accepted: { appointment: true, payments: false },
  message: { appointment: true, payments: false },
  file_added: { appointment: true, payments: false },
  report_ready: { appointment: true, payments: false },
  payment_received: { appointment: true, payments: true },
  cancelled: { appointment: true, payments: false },
  // A reminder changes nothing stored; the join button follows the clock by itself.
  reminder_24h: { appointment: false, payments: false },
  reminder_1h: { appointment: false, payments: false },
}

/**
 * The query keys one live notice concerns (issue 26): always the panel's pages and the session's
 * user (the bell's count and the nearest appointment); for an event on appointment N, that
 * appointment and the lists; for a payment, the history and the payment pages too.
 */
export function liveNoticeKeys(notice: LiveNotice): (readonly unknown[])[] {
  const keys = notificationsShownKeys()
  if (notice.type !== 'created') return keys
  // A kind this page does not know yet (a newer API): the bell still hears of it.
  const changed = CHANGED[notice.kind] ?? { appointment: false, payments: false }
  if (changed.appointment && notice.appointmentId !== null) keys.push(...appointmentChangeKeys(String(notice.appointmentId)))
  if (changed.payments) keys.push(paymentKeys.charges(), paymentKeys.payable())
  return keys
}

/** Refetches what a live notice (the event's JSON) concerns; one that cannot be read refetches the bell only. */
export function refetchForNotice(client: QueryClient, data: string) {
  let notice: LiveNotice
  try {
    notice = JSON.parse(data) as LiveNotice
  } catch {
    notice = { type: 'changed', id: 0 }
  }
  return Promise.all(liveNoticeKeys(notice).map((queryKey) => client.invalidateQueries({ queryKey })))
}
