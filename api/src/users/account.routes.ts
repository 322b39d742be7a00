import type { Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { FileStorage } from '../adapters/storage'
import type { Database } from '../db/client'
import { findReadableFile } from '../appointments/appointments.service'
import type { ApiMessageCode } from '../shared/messages'
import { contentDisposition } from '../shared/content-disposition'
import { fail, ok, restAccount, restPatient } from '../shared/rest'
import { storageQuotaBytes } from '../entitlements/entitlements.service'
import { storeFile } from './files.service'
import { fileUrl, findHealthInfo, findOwnedFile } from './users.service'

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024
/** Room for the multipart boundaries and headers around a file of the maximum size. */
const MULTIPART_OVERHEAD = 64 * 1024

/** What a file's first bytes say it is, whatever the client claims; null for anything else. */
export function sniffFileType(bytes: Uint8Array): string | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'image/png'
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'image/gif'
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp'
  // ISO base media with a HEIF brand: a phone camera's photo.
  if (ascii(4, 8) === 'ftyp' && ['heic', 'heix', 'mif1', 'msf1', 'heim', 'heis'].includes(ascii(8, 12))) return 'image/heic'
  if (ascii(0, 5) === '%PDF-') return 'application/pdf'
  return null
}

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp'])
/** Avatars: images a browser shows. */
const isAvatarType = (mime: string) => IMAGE_TYPES.has(mime)
/** Documents of an appointment or the storage: PDFs and photos. */
const isDocumentType = (mime: string) => IMAGE_TYPES.has(mime) || mime === 'image/heic' || mime === 'application/pdf'

const safeName = (name: string) => name.replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(0, 200) || 'file'

/** Patient REST routes of docs/api/auth-and-account.md: health answers and the patient's own files. */
export function mountAccountRoutes(app: Hono, deps: { db: Database; authSecret: string; storage: FileStorage; now: () => Date }) {
  const { db, authSecret, storage, now } = deps

  app.get('/health', async (c) => {
    const session = await restPatient(c, db, authSecret)
    if ('response' in session) return session.response
    return ok(c, { patient_health: await findHealthInfo(db, session.userId) })
  })

  /**
   * One multipart upload (field `file`) stored for the signed-in account: size and type checked
   * (by the file's bytes), then the storage the account's plan grants (the entitlements service).
   * Answers the stored file or the error.
   */
  async function acceptUpload(c: Context, ownerId: number, accepts: (mime: string) => boolean, typeMessage: string) {
    let file: unknown
    try {
      file = (await c.req.parseBody())['file']
    } catch {
      return { response: fail(c, 400, 'bad_request') }
    }
    const fieldError = (message: string, status: 422 = 422, code: ApiMessageCode = 'validation_failed') => ({
      response: fail(c, status, code, { errors: [{ name: 'file', messages: [message] }] }),
    })
    if (!(file instanceof File)) return fieldError('required')
    if (file.size > MAX_UPLOAD_BYTES) return fieldError('file_size')
    const bytes = new Uint8Array(await file.arrayBuffer())
    const mime = sniffFileType(bytes)
    if (!mime || !accepts(mime)) return fieldError(typeMessage)
    const stored = await storeFile(db, storage, await storageQuotaBytes(db, ownerId, now()), {
      ownerId,
      name: safeName(file.name),
      mime,
      bytes,
    })
    if (!stored.ok) return fieldError('storage_limit_reached', 422, 'storage_limit_reached')
    return { file: stored.file }
  }

  const uploadLimit = bodyLimit({ maxSize: MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD, onError: (c) => fail(c, 413, 'payload_too_large') })

  // The avatar (spec part 1 §7): a patient's image.
  app.post('/aws-s3', uploadLimit, async (c) => {
    const session = await restPatient(c, db, authSecret)
    if ('response' in session) return session.response
    const upload = await acceptUpload(c, session.userId, isAvatarType, 'file_type')
    if ('response' in upload) return upload.response
    return ok(c, { data: { id: String(upload.file.id), name: upload.file.name, url: fileUrl(upload.file.id) } }, 201)
  })

  // A document for an appointment (or the storage): a patient's, or a doctor's for their report.
  app.post('/storage/file', uploadLimit, async (c) => {
    const account = await restAccount(c, db, authSecret)
    if ('response' in account) return account.response
    const upload = await acceptUpload(c, account.userId, isDocumentType, 'document_type')
    if ('response' in upload) return upload.response
    const { id, name, mime, size } = upload.file
    // Spec part 1 §7: data.file.id and name.
    return ok(c, { file: { id: String(id), name, mime, size, url: `/storage/file/${id}` } }, 201)
  })

  // Downloads: the account's own files, and those attached to its appointments (either side's).
  app.get('/storage/file/:id', async (c) => {
    const account = await restAccount(c, db, authSecret)
    if ('response' in account) return account.response
    const id = c.req.param('id')
    const row = /^\d{1,9}$/.test(id) ? await findReadableFile(db, account, Number(id)) : null
    const bytes = row ? await storage.get(row.storageKey) : null
    if (!row || !bytes) return fail(c, 404, 'not_found')
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
