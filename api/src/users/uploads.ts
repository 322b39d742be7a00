import { Readable } from 'node:stream'
import busboy from 'busboy'
import type { FileStorage } from '../adapters/storage'
import type { Database } from '../db/client'
import type * as t from '../db/schema'
import type { ApiMessageCode } from '../shared/messages'
import { decideType, FileHead, TextCheck } from './file-types'
import { deleteStoredBytes, newStorageKey, recordStoredFile, storageUsed } from './files.service'

/**
 * One multipart upload streamed into storage (issue 29, ADR 0066). The bytes stream to the storage
 * adapter under a fresh key, the type is decided from them, and only then is the row written, in
 * the transaction that checks the owner's quota with the exact size. A failure or a refusal deletes
 * the bytes; bytes whose row never committed (a crash between the two) are found and deleted by the
 * orphan sweep (`sweepOrphanedBytes`). A request that cannot fit is refused before a byte is read.
 */

type StoredFile = typeof t.storedFiles.$inferSelect

export type UploadRefusal = {
  status: 400 | 411 | 413 | 422
  code: ApiMessageCode
  /** the field message for `file` (a validation key), when the refusal is about the file */
  fileMessage?: string
}

export type UploadResult = { ok: true; file: StoredFile } | ({ ok: false } & UploadRefusal)

/** Room for the multipart boundaries and part headers around the file. */
export const MULTIPART_OVERHEAD = 64 * 1024

class Refused extends Error {
  constructor(readonly refusal: UploadRefusal) {
    super(refusal.fileMessage ?? refusal.code)
  }
}
const refuse = (refusal: UploadRefusal) => ({ ok: false as const, ...refusal })
const fileRefusal = (fileMessage: string, code: ApiMessageCode = 'validation_failed'): UploadRefusal => ({ status: 422, code, fileMessage })

/** The first part named `field` that is a file, as a stream; null when the form has none. */
function firstFilePart(request: Request, field: string): Promise<{ filename: string; stream: Readable; parser: busboy.Busboy } | null> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy
    try {
      parser = busboy({
        headers: { 'content-type': request.headers.get('content-type') ?? '' },
        defParamCharset: 'utf8',
        limits: { files: 3, fields: 20, fieldSize: 1024, parts: 23, headerPairs: 20 },
      })
    } catch (error) {
      reject(error)
      return
    }
    let found = false
    parser.on('file', (name, stream, info) => {
      if (name !== field || found) {
        stream.resume()
        return
      }
      found = true
      resolve({ filename: info.filename ?? '', stream, parser })
    })
    parser.on('close', () => {
      if (!found) resolve(null)
    })
    parser.on('error', (error) => {
      if (!found) reject(error)
    })
    const source = Readable.fromWeb(request.body! as import('node:stream/web').ReadableStream<Uint8Array>)
    // A client that goes away mid-body fails the parser, and through it the file's stream.
    source.on('error', (error) => parser.destroy(error))
    source.pipe(parser)
  })
}

/** The uploader's name, kept readable but harmless in a header or a path. */
export const safeFileName = (name: string) => name.replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(0, 200) || 'file'

/**
 * Streams the request's `file` part into storage for `ownerId`: at most `maxBytes` (else
 * `sizeMessage`), of a type in `accepted` (else `typeMessage`), within `quotaBytes` of stored files. Never holds the file in
 * memory; a request that ends early leaves neither bytes nor a row.
 */
export async function receiveUpload(
  db: Database,
  storage: FileStorage,
  request: Request,
  options: {
    ownerId: number
    quotaBytes: number
    maxBytes: number
    accepted: ReadonlySet<string>
    typeMessage: string
    sizeMessage: string
  },
): Promise<UploadResult> {
  const declared = request.headers.get('content-length')
  if (declared === null || !/^\d{1,15}$/.test(declared)) return refuse({ status: 411, code: 'bad_request' })
  if (Number(declared) > options.maxBytes + MULTIPART_OVERHEAD) return refuse({ status: 413, code: 'payload_too_large' })
  if (!request.body || !/^multipart\/form-data/i.test(request.headers.get('content-type') ?? ''))
    return refuse({ status: 400, code: 'bad_request' })

  // The form's fields and boundaries are bounded (firstFilePart's limits), so the file is at least this.
  if ((await storageUsed(db, options.ownerId)) + Math.max(0, Number(declared) - MULTIPART_OVERHEAD) > options.quotaBytes)
    return refuse(fileRefusal('storage_limit_reached', 'storage_limit_reached'))

  let part: Awaited<ReturnType<typeof firstFilePart>>
  try {
    part = await firstFilePart(request, 'file')
  } catch {
    return refuse({ status: 400, code: 'bad_request' })
  }
  if (!part) return refuse(fileRefusal('required'))
  const { stream, parser } = part
  parser.on('error', (error) => stream.destroy(error as Error))

  const name = safeFileName(part.filename)
  const key = newStorageKey(options.ownerId)
  const head = new FileHead()
  const text = new TextCheck()
  /** The file's chunks on their way to storage: counted, their start and text-ness noted. */
  async function* inspected(): AsyncGenerator<Uint8Array> {
    let size = 0
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.byteLength
      if (size > options.maxBytes) throw new Refused(fileRefusal(options.sizeMessage))
      // Refuse early what no later byte can make acceptable (an executable, an HTML page).
      if (head.add(chunk) && !(await head.mayBeAccepted(options.accepted))) throw new Refused(fileRefusal(options.typeMessage))
      text.update(chunk)
      yield chunk
    }
  }

  let stored = false
  try {
    const size = await storage.putStream(key, inspected(), 'application/octet-stream')
    stored = true
    if (size === 0) throw new Refused(fileRefusal('required'))
    const mime = await decideType({
      head: head.value,
      isText: text.finish(),
      name,
      accepted: options.accepted,
      reread: () => storage.getStream(key),
    })
    if (!mime) throw new Refused(fileRefusal(options.typeMessage))
    const row = await recordStoredFile(db, options.quotaBytes, { ownerId: options.ownerId, name, mime, size, storageKey: key })
    if (!row) throw new Refused(fileRefusal('storage_limit_reached', 'storage_limit_reached'))
    return { ok: true, file: row }
  } catch (error) {
    stream.destroy()
    if (stored) await deleteStoredBytes(storage, key)
    if (error instanceof Refused) return refuse(error.refusal)
    // The client went away or sent a broken form; a storage failure is the server's.
    if (isClientFailure(error)) return refuse({ status: 400, code: 'bad_request' })
    throw error
  }
}

const CLIENT_FAILURES = /aborted|unexpected end of form|premature close|malformed|terminated/i
const isClientFailure = (error: unknown) => error instanceof Error && CLIENT_FAILURES.test(`${error.message} ${String(error.cause ?? '')}`)
