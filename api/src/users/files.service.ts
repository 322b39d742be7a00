import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { FileStorage } from '../adapters/storage'
import type { Database } from '../db/client'
import * as t from '../db/schema'
import { errorLogger } from '../shared/logger'
import { currentRequest } from '../shared/request-log'

type StoredFile = typeof t.storedFiles.$inferSelect

/** Bytes a patient's stored files take: the sum of their recorded sizes (what the quota counts). */
export async function storageUsed(db: Pick<Database, 'select'>, ownerId: number): Promise<number> {
  const [row] = await db
    .select({ used: sql<number>`cast(coalesce(sum(${t.storedFiles.size}), 0) as bigint)`.mapWith(Number) })
    .from(t.storedFiles)
    .where(eq(t.storedFiles.ownerId, ownerId))
  return row?.used ?? 0
}

/**
 * The one way a patient's upload is stored (avatar now, documents later): refuses it when the
 * patient's files would exceed `quotaBytes`, else records it and writes the bytes. The check and
 * the insert run in one transaction holding the patient's row lock, so parallel uploads cannot
 * both slip under the quota.
 */
export async function storeFile(
  db: Database,
  storage: FileStorage,
  quotaBytes: number,
  file: { ownerId: number; name: string; mime: string; bytes: Uint8Array<ArrayBuffer> },
): Promise<{ ok: true; file: StoredFile } | { ok: false; reason: 'storage_limit_reached' }> {
  const size = file.bytes.byteLength
  const row = await db.transaction(async (tx) => {
    await tx.select({ id: t.users.id }).from(t.users).where(eq(t.users.id, file.ownerId)).for('update')
    if ((await storageUsed(tx, file.ownerId)) + size > quotaBytes) return null
    const [inserted] = await tx
      .insert(t.storedFiles)
      .values({ ownerId: file.ownerId, name: file.name, mime: file.mime, size, storageKey: `${file.ownerId}/${randomUUID()}` })
      .returning()
    return inserted!
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
    await storage.delete(key)
  } catch (error) {
    ;(currentRequest()?.logger ?? errorLogger).error({ key, err: error }, 'storage: could not delete a file')
  }
}
