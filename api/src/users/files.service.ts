import { randomUUID } from 'node:crypto'
import { and, eq, gte, lt, sql } from 'drizzle-orm'
import { DOCUMENT_STATUS } from '#contract/documents'
import type { FileStorage } from '../adapters/storage'
import type { Database } from '../db/client'
import * as t from '../db/schema'
import { errorLogger } from '../shared/logger'
import { currentRequest } from '../shared/request-log'
import { variantKeysOf } from './image-variants'

type StoredFile = typeof t.storedFiles.$inferSelect

/** Bytes a patient's stored files take: the sum of their recorded sizes (what the quota counts). */
export async function storageUsed(db: Pick<Database, 'select'>, ownerId: number): Promise<number> {
  const [row] = await db
    .select({ used: sql<number>`cast(coalesce(sum(${t.storedFiles.size}), 0) as bigint)`.mapWith(Number) })
    .from(t.storedFiles)
    .where(eq(t.storedFiles.ownerId, ownerId))
  return row?.used ?? 0
}

/** A fresh storage key under the owner's prefix. */
export const newStorageKey = (ownerId: number) => `${ownerId}/${randomUUID()}`

/**
 * Records a stored file for its owner, unless their files would then exceed `quotaBytes` (null).
 * The check and the insert run in one transaction holding the owner's row lock, so parallel
 * uploads cannot both slip under the quota.
 */
export async function recordStoredFile(
  db: Database,
  quotaBytes: number,
  file: { ownerId: number; name: string; mime: string; size: number; storageKey: string; status?: number },
): Promise<StoredFile | null> {
  return db.transaction(async (tx) => {
    await tx.select({ id: t.users.id }).from(t.users).where(eq(t.users.id, file.ownerId)).for('update')
    if ((await storageUsed(tx, file.ownerId)) + file.size > quotaBytes) return null
    const [inserted] = await tx.insert(t.storedFiles).values(file).returning()
    return inserted!
  })
}

/** Stores bytes already in memory (the demo's documents, report PDFs): recorded, then written. */
export async function storeFile(
  db: Database,
  storage: FileStorage,
  quotaBytes: number,
  file: { ownerId: number; name: string; mime: string; bytes: Uint8Array<ArrayBuffer> },
): Promise<{ ok: true; file: StoredFile } | { ok: false; reason: 'storage_limit_reached' }> {
  const row = await recordStoredFile(db, quotaBytes, {
    ownerId: file.ownerId,
    name: file.name,
    mime: file.mime,
    size: file.bytes.byteLength,
    storageKey: newStorageKey(file.ownerId),
  })
  if (!row) return { ok: false, reason: 'storage_limit_reached' }
  try {
    await storage.put(row.storageKey, file.bytes, file.mime)
  } catch (error) {
    // No bytes, no record: the failed upload must not count against the quota.
    await db.delete(t.storedFiles).where(eq(t.storedFiles.id, row.id))
    throw error
  }
  return { ok: true, file: row }
}

/**
 * Removes the record of one of the patient's files (inside the caller's transaction) and returns
 * its storage key, for `deleteStoredBytes` once that transaction has committed.
 */
export async function removeOwnedFileRecord(tx: Pick<Database, 'delete'>, ownerId: number, fileId: number): Promise<string | null> {
  const [row] = await tx
    .delete(t.storedFiles)
    .where(and(eq(t.storedFiles.id, fileId), eq(t.storedFiles.ownerId, ownerId)))
    .returning({ key: t.storedFiles.storageKey })
  return row?.key ?? null
}

/**
 * The bytes of a file whose record is gone. The record is what the quota counts, so a store that
 * fails here leaves unreachable bytes behind but never blocks the patient; the failure is logged.
 */
export async function deleteStoredBytes(storage: FileStorage, key: string): Promise<void> {
  try {
    // A photo's smaller copies first (image-variants.ts): the original is what names them.
    for (const variant of variantKeysOf(key)) await storage.delete(variant)
    await storage.delete(key)
  } catch (error) {
    ;(currentRequest()?.logger ?? errorLogger).error({ key, err: error }, 'storage: could not delete a file')
  }
}

/**
 * A stored file nothing uses: not saved into the documents, attached to no appointment or request,
 * not its owner's avatar, not a lab report read (analyses), not a resumable upload under way. An upload is this until it is saved
 * somewhere; one the patient cancels, or leaves unsaved, is discarded (it counts against the quota).
 */
const unusedFile = sql`not ${t.storedFiles.inDocuments}
  and ${t.storedFiles.status} = ${DOCUMENT_STATUS.ready}
  and not exists (select 1 from ${t.appointmentFiles} where ${t.appointmentFiles.fileId} = ${t.storedFiles.id})
  and not exists (select 1 from ${t.fastAppointmentFiles} where ${t.fastAppointmentFiles.fileId} = ${t.storedFiles.id})
  and not exists (select 1 from ${t.users} where ${t.users.id} = ${t.storedFiles.ownerId} and ${t.users.avatarFileId} = ${t.storedFiles.id})
  and not exists (select 1 from ${t.analyses} where ${t.analyses.fileId} = ${t.storedFiles.id})`

/** Deletes one of the owner's uploads that nothing uses (`unusedFile`), row then bytes; false for any other file. */
export async function discardUpload(db: Database, storage: FileStorage, ownerId: number, fileId: number): Promise<boolean> {
  const [row] = await db
    .delete(t.storedFiles)
    .where(and(eq(t.storedFiles.id, fileId), eq(t.storedFiles.ownerId, ownerId), unusedFile))
    .returning({ key: t.storedFiles.storageKey })
  if (!row) return false
  await deleteStoredBytes(storage, row.key)
  return true
}

/** How long an upload may stay unsaved before the sweep discards it: a patient may take a day to save a form. */
export const UNUSED_UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000
/**
 * How far back the sweep looks: the hourly sweep reads only a week of uploads (an index range), not
 * every appointment file ever stored; an upload is missed only if every sweep of six days failed.
 */
const SWEEP_LOOKBACK_MS = 7 * 24 * 60 * 60 * 1000
const SWEEP_BATCH = 500

/**
 * Discards uploads left unsaved for `graceMs` (`unusedFile`): a dialog closed without saving, a tab
 * closed mid-form. Row first, then bytes, a batch at a time; safe on several instances at once.
 */
export async function sweepUnusedUploads(db: Database, storage: FileStorage, now: Date, graceMs = UNUSED_UPLOAD_GRACE_MS): Promise<number> {
  const cutoff = new Date(now.getTime() - graceMs)
  const since = new Date(now.getTime() - SWEEP_LOOKBACK_MS)
  let discarded = 0
  for (;;) {
    const batch = db
      .select({ id: t.storedFiles.id })
      .from(t.storedFiles)
      .where(and(gte(t.storedFiles.createdAt, since), lt(t.storedFiles.createdAt, cutoff), unusedFile))
      .limit(SWEEP_BATCH)
    const rows = await db
      .delete(t.storedFiles)
      .where(sql`${t.storedFiles.id} in ${batch}`)
      .returning({ key: t.storedFiles.storageKey })
    for (const row of rows) await deleteStoredBytes(storage, row.key)
    discarded += rows.length
    if (rows.length < SWEEP_BATCH) return discarded
  }
}
