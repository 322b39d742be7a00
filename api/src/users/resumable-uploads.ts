import type { Context, Hono } from 'hono'
import { and, eq, lt, sql } from 'drizzle-orm'
import { DOCUMENT_STATUS } from '#contract/documents'
import { UPLOAD_PART_MAX_BYTES, UPLOAD_PART_MIN_BYTES } from '#contract/upload-parts'
import { PartTooLargeError, type FileStorage, type StoredPart } from '../adapters/storage'
import type { Database } from '../db/client'
import * as t from '../db/schema'
import { storageQuotaBytes } from '../entitlements/entitlements.service'
import type { ApiMessageCode } from '../shared/messages'
import { fail, ok, restAccount } from '../shared/rest'
import { decideType, DOCUMENT_TYPES, FileHead, inspectStored } from './file-types'
import { deleteStoredBytes, newStorageKey, recordStoredFile } from './files.service'
import { safeFileName } from './uploads'

/**
 * Resumable uploads (issue 29, ADR 0066): the tus 1.0 protocol (core, creation, termination,
 * expiration) at /storage/uploads, for documents too large to send in one request or over a
 * connection that may drop. Each PATCH is one part of the storage adapter's multipart upload,
 * stored whole or not at all, so a dropped connection loses at most the part under way: the client
 * asks for the offset (HEAD) and goes on from there. Every part goes through the adapter, never a
 * local file, so any API instance can take the next one.
 *
 * Creating reserves the declared length of the owner's storage (a processing stored_files row,
 * under the quota lock); the last part joins the parts, the type is decided from the stored bytes,
 * and the row becomes ready, or is deleted with the bytes when the type is refused.
 */

export const TUS_VERSION = '1.0.0'
export const UPLOADS_PATH = '/storage/uploads'
/** An upload nobody continued in this long is abandoned: the storage sweeper aborts it. */
export const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000

const tusHeaders = { 'tus-resumable': TUS_VERSION, 'cache-control': 'no-store' }

type Deps = { db: Database; authSecret: string; storage: FileStorage; now: () => Date; maxDocumentBytes: number }

/** Upload-Metadata: comma-separated `key base64value` pairs (tus 1.0 "creation"). */
function parseMetadata(header: string | undefined): Map<string, string> | null {
  const metadata = new Map<string, string>()
  if (!header) return metadata
  for (const pair of header.split(',')) {
    const [key, value = '', extra] = pair.trim().split(' ')
    if (!key || extra !== undefined || !/^[A-Za-z0-9+/]*={0,2}$/.test(value)) return null
    metadata.set(key, Buffer.from(value, 'base64').toString('utf8'))
  }
  return metadata
}

const decimal = (value: string | undefined) => (value !== undefined && /^\d{1,12}$/.test(value) ? Number(value) : null)

