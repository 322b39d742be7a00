import { boolean, date, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { doctors } from './doctors'

/** Account settings the patient controls (spec part 1 §3: settings.auth2fa and the activity-sync flag). */
export type UserSettings = { auth2fa: boolean; activity_sync: boolean }
export const DEFAULT_USER_SETTINGS: UserSettings = { auth2fa: false, activity_sync: false }

/** The health questionnaire's answers (spec part 2 §3 "Health data"); validated in api/src/health. */
export type HealthInfo = Record<string, string | number | string[] | null>

/** Sender role ids of accounts (spec part 1 §6); admins have no accounts here. */
export const ROLE = { patient: 2, doctor: 3 } as const

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  phone: text('phone'),
  gender: integer('gender'),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  timezone: text('timezone'),
  /** a stored_files id (avatar upload) rendered as a URL by the resolver */
  avatarFileId: integer('avatar_file_id'),
  address: text('address'),
  city: text('city'),
  country: text('country'),
  /** the interface language: e-mails and SMS are written in it */
  locale: text('locale').notNull().default('en'),
  emailVerified: boolean('email_verified').notNull().default(false),
  phoneVerified: boolean('phone_verified').notNull().default(false),
  // Nullable: social sign-in users have no password.
  passwordHash: text('password_hash'),
  settings: jsonb('settings').$type<UserSettings>().notNull().default(DEFAULT_USER_SETTINGS),
  /** AES-256-GCM encrypted TOTP secret (api/src/auth/totp.ts); set only once 2FA is confirmed */
  totpSecret: text('totp_secret'),
  /** a secret handed out by POST /auth/qr and not yet confirmed with a code */
  totpPendingSecret: text('totp_pending_secret'),
  healthInfo: jsonb('health_info').$type<HealthInfo>(),
  /** language codes the patient speaks */
  languageCodes: jsonb('language_codes').$type<string[]>().notNull().default([]),
  blockedAt: timestamp('blocked_at', { withTimezone: true }),
  /**
   * Sender role id (spec part 1 §6): 2 patient, 3 doctor. A doctor's account signs in with role 3
   * (the doctors' site, `npm run doctor`) and acts only on its doctor's appointments; patient-only
   * fields refuse it, and patient sign-in does not know it.
   */
  role: integer('role').notNull().default(2),
  /** the doctor this account acts for (role 3 only) */
  doctorId: integer('doctor_id')
    .unique()
    .references(() => doctors.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
