import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { appointments } from './appointments'
import { users } from './users'

/**
 * One-time tickets into an appointment's video room (issue 14): OpenRoom issues one to the patient
 * or the doctor, the room exchanges it once for a session of its own. Only a hash is kept, so the
 * table cannot be used to enter a room.
 */
export const roomTickets = pgTable(
  'room_tickets',
  {
    tokenHash: text('token_hash').primaryKey(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['patient', 'doctor'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('room_tickets_expiry_idx').on(t.expiresAt)],
)