export function mountResumableUploadRoutes(app: Hono, deps: Deps) {
  const { db, authSecret, storage, now, maxDocumentBytes } = deps

  const refuse = (c: Context, status: 400 | 404 | 409 | 412 | 413 | 415 | 422, code: ApiMessageCode, fileMessage?: string) => {
    for (const [name, value] of Object.entries(tusHeaders)) c.header(name, value)
    return fail(c, status, code, fileMessage ? { errors: [{ name: 'file', messages: [fileMessage] }] } : {})
  }

  /** 412 with the version we speak, for a request of another tus version; null for ours. */
  const otherVersion = (c: Context) => {
    if (c.req.header('tus-resumable') === TUS_VERSION) return null
    c.header('tus-version', TUS_VERSION)
    return refuse(c, 412, 'bad_request')
  }

  /** The caller's upload under way, or the answer: every request names the owner. */
  async function ownUpload(c: Context) {
    const other = otherVersion(c)
    if (other) return { response: other }
    const account = await restAccount(c, db, authSecret)
    if ('response' in account) return account
    const id = decimal(c.req.param('id'))
    const [upload] =
      id === null
        ? []
        : await db
            .select({ upload: t.resumableUploads, file: t.storedFiles })
            .from(t.resumableUploads)
            .innerJoin(t.storedFiles, eq(t.storedFiles.id, t.resumableUploads.fileId))
            .where(and(eq(t.resumableUploads.fileId, id), eq(t.storedFiles.ownerId, account.userId)))
    if (!upload) return { response: refuse(c, 404, 'not_found') }
    return upload
  }

  app.options(UPLOADS_PATH, (c) =>
    c.body(null, 204, {
      'tus-resumable': TUS_VERSION,
      'tus-version': TUS_VERSION,
      'tus-extension': 'creation,termination,expiration',
      'tus-max-size': String(maxDocumentBytes),
    }),
  )

  // Creation: reserves the declared length, answers where to send the parts.
  app.post(UPLOADS_PATH, async (c) => {
    const other = otherVersion(c)
    if (other) return other
    const account = await restAccount(c, db, authSecret)
    if ('response' in account) return account.response
    const length = decimal(c.req.header('upload-length'))
    const metadata = parseMetadata(c.req.header('upload-metadata'))
    if (length === null || !metadata) return refuse(c, 400, 'bad_request')
    if (length === 0) return refuse(c, 422, 'validation_failed', 'required')
    if (length > maxDocumentBytes) return refuse(c, 413, 'payload_too_large')
    const storageKey = newStorageKey(account.userId)
    const row = await recordStoredFile(db, await storageQuotaBytes(db, account.userId, now()), {
      ownerId: account.userId,
      name: safeFileName(metadata.get('filename') ?? ''),
      mime: 'application/octet-stream',
      size: length,
      storageKey,
      status: DOCUMENT_STATUS.processing,
    })
    if (!row) return refuse(c, 422, 'storage_limit_reached', 'storage_limit_reached')
    const expiresAt = new Date(now().getTime() + UPLOAD_EXPIRY_MS)
    try {
      const uploadId = await storage.createParts(storageKey, 'application/octet-stream')
      await db.insert(t.resumableUploads).values({ fileId: row.id, uploadId, length, expiresAt })
    } catch (error) {
      await db.delete(t.storedFiles).where(eq(t.storedFiles.id, row.id))
      throw error
    }
    return c.json({ data: { file: { id: String(row.id), name: row.name } } }, 201, {
      ...tusHeaders,
      location: `${UPLOADS_PATH}/${row.id}`,
      'upload-expires': expiresAt.toUTCString(),
    })
  })

  // Where to go on from: the bytes stored so far (HEAD; Hono answers it with the GET route, bodiless).
  app.get(`${UPLOADS_PATH}/:id`, async (c) => {
    const found = await ownUpload(c)
    if ('response' in found) return found.response
    return c.body(null, 200, {
      ...tusHeaders,
      'upload-offset': String(found.upload.offset),
      'upload-length': String(found.upload.length),
      'upload-expires': found.upload.expiresAt.toUTCString(),
    })
  })

  // One part, at the offset the upload has reached; the last one completes the file.
  app.patch(`${UPLOADS_PATH}/:id`, async (c) => {
    const found = await ownUpload(c)
    if ('response' in found) return found.response
    const { upload, file } = found
    if (c.req.header('content-type') !== 'application/offset+octet-stream') return refuse(c, 415, 'bad_request')
    const offset = decimal(c.req.header('upload-offset'))
    const declared = decimal(c.req.header('content-length'))
    if (offset !== upload.offset) {
      c.header('upload-offset', String(upload.offset))
      return refuse(c, 409, 'bad_request')
    }
    if (declared === null || declared === 0 || !c.req.raw.body) return refuse(c, 400, 'bad_request')
    if (declared > UPLOAD_PART_MAX_BYTES) return refuse(c, 413, 'payload_too_large')
    const last = offset + declared === upload.length
    if (offset + declared > upload.length || (!last && declared < UPLOAD_PART_MIN_BYTES)) return refuse(c, 400, 'bad_request')

    const partNumber = upload.parts.length + 1
    let part: StoredPart
    try {
      part = {
        partNumber,
        ...(await storage.putPart(file.storageKey, upload.uploadId, partNumber, firstBytesChecked(c, partNumber), declared)),
      }
    } catch (error) {
      if (error instanceof PartTooLargeError) return refuse(c, 413, 'payload_too_large')
      if (error instanceof TypeRefused) {
        await abandon(upload, file)
        return refuse(c, 422, 'validation_failed', 'document_type')
      }
      // The connection dropped: nothing of this part counts; the client resumes from the offset.
      return refuse(c, 400, 'bad_request')
    }
    if (part.size !== declared) return refuse(c, 400, 'bad_request')
    // Two parts sent at once for one offset: only the first to record itself counts.
    const [advanced] = await db
      .update(t.resumableUploads)
      .set({
        offset: sql`${t.resumableUploads.offset} + ${part.size}`,
        parts: sql`${t.resumableUploads.parts} || ${JSON.stringify([part])}::jsonb`,
        expiresAt: new Date(now().getTime() + UPLOAD_EXPIRY_MS),
      })
      .where(and(eq(t.resumableUploads.fileId, upload.fileId), eq(t.resumableUploads.offset, offset)))
      .returning()
    if (!advanced) return refuse(c, 409, 'bad_request')
    c.header('upload-offset', String(advanced.offset))
    for (const [name, value] of Object.entries(tusHeaders)) c.header(name, value)
    if (!last) return c.body(null, 204)

    await storage.completeParts(file.storageKey, upload.uploadId, advanced.parts)
    const inspected = await inspectStored(await storage.getStream(file.storageKey))
    const mime =
      inspected &&
      (await decideType({
        ...inspected,
        name: file.name,
        accepted: DOCUMENT_TYPES,
        reread: () => storage.getStream(file.storageKey),
      }))
    if (!mime) {
      await db.delete(t.storedFiles).where(eq(t.storedFiles.id, file.id))
      await deleteStoredBytes(storage, file.storageKey)
      return refuse(c, 422, 'validation_failed', 'document_type')
    }
    await db.transaction(async (tx) => {
      await tx.update(t.storedFiles).set({ status: DOCUMENT_STATUS.ready, mime, updatedAt: now() }).where(eq(t.storedFiles.id, file.id))
      await tx.delete(t.resumableUploads).where(eq(t.resumableUploads.fileId, file.id))
    })
    return ok(c, { file: { id: String(file.id), name: file.name, mime, size: upload.length, url: `/storage/file/${file.id}` } })
  })

  // Termination: the parts and the reservation go.
  app.delete(`${UPLOADS_PATH}/:id`, async (c) => {
    const found = await ownUpload(c)
    if ('response' in found) return found.response
    await abandon(found.upload, found.file)
    return c.body(null, 204, tusHeaders)
  })

  async function abandon(upload: typeof t.resumableUploads.$inferSelect, file: { id: number; storageKey: string }) {
    // The parts first: if that fails the row stays, and the sweeper tries again.
    await storage.abortParts(file.storageKey, upload.uploadId)
    await db.delete(t.storedFiles).where(eq(t.storedFiles.id, file.id))
  }

  /** The part's bytes; the first part's head is checked as it passes (a program is refused at once). */
  function firstBytesChecked(c: Context, partNumber: number): AsyncIterable<Uint8Array> {
    const body = c.req.raw.body!
    if (partNumber !== 1) return body as unknown as AsyncIterable<Uint8Array>
    return (async function* () {
      const head = new FileHead()
      for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
        if (head.add(chunk) && !(await head.mayBeAccepted(DOCUMENT_TYPES))) throw new TypeRefused()
        yield chunk
      }
    })()
  }
}

class TypeRefused extends Error {}

/**
 * Aborts resumable uploads nobody continued before they expired: the parts, then the reserving
 * row. Safe on several instances at once.
 */
export async function sweepExpiredUploads(db: Database, storage: FileStorage, now: Date): Promise<number> {
  const expired = await db
    .select({ fileId: t.resumableUploads.fileId, uploadId: t.resumableUploads.uploadId, key: t.storedFiles.storageKey })
    .from(t.resumableUploads)
    .innerJoin(t.storedFiles, eq(t.storedFiles.id, t.resumableUploads.fileId))
    .where(lt(t.resumableUploads.expiresAt, now))
  for (const upload of expired) {
    await storage.abortParts(upload.key, upload.uploadId)
    await db.delete(t.storedFiles).where(eq(t.storedFiles.id, upload.fileId))
  }
  return expired.length
}
