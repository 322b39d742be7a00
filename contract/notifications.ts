/** Notifications (spec part 2 §3, §4; issue 14): pages of 20, newest first. */
export const NOTIFICATIONS_PAGE_SIZE = 20

/** The `read` filter of getUserNotifications: 0 answers the unread ones only. */
export const UNREAD_ONLY = 0

/** What a notification is about (issue 14): the API writes its text for each, the page refetches what each changed. */
export const NOTIFICATION_KINDS = [
  'created',
  'approved',
  'rejected',
  'dates_proposed',
  'date_accepted',
  'message',
  'file_added',
  'report_ready',
  'payment_received',
  'cancelled',
  'reminder_24h',
  'reminder_1h',
] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

/**
 * What the live stream says (an SSE `notification` event's data): a notification was written, with
 * its kind and appointment, so the page refetches what the event changed (issue 26); or one was
 * read or removed.
 */
export type LiveNotice =
  { type: 'created'; id: number; kind: NotificationKind; appointmentId: number | null } | { type: 'changed'; id: number }
