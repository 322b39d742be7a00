import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './users'

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
)

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
)

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
)
