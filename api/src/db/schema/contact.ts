import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

export const contactRequests = pgTable('contact_requests', {
  id: serial('id').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phoneNumber: text('phone_number').notNull(),
  email: text('email').notNull(),
  description: text('description').notNull(),
  locale: text('locale').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
