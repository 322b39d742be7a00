import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { NOTIFICATION_KINDS } from '#contract/notifications'
import { appointmentDates, appointments } from './appointments'
import { users } from './users'

/**
 * Notifications (issue 14, spec part 2 §3): what happened to an appointment, told to the person it
 * concerns. `removed` hides one from its owner (the spec's entity keeps the row); `kind` is the event.
 * What it says is rendered when it is read, from `kind` and the raw values (issue 26), in the language
 * of the page and the reader's time zone; `title`/`body` hold it in the account's language at the time
 * it happened, and are what is served for rows written before the raw values were kept (no `currency`).
 */
export const NOTIFICATION_ROLES = ['patient', 'doctor'] as const
export type NotificationRole = (typeof NOTIFICATION_ROLES)[number]

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleName: text('role_name', { enum: NOTIFICATION_ROLES }).notNull(),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    appointmentId: integer('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** the other party's name; null for a patient who has given none ("A patient" in the reader's language) */
    otherName: text('other_name'),
    /** the appointment's accepted date, when it has one */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    amountCents: integer('amount_cents'),
    /** set on every row that carries raw values: null marks an old row, read as stored */
    currency: text('currency'),
    read: boolean('read').notNull().default(false),
    removed: boolean('removed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx')
      .on(t.userId, t.createdAt)
      .where(sql`not ${t.removed}`),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`not ${t.removed} and not ${t.read}`),
  ],
)

/**
 * Reminders sent before an accepted date (24 hours and 1 hour): the primary key is the claim, so a
 * reminder goes out once whatever restarts or instances there are.
 */
export const appointmentReminders = pgTable(
  'appointment_reminders',
  {
    dateId: integer('date_id')
      .notNull()
      .references(() => appointmentDates.id, { onDelete: 'cascade' }),
    /** hours before the date: 24 or 1 */
    hoursBefore: integer('hours_before').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.dateId, t.hoursBefore] })],
)
