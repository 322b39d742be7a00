import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'
import { doctors } from './doctors'
import { users } from './users'

/**
 * A folder of a patient's documents (issue 29, spec part 2 §3): nested by `parent_id` up to
 * MAX_FOLDER_DEPTH (contract/documents.ts). Deleting a folder deletes its subfolders and their
 * files' rows (the bytes go after the rows, documents.service.ts).
 */
export const folders = pgTable(
  'folders',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => folders.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('folders_owner_parent_idx').on(table.ownerId, table.parentId), index('folders_parent_idx').on(table.parentId)],
)

/** The doctors a patient shared a folder with (and so its subfolders and files); revoking deletes the row. */
export const folderAccess = pgTable(
  'folder_access',
  {
    folderId: integer('folder_id')
      .notNull()
      .references(() => folders.id, { onDelete: 'cascade' }),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.folderId, table.doctorId] }), index('folder_access_doctor_idx').on(table.doctorId)],
)

/**
 * Files a patient uploaded (avatar, appointment attachments, documents); bytes live in the storage
 * adapter. A file is among the patient's documents once attached to the root or a folder
 * (`in_documents`, `folder_id` null for the root).
 */
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
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * 1 processing (a resumable upload under way: its row reserves the quota for its declared
     * length), 2 ready, 3 error (spec part 2 §3).
     */
    status: integer('status').notNull().default(2),
    inDocuments: boolean('in_documents').notNull().default(false),
    folderId: integer('folder_id').references(() => folders.id, { onDelete: 'cascade' }),
  },
  (table) => [
    index('stored_files_owner_idx').on(table.ownerId),
    index('stored_files_documents_idx')
      .on(table.ownerId, table.folderId)
      .where(sql`${table.inDocuments}`),
    index('stored_files_folder_idx').on(table.folderId),
    // The unsaved uploads' sweep (files.service.ts) reads a window of recent uploads outside the documents.
    index('stored_files_unsaved_idx')
      .on(table.createdAt)
      .where(sql`not ${table.inDocuments}`),
  ],
)

/**
 * A resumable upload under way (tus, ADR 0066): the stored_files row it will become (processing,
 * reserving its length), the storage adapter's multipart upload, and the parts stored so far.
 * Completing it deletes this row; so does expiry (the storage sweeper aborts the parts first).
 */
export const resumableUploads = pgTable(
  'resumable_uploads',
  {
    fileId: integer('file_id')
      .primaryKey()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    uploadId: text('upload_id').notNull(),
    length: integer('length').notNull(),
    offset: integer('offset').notNull().default(0),
    parts: jsonb('parts').$type<{ partNumber: number; etag: string; size: number }[]>().notNull().default([]),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('resumable_uploads_expires_idx').on(table.expiresAt)],
)

/**
 * Every download of a shared document by a doctor (issue 29): who, when, which file, through which
 * shared folder. The patient reads it per folder and per file. The file's name is kept, so a file
 * deleted since still shows what was read; deleting the doctor or the patient's account removes
 * the entries.
 */
export const documentAccessLog = pgTable(
  'document_access_log',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    fileId: integer('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    /** the file's folder when it was read */
    folderId: integer('folder_id').references(() => folders.id, { onDelete: 'set null' }),
    /** the shared folder the doctor reached it through */
    sharedFolderId: integer('shared_folder_id').references(() => folders.id, { onDelete: 'set null' }),
    action: varchar('action', { length: 16 }).notNull().default('download'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('document_access_log_owner_idx').on(table.ownerId, table.at),
    index('document_access_log_file_idx').on(table.fileId),
    index('document_access_log_folder_idx').on(table.folderId),
  ],
)
