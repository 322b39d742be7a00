import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './users'

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
)
