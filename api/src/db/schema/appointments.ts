import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { translatorPlans } from './catalog'
import { consultPlans, doctors } from './doctors'
import { storedFiles } from './files'
import { users } from './users'

/** An admin's remark on an appointment (spec part 1 §3 admin_notes); `kind` picks the hint's style. */
export type AdminNote = { id: number; note: string; kind: 'warning' | 'error'; created_at: string }

/**
 * A booked consultation (spec part 1 §3, §4). The status column holds the numeric statuses of
 * contract/appointments.ts; every change goes through api/src/appointments/appointments.service.ts,
 * which checks the status table. Money is integer cents: the plan's price plus the translator's.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: serial('id').primaryKey(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => consultPlans.id),
    status: integer('status').notNull().default(1),
    /** the plan's price at booking plus the translator's, in cents */
    priceCents: integer('price_cents').notNull(),
    paid: boolean('paid').notNull().default(false),
    /** the opaque key of the payment page (/payment/{payKey}) */
    payKey: text('pay_key').notNull().unique(),
    reason: text('reason').notNull().default(''),
    /** sender role id of who booked it (spec part 1 §6) */
    creator: integer('creator').notNull(),
    links: jsonb('links').$type<string[]>().notNull().default([]),
    adminNotes: jsonb('admin_notes').$type<AdminNote[]>().notNull().default([]),
    /** why it was canceled or rejected */
    statusReason: text('status_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('appointments_patient_idx').on(t.patientId, t.createdAt), index('appointments_doctor_idx').on(t.doctorId, t.createdAt)],
)

/** Proposed times, by either side (sender 2 patient, 3 doctor); at most one is accepted. */
export const appointmentDates = pgTable(
  'appointment_dates',
  {
    id: serial('id').primaryKey(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    date: timestamp('date', { withTimezone: true }).notNull(),
    sender: integer('sender').notNull(),
    accepted: boolean('accepted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('appointment_dates_appointment_idx').on(t.appointmentId),
    // The database keeps "at most one accepted date" even if two acceptances race.
    uniqueIndex('appointment_dates_one_accepted')
      .on(t.appointmentId)
      .where(sql`${t.accepted}`),
  ],
)

/** Messages between the patient and the doctor. */
export const appointmentNotes = pgTable(
  'appointment_notes',
  {
    id: serial('id').primaryKey(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    note: text('note').notNull(),
    sender: integer('sender').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('appointment_notes_appointment_idx').on(t.appointmentId, t.createdAt)],
)

/** Files either side attached; the bytes are a stored file of whoever uploaded them. */
export const appointmentFiles = pgTable(
  'appointment_files',
  {
    id: serial('id').primaryKey(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    sender: integer('sender').notNull(),
    /** the report's attachments (reports_file) rather than the conversation's */
    report: boolean('report').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('appointment_files_appointment_idx').on(t.appointmentId),
    // Whether a stored file is attached (files.service.ts `unusedFile`), and the cascade from stored_files.
    index('appointment_files_file_idx').on(t.fileId),
  ],
)

/** The doctor's written report: one per appointment, rewritten until the appointment is finished. */
export const appointmentReports = pgTable('appointment_reports', {
  id: serial('id').primaryKey(),
  appointmentId: integer('appointment_id')
    .notNull()
    .unique()
    .references(() => appointments.id, { onDelete: 'cascade' }),
  report: text('report').notNull(),
  dateReport: timestamp('date_report', { withTimezone: true }).notNull().defaultNow(),
})

/** The translator booked for the call, with the price it had then. */
export const appointmentTranslators = pgTable('appointment_translators', {
  id: serial('id').primaryKey(),
  appointmentId: integer('appointment_id')
    .notNull()
    .unique()
    .references(() => appointments.id, { onDelete: 'cascade' }),
  translatorPlanId: integer('translator_plan_id')
    .notNull()
    .references(() => translatorPlans.id),
  priceCents: integer('price_cents').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** The patient's review of a consultation: stars in halves, stored doubled (1-10). */
export const appointmentReviews = pgTable(
  'appointment_reviews',
  {
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    patientId: integer('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    halfStars: integer('half_stars').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.appointmentId] })],
)

/** A find-doctor request (spec part 2 §3, issue 12): the patient asks the care team to find a doctor. */
export const fastAppointments = pgTable(
  'fast_appointments',
  {
    id: serial('id').primaryKey(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** contract/find-doctor.ts FAST_APPOINTMENT_STATUS */
    status: integer('status').notNull().default(1),
    /** the health concerns, as written */
    note: text('note').notNull(),
    organizationIds: jsonb('organization_ids').$type<number[]>().notNull().default([]),
    /** the contact details given in the form, as they were then */
    contact: jsonb('contact')
      .$type<{ first_name: string; last_name: string; gender: number; phone: string; date_of_birth: string; email: string }>()
      .notNull(),
    /** the care team's messages to the patient */
    notes: jsonb('notes').$type<{ id: number; note: string; created_at: string }[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('fast_appointments_patient_idx').on(t.patientId, t.createdAt)],
)

export const fastAppointmentFiles = pgTable(
  'fast_appointment_files',
  {
    fastAppointmentId: integer('fast_appointment_id')
      .notNull()
      .references(() => fastAppointments.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.fastAppointmentId, t.fileId] }), index('fast_appointment_files_file_idx').on(t.fileId)],
)
