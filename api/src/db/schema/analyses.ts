import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import type { BiomarkerKnowledge } from '../../analysis/biomarker-types'
import type { Indicator, ReportReading } from '../../analysis/lab-report'
import { storedFiles } from './files'
import { users } from './users'

/**
 * A lab report the patient asked to have read (issue 30, spec part 2 §3 "Analysis"): a job in a
 * durable queue while `status` is processing (1), then ready (2) with the values read, or error (3).
 * A worker claims a job by moving `next_attempt_at` past a lease, so a job whose API instance died
 * mid-way is taken up again by any instance once the lease is over. The file's name, size and type
 * are kept, so the analysis still says what it read after the file is deleted.
 */
export const analyses = pgTable(
  'analyses',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileId: integer('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    fileSize: integer('file_size').notNull(),
    fileMime: text('file_mime').notNull(),
    /** the list's title: the file's name until the report names itself */
    title: text('title').notNull(),
    /** 1 processing, 2 ready, 3 error */
    status: integer('status').notNull().default(1),
    /** the values read (lab-report.ts `Indicator`), in the report's order */
    indicators: jsonb('indicators').$type<Indicator[]>(),
    /** known names whose value could not be read */
    unread: jsonb('unread').$type<ReportReading['unread']>(),
    /**
     * What the AI service said about a value (ADR 0072), by `biomarker:locale`: kept so a question
     * opened again asks the service nothing; the safety rules wrap it each time it is shown.
     */
    explanations: jsonb('explanations').$type<Record<string, BiomarkerKnowledge>>(),
    /** why it failed: a message code (e.g. `analysis_no_values`) */
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    /** when a worker may take it (a claim moves it forward as a lease) */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** deleted by the patient: gone from every list, kept as one of the month's analyses */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('analyses_owner_idx').on(table.ownerId, table.createdAt),
    index('analyses_file_idx').on(table.fileId),
    index('analyses_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 1`),
  ],
)
