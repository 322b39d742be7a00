import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

export const LOCALES = ['en', 'ru', 'de', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

/** A text in several locales; English is the fallback and always present. */
export type Translated = { en: string } & Partial<Record<Exclude<Locale, 'en'>, string>>;

export type WorkingHoursEntry = { day: number; start: string; end: string };

export const languages = pgTable('languages', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  nativeName: text('native_name').notNull(),
});

export const specialties = pgTable('specialties', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: jsonb('name').$type<Translated>().notNull(),
  icon: text('icon'),
  visible: boolean('visible').notNull().default(true),
});

export const organizations = pgTable('organizations', {
  // Explicit ids: clients address organisations by number (13 is forced by IP in the spec).
  id: integer('id').primaryKey(),
  type: integer('type').notNull().default(1),
  name: text('name').notNull(),
  image: text('image'),
  bgImage: text('bg_image'),
  status: integer('status').notNull().default(1),
  parentId: integer('parent_id').references((): AnyPgColumn => organizations.id),
});

export const organizationSettings = pgTable('organization_settings', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id')
    .notNull()
    .unique()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  primaryColor: text('primary_color'),
  region: text('region'),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
});

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
    professionalTitle: text('professional_title'),
    organizationId: integer('organization_id').references(() => organizations.id),
    workingHours: jsonb('working_hours').$type<WorkingHoursEntry[]>().notNull().default([]),
  },
  (t) => [index('doctors_organization_idx').on(t.organizationId)],
);

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
  (t) => [primaryKey({ columns: [t.doctorId, t.specialtyId] }), index('doctor_specialties_specialty_idx').on(t.specialtyId)],
);

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
  (t) => [primaryKey({ columns: [t.doctorId, t.languageId] })],
);

export const PLAN_TYPE = { videoCall: 1, report: 2 } as const;

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
);

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
);

export const SERVICE_TYPE = { radiology: 1, videoCall: 2, department: 3, treatment: 4, findDoctor: 5, other: 6 } as const;

export const services = pgTable('services', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  /** group 1..6, see SERVICE_TYPE */
  type: integer('type').notNull(),
  status: integer('status').notNull().default(1),
  title: jsonb('title').$type<Translated>().notNull(),
  subtitle: jsonb('subtitle').$type<Translated>(),
  shortDesc: jsonb('short_desc').$type<Translated>(),
  description: jsonb('description').$type<Translated>(),
  text: jsonb('text').$type<Translated>(),
  link: text('link'),
  keywords: jsonb('keywords').$type<string[]>().notNull().default([]),
  icon: text('icon'),
  mainImage: text('main_image'),
  organizationId: integer('organization_id').references(() => organizations.id),
});

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
);

export const translatorPlans = pgTable('translator_plans', {
  id: serial('id').primaryKey(),
  lang1: text('lang_1').notNull(),
  lang2: text('lang_2').notNull(),
  priceCents: integer('price_cents').notNull(),
  /** minutes */
  duration: integer('duration').notNull(),
});

export const subscriptionPlans = pgTable('subscription_plans', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  icon: text('icon'),
  sort: integer('sort').notNull().default(0),
});

/** Spec part 2 §3: units no_access, has_access, gb, month. */
export const FEATURE_UNITS = ['no_access', 'has_access', 'gb', 'month'] as const;

export const planFeatures = pgTable(
  'plan_features',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    icon: text('icon'),
    value: real('value'),
    unit: text('unit', { enum: FEATURE_UNITS }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('plan_features_plan_idx').on(t.planId)],
);

export const planFeatureOptions = pgTable('plan_feature_options', {
  id: serial('id').primaryKey(),
  featureId: integer('feature_id')
    .notNull()
    .references(() => planFeatures.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  limit: integer('limit'),
  /** plan feature type: week 1, month 2, percent 3, gb 4, has_access 5, no_access 6 */
  type: integer('type').notNull(),
  durationType: integer('duration_type'),
  featureItemOptionId: integer('feature_item_option_id'),
});

/** duration_type: month 1, year 2, free 3 */
export const planOptions = pgTable('plan_options', {
  id: serial('id').primaryKey(),
  planId: integer('plan_id')
    .notNull()
    .references(() => subscriptionPlans.id, { onDelete: 'cascade' }),
  durationType: integer('duration_type').notNull(),
  priceCents: integer('price_cents').notNull(),
  source: text('source'),
});

export const contactRequests = pgTable('contact_requests', {
  id: serial('id').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phoneNumber: text('phone_number').notNull(),
  email: text('email').notNull(),
  description: text('description').notNull(),
  locale: text('locale').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Account settings the patient controls (spec part 1 §3: settings.auth2fa and the activity-sync flag). */
export type UserSettings = { auth2fa: boolean; activity_sync: boolean };
export const DEFAULT_USER_SETTINGS: UserSettings = { auth2fa: false, activity_sync: false };

/** The health questionnaire's answers (spec part 2 §3 "Health data"); validated in api/src/health. */
export type HealthInfo = Record<string, string | number | string[] | null>;

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
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per refresh token. Tokens of one sign-in share a family; rotating marks the old row used.
 * Presenting a used token again revokes the whole family (RFC 6819 §5.2.2.3, refresh token rotation).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    /** when the family's sign-in happened: copied on rotation, it bounds the family's lifetime (ADR 0010) */
    familyStartedAt: timestamp('family_started_at', { withTimezone: true }).notNull().defaultNow(),
    /** SHA-256 of the opaque token; the token itself is never stored */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('refresh_tokens_family_idx').on(table.familyId), index('refresh_tokens_user_idx').on(table.userId)],
);

/** Six-digit codes (e-mail and phone verification) and password-reset keys, stored hashed. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'email' | 'phone' | 'password_reset' */
    purpose: text('purpose').notNull(),
    /** the e-mail address or phone number the code was sent to */
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('verification_codes_user_purpose_idx').on(table.userId, table.purpose)],
);

/** Local delivery for e-mail and SMS when no SMTP server or SMS provider is configured. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    /** 'email' | 'sms' */
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    locale: text('locale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_recipient_idx').on(table.recipient)],
);

/** Links a Google or Apple account to a patient. */
export const userIdentities = pgTable(
  'user_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.subject] })],
);

/** Files a patient uploaded (avatar now, documents later); bytes live in the storage adapter. */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    /** the adapter's key (a relative path on disk, an object key on S3) */
    storageKey: text('storage_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('stored_files_owner_idx').on(table.ownerId)],
);
