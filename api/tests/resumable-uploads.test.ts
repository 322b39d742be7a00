import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { s3FileStorage, type FileStorage } from '../src/adapters/storage'
import * as t from '../src/db/schema'
import { UPLOAD_PART_MIN_BYTES as MIN_PART_BYTES } from '#contract/upload-parts'
import { sweepExpiredUploads, UPLOAD_EXPIRY_MS } from '../src/users/resumable-uploads'
import { createSignedInPatient, setupTestApi, type TestApi } from './helpers'
import { setPlanStorage } from './payment-flows'
import { startLocalS3 } from './s3-server'

/** Resumable uploads over tus 1.0 (issue 29, ADR 0066), on disk and on S3 alike. */

let ctx: TestApi
let s3: Awaited<ReturnType<typeof startLocalS3>>
beforeAll(async () => {
  ctx = await setupTestApi()
  s3 = await startLocalS3()
})
afterAll(async () => {
  await s3.close()
  await ctx.close()
})

type Patient = Awaited<ReturnType<typeof createSignedInPatient>>
const TUS = { 'tus-resumable': '1.0.0' }
const b64 = (text: string) => Buffer.from(text).toString('base64')

/** A DICOM series' worth of bytes: the DICM mark at 128, then noise. */
function dicomBytes(size: number) {
  const bytes = new Uint8Array(size)
  for (let i = 132; i < size; i += 1) bytes[i] = (i * 2654435761) >>> 24
  bytes.set(new TextEncoder().encode('DICM'), 128)
  return bytes
}
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/** The storage adapter's multipart upload behind a tus upload, while it is under way. */
async function multipartOf(location: string) {
  const [row] = await ctx.db
    .select({ uploadId: t.resumableUploads.uploadId })
    .from(t.resumableUploads)
    .where(eq(t.resumableUploads.fileId, Number(location.split('/').at(-1))))
  return row!.uploadId
}

const adapters: [string, () => FileStorage, (uploadId: string) => boolean][] = [
  ['on disk', () => ctx.storage, (uploadId) => existsSync(join(ctx.filesDir, '.parts', uploadId))],
  ['on S3', () => s3FileStorage(s3.config('documents')), (uploadId) => s3.uploads.has(uploadId)],
]

