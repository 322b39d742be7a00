import { sql } from 'drizzle-orm'
import { date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { languages, organizations, services, specialties } from './catalog'
import type { Translated } from './locales'

export type WorkingHoursEntry = { day: number; start: string; end: string }

export const doctors = pgTable(
  'doctors',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    slug: text('slug').notNull().unique(),
    avatar: text('avatar'),
    cover: text('cover'),
    gender: integer('gender'),
    about: jsonb('about').$type<Translated>(),
    address: text('address'),
    timezone: text('timezone'),
    status: integer('status').notNull().default(1),
    experienceStartDate: date('experience_start_date', { mode: 'string' }),
    professionalTitle: jsonb('professional_title').$type<Translated>(),
    organizationId: integer('organization_id').references(() => organizations.id),
    workingHours: jsonb('working_hours').$type<WorkingHoursEntry[]>().notNull().default([]),
    /** "first last" folded for search (accents and case, ADR 0044); the database keeps it. */
    searchName: text('search_name')
      .notNull()
      .generatedAlwaysAs(sql`search_fold(first_name || ' ' || last_name)`),
    /**
     * The first free video slot an hour or more ahead, stored (ADR 0058): the database refreshes it
     * when an accepted time or an appointment's status changes (triggers of migration 0016), and a
     * periodic sweep when time passes it. Only while `nextFreeUntil` is ahead is it the answer
     * (cards read it as `nextFreeAt`, doctors.service.ts).
     */
    storedNextFreeAt: timestamp('next_free_at', { withTimezone: true }),
    /** Until when `storedNextFreeAt` holds as time passes; null when unknown (a changed plan or hours): reads compute it then. */
    nextFreeUntil: timestamp('next_free_until', { withTimezone: true }),
    /**
     * How many reviews the doctor's appointments have, and the sum of their half stars, stored
     * (ADR 0060): the database keeps both exact when a review or an appointment's doctor changes
     * (triggers of migration 0017). A card's rating is `reviewHalfStars / reviewCount / 2`, as the
     * average of the reviews was.
     */
    reviewCount: integer('review_count').notNull().default(0),
    reviewHalfStars: integer('review_half_stars').notNull().default(0),
  },
  (t) => [
    index('doctors_organization_idx').on(t.organizationId),
    // The list's pages and counts read (status, id) alone, not the ~1.7 kB rows (issue 28).
    index('doctors_status_idx').on(t.status, t.id),
    // Name search: LIKE '%…%' on the folded name and the typo-tolerant word similarity (pg_trgm, ADR 0052).
    index('doctors_search_name_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
    // The sweep finds the stored next free times that time has passed (ADR 0058).
    index('doctors_next_free_until_idx').on(t.nextFreeUntil),
    // The "best rated" order (ADR 0060): the average as stored, more reviews first, then id, so a
    // page of it is the index's first entries, not a sort of every doctor (89 ms at 100x).
    index('doctors_rating_idx').on(
      t.status,
      sql`(${t.reviewHalfStars}::numeric / nullif(${t.reviewCount}, 0)) desc nulls last`,
      t.reviewCount.desc(),
      t.id,
    ),
  ],
)

export const doctorSpecialties = pgTable(
  'doctor_specialties',
  {
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    specialtyId: integer('specialty_id')
      .notNull()
      .references(() => specialties.id, { onDelete: 'cascade' }),
  },
  // By specialty in doctor id order: a specialty's page and bounded count stop early (ADR 0060).
  (t) => [primaryKey({ columns: [t.doctorId, t.specialtyId] }), index('doctor_specialties_specialty_idx').on(t.specialtyId, t.doctorId)],
)

export const doctorLanguages = pgTable(
  'doctor_languages',
  {
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
  },
  // By language in doctor id order: a language's page and bounded count stop early (ADR 0060).
  (t) => [primaryKey({ columns: [t.doctorId, t.languageId] }), index('doctor_languages_language_idx').on(t.languageId, t.doctorId)],
)

export const PLAN_TYPE = { videoCall: 1, report: 2 } as const

export const consultPlans = pgTable(
  'consult_plans',
  {
    id: serial('id').primaryKey(),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    name: jsonb('name').$type<Translated>().notNull(),
    description: jsonb('description').$type<Translated>(),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    /** euro cents, to keep money exact */
    priceCents: integer('price_cents').notNull(),
    /** 1 video_call, 2 report */
    type: integer('type').notNull(),
    /** minutes for video calls, days for written reports */
    duration: integer('duration').notNull(),
  },
  (t) => [index('consult_plans_doctor_idx').on(t.doctorId)],
)

/** Doctor service attributes; group_id '9' marks the service items shown on cards. */
export const doctorGroups = pgTable(
  'doctor_groups',
  {
    id: serial('id').primaryKey(),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    groupId: text('group_id').notNull(),
    name: jsonb('name').$type<Translated>().notNull(),
  },
  (t) => [index('doctor_groups_doctor_idx').on(t.doctorId)],
)

export const doctorServices = pgTable(
  'doctor_services',
  {
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.doctorId] })],
)

/** A doctor's own columns, as a card carries them: the stored next free time is read as the card's `nextFreeAt`. */
export type DoctorRow = Omit<typeof doctors.$inferSelect, 'storedNextFreeAt' | 'nextFreeUntil' | 'reviewCount' | 'reviewHalfStars'>
