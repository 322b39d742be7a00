import { inArray } from 'drizzle-orm'
import type { FileStorage } from '../adapters/storage'
import type { Database } from '../db/client'
import * as t from '../db/schema'
import type { Logger } from '../shared/logger'
import { startPeriodic } from '../shared/periodic'
import { sweepExpiredUploads } from './resumable-uploads'
import { sweepUnusedUploads } from './files.service'

/**
 * Bytes are this old before the sweep may call them orphaned. An upload writes its bytes and then
 * its row within moments (uploads.ts); an hour leaves room for a slow store and a busy database.
 */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000

/**
 * The keys uploads are stored under (`{ownerId}/{uuid}`, files.service.ts), a photo's smaller copies
 * beside them (`.w{width}.webp`, named by the original's row), and disk writes cut off.
 */
const SWEPT_KEY = /^((?:\d+|\.partial)\/[0-9a-f-]{36})(\.w\d+\.webp)?$/
const BATCH = 500

/**
 * Deletes stored bytes that no stored_files row names and that are older than `graceMs`: an upload
 * whose process crashed between its bytes and its row, a disk write cut off, a delete whose bytes
 * the store refused at the time. Only upload keys are touched, so a bucket shared with anything
 * else keeps what is not ours. Safe on several instances at once (deleting twice is harmless).
 */
export async function sweepOrphanedBytes(db: Database, storage: FileStorage, now: Date, graceMs = ORPHAN_GRACE_MS): Promise<number> {
  const cutoff = now.getTime() - graceMs
  let batch: string[] = []
  let deleted = 0
  const rowKeyOf = (key: string) => SWEPT_KEY.exec(key)![1]!
  const settle = async () => {
    const rowKeys = [...new Set(batch.map(rowKeyOf))]
    const known = new Set(
      (await db.select({ key: t.storedFiles.storageKey }).from(t.storedFiles).where(inArray(t.storedFiles.storageKey, rowKeys))).map(
        (row) => row.key,
      ),
    )
    for (const key of batch.filter((candidate) => !known.has(rowKeyOf(candidate)))) {
      await storage.delete(key)
      deleted += 1
    }
    batch = []
  }
  for await (const object of storage.list()) {
    if (object.modifiedAt.getTime() > cutoff || !SWEPT_KEY.test(object.key)) continue
    batch.push(object.key)
    if (batch.length >= BATCH) await settle()
  }
  if (batch.length) await settle()
  return deleted
}

/** Runs the expired uploads', the unsaved uploads' and the orphan sweep at start and then every `intervalMs` in this API instance. */
export function startStorageSweeper(
  db: Database,
  storage: FileStorage,
  { intervalMs = 60 * 60 * 1000, logger }: { intervalMs?: number; logger: Logger },
) {
  return startPeriodic(
    async () => {
      // Expired uploads first: their reserving rows go, and with them any claim on their bytes.
      const expired = await sweepExpiredUploads(db, storage, new Date())
      const unsaved = await sweepUnusedUploads(db, storage, new Date())
      const deleted = await sweepOrphanedBytes(db, storage, new Date())
      if (expired || unsaved || deleted) logger.info({ expired, unsaved, deleted }, 'storage sweep')
    },
    { intervalMs, onError: (error) => logger.error({ err: error }, 'storage sweep failed') },
  )
}
