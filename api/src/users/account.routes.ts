import type { Context, Hono } from 'hono'
import { DOCUMENT_STATUS } from '#contract/documents'
import type { FileStorage } from '../adapters/storage'
import type { Database } from '../db/client'
import { findReadableFile } from '../appointments/appointments.service'
import { logDocumentAccess, sharedFileFor } from '../documents/shared-documents.service'
import { contentDisposition } from '../shared/content-disposition'
import { fail, ok, restAccount, restPatient } from '../shared/rest'
import { storageQuotaBytes, storageStanding } from '../entitlements/entitlements.service'
import { AVATAR_TYPES, DOCUMENT_TYPES } from './file-types'
import { receiveUpload } from './uploads'
import { fileLinkValid, signFileLink } from './file-links'
import { imageVariant } from './image-variants'
import { fileUrl, findHealthInfo, findLinkedFile, findOwnedFile } from './users.service'

/** An avatar is a photo, never large. */
export const MAX_AVATAR_BYTES = 5 * 1024 * 1024

type UploadLimits = { maxBytes: number; accepted: ReadonlySet<string>; typeMessage: string; sizeMessage: string }
const AVATAR_UPLOAD: UploadLimits = {
  maxBytes: MAX_AVATAR_BYTES,
  accepted: AVATAR_TYPES,
  typeMessage: 'file_type',
  sizeMessage: 'file_size',
}

/** Patient REST routes of docs/api/auth-and-account.md: health answers and the patient's own files. */
export function mountAccountRoutes(
  app: Hono,
  deps: { db: Database; authSecret: string; storage: FileStorage; now: () => Date; maxDocumentBytes: number },
) {
  const { db, authSecret, storage, now, maxDocumentBytes } = deps
  // The largest document is a setting the page does not show (spec part 2 §5): its own message.
  const documentUpload: UploadLimits = {
    maxBytes: maxDocumentBytes,
    accepted: DOCUMENT_TYPES,
    typeMessage: 'document_type',
    sizeMessage: 'document_size',
  }

  /**
   * A document its owner may not read now: a free plan with its storage used up gets no downloads,
   * images or links to copy of its documents ('unlock to view', spec part 2 §5, §6) until it
   * upgrades or deletes files. Files of appointments, the avatar and doctors' reads of shared
   * folders are never locked.
   */
  const lockedDocument = async (row: { ownerId: number; inDocuments: boolean }) =>
    row.inDocuments && (await storageStanding(db, row.ownerId, now())).locked

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
  async function upload(c: Context, ownerId: number, limits: UploadLimits) {
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
    const stored = await upload(c, session.userId, AVATAR_UPLOAD)
    if ('response' in stored) return stored.response
    return ok(c, { data: { id: String(stored.file.id), name: stored.file.name, url: fileUrl(stored.file.id) } }, 201)
  })

  // A document for an appointment or the patient's documents: a patient's, or a doctor's for their report.
  app.post('/storage/file', async (c) => {
    const account = await restAccount(c, db, authSecret)
    if ('response' in account) return account.response
    const stored = await upload(c, account.userId, documentUpload)
    if ('response' in stored) return stored.response
    const { id, name, mime, size } = stored.file
    // Spec part 1 §7: data.file.id and name.
    return ok(c, { file: { id: String(id), name, mime, size, url: `/storage/file/${id}` } }, 201)
  })

  // Downloads: the account's own files, and those attached to its appointments (either side's); or
  // anyone's with a signed link the owner made (file-links.ts).
  app.get('/storage/file/:id', async (c) => {
    const id = c.req.param('id')
    if (!/^\d{1,9}$/.test(id)) return fail(c, 404, 'not_found')
    const fileId = Number(id)
    if (c.req.query('signature') !== undefined) {
      if (!fileLinkValid(authSecret, fileId, c.req.query('expires'), c.req.query('signature'), now())) return fail(c, 404, 'not_found')
      const row = await findLinkedFile(db, fileId)
      if (row && (await lockedDocument(row))) return fail(c, 403, 'storage_locked')
      return (row && (await fileResponse(storage, row, 'attachment', 'private, no-store'))) ?? fail(c, 404, 'not_found')
    }
    const account = await restAccount(c, db, authSecret)
    if ('response' in account) return account.response
    // A doctor's read of a document shared with them is written to the patient's access log.
    const shared = account.doctorId === null ? null : await sharedFileFor(db, account.doctorId, fileId)
    const row = shared?.file ?? (await findReadableFile(db, account, fileId))
    if (!shared && row?.ownerId === account.userId && (await lockedDocument(row))) return fail(c, 403, 'storage_locked')
    const response = row && (await fileResponse(storage, row, 'attachment'))
    if (!response) return fail(c, 404, 'not_found')
    if (shared) await logDocumentAccess(db, { doctorId: account.doctorId!, file: shared.file, sharedFolderId: shared.sharedFolderId })
    return response
  })

  // The no-redirect variant: a short-lived link to one of the patient's own files, to copy.
  app.get('/storage/file/:id/no-redirect', async (c) => {
    const session = await restPatient(c, db, authSecret)
    if ('response' in session) return session.response
    const id = c.req.param('id')
    const row = /^\d{1,9}$/.test(id) ? await findOwnedFile(db, session.userId, Number(id)) : null
    if (!row || row.status !== DOCUMENT_STATUS.ready) return fail(c, 404, 'not_found')
    if (await lockedDocument(row)) return fail(c, 403, 'storage_locked')
    const link = signFileLink(authSecret, row.id, now())
    return ok(c, { url: link.path, expires_at: link.expiresAt.toISOString() })
  })

  app.get('/aws-s3/file/:id', async (c) => {
    const session = await restPatient(c, db, authSecret)
    if ('response' in session) return session.response
    const id = c.req.param('id')
    // Another patient's file answers exactly like a missing one.
    const row = /^\d{1,9}$/.test(id) ? await findOwnedFile(db, session.userId, Number(id)) : null
    if (!row) return fail(c, 404, 'not_found')
    if (await lockedDocument(row)) return fail(c, 403, 'storage_locked')
    // `size`: a photo's smaller copy (image-variants.ts); anything else, or no size, the original.
    const size = c.req.query('size')
    const variant = size && /^\d{1,4}$/.test(size) && Number(size) > 0 ? await imageVariant(storage, row, Number(size)) : null
    if (variant) return streamedFile(variant, { name: row.name, mime: 'image/webp' }, 'inline')
    return (await fileResponse(storage, row, 'inline')) ?? fail(c, 404, 'not_found')
  })
}

/**
 * A stored file's bytes, streamed from storage: private to the browser, never sniffed into another
 * type, named after its type. Null when the store has no bytes for it.
 */
async function fileResponse(
  storage: FileStorage,
  row: { storageKey: string; name: string; mime: string },
  disposition: 'inline' | 'attachment',
  cacheControl = 'private, max-age=3600',
): Promise<Response | null> {
  const stored = await storage.getStream(row.storageKey)
  return stored && streamedFile(stored, row, disposition, cacheControl)
}

function streamedFile(
  stored: { body: ReadableStream<Uint8Array>; size: number },
  row: { name: string; mime: string },
  disposition: 'inline' | 'attachment',
  cacheControl = 'private, max-age=3600',
): Response {
  return new Response(stored.body, {
    headers: {
      'content-type': row.mime,
      'content-length': String(stored.size),
      'cache-control': cacheControl,
      'x-content-type-options': 'nosniff',
      'content-disposition': contentDisposition(disposition, row.name, row.mime),
    },
  })
}