describe.each(adapters)('tus uploads %s', (_, storageOf, partsKept) => {
  let api: TestApi['api']
  beforeAll(() => {
    api = ctx.makeApi({ storage: storageOf() })
  })

  const call = (method: string, path: string, patient: Patient | null, headers: Record<string, string> = {}, body?: BodyInit) =>
    api.fetch(
      new Request(`http://api${path}`, {
        method,
        headers: { ...TUS, ...(patient?.headers ?? {}), ...headers },
        body,
        ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
      } as RequestInit),
    )
  const create = (patient: Patient, length: number, name = 'series.dcm') =>
    call('POST', '/storage/uploads', patient, { 'upload-length': String(length), 'upload-metadata': `filename ${b64(name)}` })
  const patch = (patient: Patient, location: string, offset: number, bytes: Uint8Array<ArrayBuffer>) =>
    call(
      'PATCH',
      location,
      patient,
      { 'content-type': 'application/offset+octet-stream', 'upload-offset': String(offset), 'content-length': String(bytes.length) },
      bytes,
    )
  const offsetOf = async (patient: Patient, location: string) => (await call('HEAD', location, patient)).headers.get('upload-offset')

  it('announces the protocol, takes a file in parts and makes it a ready document', async () => {
    const options = await api.fetch(new Request('http://api/storage/uploads', { method: 'OPTIONS' }))
    expect(Object.fromEntries(['tus-resumable', 'tus-version', 'tus-extension'].map((name) => [name, options.headers.get(name)]))).toEqual({
      'tus-resumable': '1.0.0',
      'tus-version': '1.0.0',
      'tus-extension': 'creation,termination,expiration',
    })
    const patient = await createSignedInPatient(ctx.db)
    const bytes = dicomBytes(MIN_PART_BYTES + 1_000_000)
    const created = await create(patient, bytes.length, 'CT Kopf.dcm')
    expect(created.status).toBe(201)
    const location = created.headers.get('location')!
    expect(location).toMatch(/^\/storage\/uploads\/\d+$/)
    expect(await offsetOf(patient, location)).toBe('0')
    const multipart = await multipartOf(location)

    const first = await patch(patient, location, 0, bytes.slice(0, MIN_PART_BYTES))
    expect(first.status).toBe(204)
    expect(first.headers.get('upload-offset')).toBe(String(MIN_PART_BYTES))
    const last = await patch(patient, location, MIN_PART_BYTES, bytes.slice(MIN_PART_BYTES))
    expect(last.status).toBe(200)
    const { data } = (await last.json()) as { data: { file: { id: string; name: string; mime: string; size: number } } }
    expect(data.file).toMatchObject({ name: 'CT Kopf.dcm', mime: 'application/dicom', size: bytes.length })

    const [row] = await ctx.db
      .select()
      .from(t.storedFiles)
      .where(eq(t.storedFiles.id, Number(data.file.id)))
    expect(row).toMatchObject({ status: 2, size: bytes.length, mime: 'application/dicom' })
    const stored = await storageOf().getStream(row!.storageKey)
    expect(sha(new Uint8Array(await new Response(stored!.body).arrayBuffer()))).toBe(sha(bytes))
    expect(await ctx.db.$count(t.resumableUploads, eq(t.resumableUploads.fileId, row!.id))).toBe(0)
    expect(partsKept(multipart)).toBe(false)
    // The finished upload is no longer resumable.
    expect((await call('HEAD', location, patient)).status).toBe(404)
  })

  it('a part cut off by a dropped connection counts for nothing, and the upload resumes from the offset', async () => {
    const patient = await createSignedInPatient(ctx.db)
    const bytes = dicomBytes(MIN_PART_BYTES * 2 + 500)
    const location = (await create(patient, bytes.length)).headers.get('location')!
    expect((await patch(patient, location, 0, bytes.slice(0, MIN_PART_BYTES))).status).toBe(204)

    // The second part: 2 MB arrive, then the connection drops.
    const second = bytes.slice(MIN_PART_BYTES, 2 * MIN_PART_BYTES)
    const cutOff = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(second.slice(0, 2_000_000))
        controller.error(new Error('aborted'))
      },
    })
    const dropped = await call(
      'PATCH',
      location,
      patient,
      {
        'content-type': 'application/offset+octet-stream',
        'upload-offset': String(MIN_PART_BYTES),
        'content-length': String(second.length),
      },
      cutOff,
    )
    expect(dropped.status).toBe(400)
    expect(await offsetOf(patient, location)).toBe(String(MIN_PART_BYTES))

    // Resumed where the server says it stands.
    expect((await patch(patient, location, MIN_PART_BYTES, second)).status).toBe(204)
    const done = await patch(patient, location, 2 * MIN_PART_BYTES, bytes.slice(2 * MIN_PART_BYTES))
    expect(done.status).toBe(200)
    const { data } = (await done.json()) as { data: { file: { id: string } } }
    const [row] = await ctx.db
      .select()
      .from(t.storedFiles)
      .where(eq(t.storedFiles.id, Number(data.file.id)))
    const stored = await storageOf().getStream(row!.storageKey)
    expect(sha(new Uint8Array(await new Response(stored!.body).arrayBuffer()))).toBe(sha(bytes))
  })

  it('holds to the protocol: offsets, part sizes, content type and version', async () => {
    const patient = await createSignedInPatient(ctx.db)
    const bytes = dicomBytes(MIN_PART_BYTES + 10)
    const location = (await create(patient, bytes.length)).headers.get('location')!
    const wrongOffset = await patch(patient, location, 5, bytes.slice(0, MIN_PART_BYTES))
    expect(wrongOffset.status).toBe(409)
    expect(wrongOffset.headers.get('upload-offset')).toBe('0')
    // A part other than the last must be 5 MiB at least (S3's rule, kept on disk too).
    expect((await patch(patient, location, 0, bytes.slice(0, 1000))).status).toBe(400)
    // Past the declared length.
    expect((await patch(patient, location, 0, dicomBytes(bytes.length + 1))).status).toBe(400)
    const form = await call('PATCH', location, patient, { 'content-type': 'application/json', 'upload-offset': '0' }, '{}')
    expect(form.status).toBe(415)
    const oldVersion = await call('HEAD', location, patient, { 'tus-resumable': '0.2.2' })
    expect(oldVersion.status).toBe(412)
    expect(oldVersion.headers.get('tus-version')).toBe('1.0.0')
    expect(await offsetOf(patient, location)).toBe('0')
  })

  it('another patient cannot see, continue or end someone’s upload', async () => {
    const owner = await createSignedInPatient(ctx.db)
    const stranger = await createSignedInPatient(ctx.db)
    const bytes = dicomBytes(MIN_PART_BYTES + 10)
    const location = (await create(owner, bytes.length)).headers.get('location')!
    expect((await call('HEAD', location, stranger)).status).toBe(404)
    expect((await patch(stranger, location, 0, bytes.slice(0, MIN_PART_BYTES))).status).toBe(404)
    expect((await call('DELETE', location, stranger)).status).toBe(404)
    expect((await call('HEAD', location, null)).status).toBe(401)
    expect(await offsetOf(owner, location)).toBe('0')
  })

  it('reserves the declared length against the plan’s storage, and termination gives it back', async () => {
    const restore = await setPlanStorage(ctx, 'Basic', 3 * MIN_PART_BYTES)
    try {
      const patient = await createSignedInPatient(ctx.db)
      const location = (await create(patient, 2 * MIN_PART_BYTES)).headers.get('location')!
      const over = await create(patient, 2 * MIN_PART_BYTES)
      expect(over.status).toBe(422)
      expect(await over.json()).toMatchObject({ code: 'storage_limit_reached' })
      expect((await patch(patient, location, 0, dicomBytes(MIN_PART_BYTES))).status).toBe(204)
      const multipart = await multipartOf(location)
      expect(partsKept(multipart)).toBe(true)

      expect((await call('DELETE', location, patient)).status).toBe(204)
      expect(partsKept(multipart)).toBe(false)
      expect(await ctx.db.$count(t.storedFiles, eq(t.storedFiles.ownerId, patient.user.id))).toBe(0)
      expect((await create(patient, 2 * MIN_PART_BYTES)).status).toBe(201)
    } finally {
      await restore()
    }
  })

  it('refuses a program at its first bytes, and markup once it is whole; neither leaves anything', async () => {
    const patient = await createSignedInPatient(ctx.db)
    const program = dicomBytes(MIN_PART_BYTES + 10)
    program.set([0x4d, 0x5a, 0x90, 0x00], 0)
    program.fill(1, 4, 200) // no DICM mark: the head is a Windows program's
    const location = (await create(patient, program.length, 'scan.pdf')).headers.get('location')!
    const programParts = await multipartOf(location)
    const refused = await patch(patient, location, 0, program.slice(0, MIN_PART_BYTES))
    expect(refused.status).toBe(422)
    expect(await refused.json()).toMatchObject({ errors: [{ name: 'file', messages: ['document_type'] }] })
    expect((await call('HEAD', location, patient)).status).toBe(404)

    const page = new TextEncoder().encode(`<!doctype html>${' '.repeat(MIN_PART_BYTES)}<script>alert(1)</script>`)
    const second = (await create(patient, page.length, 'notes.txt')).headers.get('location')!
    const pageParts = await multipartOf(second)
    expect((await patch(patient, second, 0, page.slice(0, MIN_PART_BYTES))).status).toBe(204)
    const whole = await patch(patient, second, MIN_PART_BYTES, page.slice(MIN_PART_BYTES))
    expect(whole.status).toBe(422)
    expect(await ctx.db.$count(t.storedFiles, eq(t.storedFiles.ownerId, patient.user.id))).toBe(0)
    expect(partsKept(programParts) || partsKept(pageParts)).toBe(false)
  })

  it('an upload nobody continues expires: its parts and its reservation are swept', async () => {
    const patient = await createSignedInPatient(ctx.db)
    const location = (await create(patient, MIN_PART_BYTES + 10)).headers.get('location')!
    expect((await patch(patient, location, 0, dicomBytes(MIN_PART_BYTES))).status).toBe(204)
    const multipart = await multipartOf(location)
    expect(await sweepExpiredUploads(ctx.db, storageOf(), new Date())).toBe(0)
    expect(await sweepExpiredUploads(ctx.db, storageOf(), new Date(Date.now() + UPLOAD_EXPIRY_MS + 60_000))).toBeGreaterThanOrEqual(1)
    expect((await call('HEAD', location, patient)).status).toBe(404)
    expect(await ctx.db.$count(t.storedFiles, eq(t.storedFiles.ownerId, patient.user.id))).toBe(0)
    expect(partsKept(multipart)).toBe(false)
  })
})
