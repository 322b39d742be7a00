import type { Context, Hono } from 'hono'
import type { FileStorage } from '../adapters/storage'
import type { Database } from '../db/client'
import { findReadableFile } from '../appointments/appointments.service'
import { logDocumentAccess, sharedFileFor } from '../documents/shared-documents.service'
import { contentDisposition } from '../shared/content-disposition'
import { fail, ok, restAccount, restPatient } from '../shared/rest'
import { storageQuotaBytes } from '../entitlements/entitlements.service'
import { AVATAR_TYPES, DOCUMENT_TYPES } from './file-types'
import { receiveUpload } from './uploads'
import { fileUrl, findHealthInfo, findOwnedFile } from './users.service'

/** An avatar is a photo, never large. */
export const MAX_AVATAR_BYTES = 5 * 1024 * 1024

/** Patient REST routes of docs/api/auth-and-account.md: health answers and the patient's own files. */
export function mountAccountRoutes(
  app: Hono,
  deps: { db: Database; authSecret: string; storage: FileStorage; now: () => Date; maxDocumentBytes: number },
) {
  const { db, authSecret, storage, now, maxDocumentBytes } = deps

  app.get('/health', async (c) => {
    const session = await restPatient(c, db, authSecret)
    if ('response' in session) return session.response
    return ok(c, { patient_health: await findHealthInfo(db, session.userId) })
  })

  /**
   * One multipart upload (field `file`) streamed into storage for the signed-in account (uploads.ts):
   * size and type checked by the file's bytes, within the storage the account's plan grants (the
   * entitlements service). Answers the stored file or the error.
   */
  async function upload(
    c: Context,
    ownerId: number,
    limits: { maxBytes: number; accepted: ReadonlySet<string>; typeMessage: string; sizeMessage: string },
  ) {
    const result = await receiveUpload(db, storage, c.req.raw, {
      ownerId,
      quotaBytes: await storageQuotaBytes(db, ownerId, now()),
      ...limits,
    })
    if (result.ok) return { file: result.file }
    const errors = result.fileMessage ? { errors: [{ name: 'file', messages: [result.fileMessage] }] } : undefined
    return { response: fail(c, result.status, result.code, errors) }
  }

  // The avatar (spec part 1 §7): a patient's image.
  app.post('/aws-s3', async (c) => {
    const session = await restPatient(c, db, authSecret)
    if ('response' in session) return session.response
    const stored = await upload(c, session.userId, {
      maxBytes: MAX_AVATAR_BYTES,
      accepted: AVATAR_TYPES,
      typeMessage: 'file_type',
      sizeMessage: 'file_size',
    })
    if ('response' in stored) return stored.response
    return ok(c, { data: { id: String(stored.file.id), name: stored.file.name, url: fileUrl(stored.file.id) } }, 201)
  })

  // A document for an appointment or the patient's documents: a patient's, or a doctor's for their report.
  app.post('/storage/file', async (c) => {
    const account = await restAccount(c, db, authSecret)
    if ('response' in account) return account.response
    const stored = await upload(c, account.userId, {
      maxBytes: maxDocumentBytes,
      accepted: DOCUMENT_TYPES,
      typeMessage: 'document_type',
      // The largest size is a setting the page does not show (spec part 2 §5).
      sizeMessage: 'document_size',
    })
    if ('response' in stored) return stored.response
    const { id, name, mime, size } = stored.file
    // Spec part 1 §7: data.file.id and name.
    return ok(c, { file: { id: String(id), name, mime, size, url: `/storage/file/${id}` } }, 201)
  })

  // Downloads: the account's own files, and those attached to its appointments (either side's).
  app.get('/storage/file/:id', async (c) => {
    const account = await restAccount(c, db, authSecret)
    if ('response' in account) return account.response
    const id = c.req.param('id')
    if (!/^\d{1,9}$/.test(id)) return fail(c, 404, 'not_found')
    // A doctor's read of a document shared with them is written to the patient's access log.
    const shared = account.doctorId === null ? null : await sharedFileFor(db, account.doctorId, Number(id))
    const row = shared?.file ?? (await findReadableFile(db, account, Number(id)))
    const bytes = row ? await storage.get(row.storageKey) : null
    if (!row || !bytes) return fail(c, 404, 'not_found')
    if (shared) await logDocumentAccess(db, { doctorId: account.doctorId!, file: shared.file, sharedFolderId: shared.sharedFolderId })
    return fileResponse(row, bytes, 'attachment')
  })

  app.get('/aws-s3/file/:id', async (c) => {
    const session = await restPatient(c, db, authSecret)
    if ('response' in session) return session.response
    const id = c.req.param('id')
    // Another patient's file answers exactly like a missing one.
    const row = /^\d{1,9}$/.test(id) ? await findOwnedFile(db, session.userId, Number(id)) : null
    const bytes = row ? await storage.get(row.storageKey) : null
    if (!row || !bytes) return fail(c, 404, 'not_found')
    // `size` is accepted for the spec's thumbnails; the original is served (no image library here).
    return fileResponse(row, bytes, 'inline')
  })
}

/** A stored file's bytes: private to the browser, never sniffed into another type, named after its type. */
function fileResponse(row: { name: string; mime: string }, bytes: Uint8Array<ArrayBuffer>, disposition: 'inline' | 'attachment'): Response {
  return new Response(bytes, {
    headers: {
      'content-type': row.mime,
      'content-length': String(bytes.byteLength),
      'cache-control': 'private, max-age=3600',
      'x-content-type-options': 'nosniff',
      'content-disposition': contentDisposition(disposition, row.name, row.mime),
    },
  })
}
