/** Notifications (spec part 2 §3, §4; issue 14): pages of 20, newest first. */
export const NOTIFICATIONS_PAGE_SIZE = 20

/** The `read` filter of getUserNotifications: 0 answers the unread ones only. */
export const UNREAD_ONLY = 0
