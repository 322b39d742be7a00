import { createHash, randomUUID } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, utimesSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { eq } from 'drizzle-orm'
import { zipSync } from 'fflate'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { s3FileStorage, S3_PART_BYTES, type FileStorage } from '../src/adapters/storage'
import * as t from '../src/db/schema'
import { TextCheck } from '../src/users/file-types'
import { imageVariant } from '../src/users/image-variants'
import { storeFile } from '../src/users/files.service'
import { ORPHAN_GRACE_MS, sweepOrphanedBytes } from '../src/users/storage.sweeper'
import { createSignedInPatient, multipartRequest, setupTestApi, type TestApi } from './helpers'
import { setPlanStorage } from './payment-flows'
import { startLocalS3 } from './s3-server'

/** Uploads streamed into storage, their types decided by content, their orphans swept (issue 29, ADR 0066). */

let ctx: TestApi
beforeAll(async () => {
  ctx = await setupTestApi()
})
afterAll(() => ctx.close())

type Patient = Awaited<ReturnType<typeof createSignedInPatient>>
const encode = (text: string) => new TextEncoder().encode(text)

async function upload(patient: Patient, bytes: Uint8Array<ArrayBuffer>, name: string, api = ctx.api) {
  const form = new FormData()
  form.set('file', new File([bytes], name, { type: 'application/octet-stream' }))
  const response = await api.fetch(await multipartRequest('http://api/storage/file', form, patient.headers))
  type Answer = { code?: string; errors?: unknown; data: { file: { id: string; name: string; mime: string; size: number } } }
  return { status: response.status, body: (await response.json()) as Answer }
}

const rowsOf = (ownerId: number) => ctx.db.select().from(t.storedFiles).where(eq(t.storedFiles.ownerId, ownerId))
/** The files on disk under the owner's prefix, and the writes still under way. */
const filesOnDisk = (ownerId: number) => {
  const dir = join(ctx.filesDir, String(ownerId))
  return existsSync(dir) ? readdirSync(dir) : []
}
const partialWrites = () => (existsSync(join(ctx.filesDir, '.partial')) ? readdirSync(join(ctx.filesDir, '.partial')) : [])

/** An Office Open XML file: a zip whose [Content_Types].xml names its main part. */
function officeFile(mainPart: string, contentType: string, firstEntry?: Uint8Array) {
  const types = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/${mainPart}" ContentType="${contentType}"/></Types>`
  return zipSync({
    // A large picture first (a scan pasted into a letter): its head reads as a plain zip.
    ...(firstEntry ? { 'word/media/image1.bin': [firstEntry, { level: 0 }] as [Uint8Array, { level: 0 }] } : {}),
    '[Content_Types].xml': encode(types),
    [mainPart]: encode('<document/>'),
  }) as Uint8Array<ArrayBuffer>
}
const noise = (size: number) => {
  const bytes = new Uint8Array(size)
  for (let i = 0; i < size; i += 1) bytes[i] = (i * 2654435761) >>> 24
  return bytes
}
const compoundFile = () => {
  const bytes = new Uint8Array(1536)
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
  return bytes
}
const dicom = () => {
  const bytes = noise(2048)
  bytes.fill(0, 0, 128)
  bytes.set(encode('DICM'), 128)
  return bytes
}

describe('POST /storage/file decides a document’s type by its bytes (spec part 2 §5)', () => {
  const accepted: [string, () => Uint8Array<ArrayBuffer>, string, string][] = [
    ['a PDF', () => encode('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF'), 'letter.pdf', 'application/pdf'],
    ['a JPEG', () => Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1]), 'photo.jpg', 'image/jpeg'],
    [
      'a Word document whose first entry is 3 MB',
      () =>
        officeFile(
          'word/document.xml',
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
          noise(3_000_000),
        ),
      'discharge letter.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    [
      'an Excel workbook',
      () => officeFile('xl/workbook.xml', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml'),
      'values.xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
    [
      'a PowerPoint presentation',
      () => officeFile('ppt/presentation.xml', 'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml'),
      'talk.pptx',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    ],
    ['an old Word file', compoundFile, 'letter.doc', 'application/msword'],
    ['an old Excel file', compoundFile, 'values.xls', 'application/vnd.ms-excel'],
    ['an old PowerPoint file', compoundFile, 'talk.ppt', 'application/vnd.ms-powerpoint'],
    ['plain text in UTF-8', () => encode('Hämoglobin 13,5 g/dl\r\nГемоглобин 135 г/л\n'), 'notes.txt', 'text/plain'],
    ['a CSV with a byte-order mark', () => encode('\ufeffdate;value\n2026-01-01;5,2\n'), 'values.csv', 'text/csv'],
    [
      'a CSV in windows-1251 (an older Excel’s Russian)',
      () => Uint8Array.from([0xc4, 0xe0, 0xf2, 0xe0, 0x3b, 0x31, 0x0a]),
      'дата.csv',
      'text/csv',
    ],
    ['a zip', () => zipSync({ 'a.txt': encode('x') }) as Uint8Array<ArrayBuffer>, 'scans.zip', 'application/zip'],
    [
      'a 7z archive',
      () => Uint8Array.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0, 4, ...noise(64)]),
      'series.7z',
      'application/x-7z-compressed',
    ],
    ['a DICOM image', dicom, 'ct.dcm', 'application/dicom'],
  ]
  it.each(accepted)('accepts %s', async (_, bytes, name, mime) => {
    const patient = await createSignedInPatient(ctx.db)
    const content = bytes()
    const stored = await upload(patient, content, name)
    expect(stored.status, JSON.stringify(stored.body)).toBe(201)
    expect(stored.body.data.file).toMatchObject({ name, mime, size: content.byteLength })
    const [row] = await rowsOf(patient.user.id)
    expect(row).toMatchObject({ mime, size: content.byteLength, status: 2 })
  })

  const refused: [string, () => Uint8Array<ArrayBuffer>, string][] = [
    ['a Windows program named .pdf', () => Uint8Array.from([0x4d, 0x5a, 0x90, 0, 3, ...noise(600)]), 'scan.pdf'],
    ['a Linux program named .txt', () => Uint8Array.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, ...noise(600)]), 'notes.txt'],
    ['an HTML page named .txt', () => encode('<!doctype html><script>fetch("/account")</script>'), 'notes.txt'],
    ['an SVG named .png', () => encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'image.png'],
    ['XML behind a byte-order mark and spaces', () => encode('\ufeff  \n<?xml version="1.0"?><a/>'), 'values.csv'],
    ['an installer in an Office container', compoundFile, 'setup.msi'],
    ['text with a NUL byte', () => encode('date;value\n\u0000'), 'values.csv'],
    ['bytes of no known kind', () => noise(5000), 'data.bin'],
  ]
  it.each(refused)('refuses %s, keeping neither bytes nor a row', async (_, bytes, name) => {
    const patient = await createSignedInPatient(ctx.db)
    const answer = await upload(patient, bytes(), name)
    expect(answer.status).toBe(422)
    expect(answer.body).toMatchObject({ code: 'validation_failed', errors: [{ name: 'file', messages: ['document_type'] }] })
    expect(await rowsOf(patient.user.id)).toEqual([])
    expect(filesOnDisk(patient.user.id)).toEqual([])
  })

  it('refuses an empty file as missing', async () => {
    const patient = await createSignedInPatient(ctx.db)
    expect((await upload(patient, new Uint8Array(0), 'empty.txt')).body).toMatchObject({
      errors: [{ name: 'file', messages: ['required'] }],
    })
  })

  it('stops reading a program at its head instead of storing all of it', async () => {
    const patient = await createSignedInPatient(ctx.db)
    let written = 0
    const counting: FileStorage = {
      ...ctx.storage,
      putStream: (key, body, type) =>
        ctx.storage.putStream(
          key,
          (async function* () {
            for await (const chunk of body) {
              written += chunk.byteLength
              yield chunk
            }
          })(),
          type,
        ),
    }
    const program = noise(8 * 1024 * 1024)
    program.set([0x4d, 0x5a])
    const answer = await upload(patient, program, 'scan.pdf', ctx.makeApi({ storage: counting }))
    expect(answer.status).toBe(422)
    expect(written).toBeLessThan(1024 * 1024)
    expect(partialWrites()).toEqual([])
  })

  it('a text check that holds across chunk boundaries', () => {
    const split = (text: Uint8Array, at: number) => {
      const check = new TextCheck()
      check.update(text.subarray(0, at))
      check.update(text.subarray(at))
      return check.finish()
    }
    const markup = encode('\ufeff<html>')
    for (let at = 0; at <= markup.length; at += 1) expect(split(markup, at)).toBe(false)
    const csv = encode('\ufeffa;b\n')
    for (let at = 0; at <= csv.length; at += 1) expect(split(csv, at)).toBe(true)
    expect(split(encode('   \n'), 2)).toBe(false) // nothing but white space is no document
  })
})

describe('uploads against the plan’s storage (the entitlements service)', () => {
  it('ten uploads at once: all stored while they fit, each one refused that would pass the limit', async () => {
    const restore = await setPlanStorage(ctx, 'Basic', 5 * 1024)
    try {
      const patient = await createSignedInPatient(ctx.db)
      const pdf = new Uint8Array(1024).fill(0x20)
      pdf.set(encode('%PDF-1.4\n'))
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => upload(patient, pdf, `result ${i + 1}.pdf`)))
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5)
      const refusedAnswers = answers.filter((answer) => answer.status !== 201)
      expect(refusedAnswers).toHaveLength(5)
      for (const answer of refusedAnswers) expect(answer).toMatchObject({ status: 422, body: { code: 'storage_limit_reached' } })
      expect(await rowsOf(patient.user.id)).toHaveLength(5)
      // The refused ones' bytes were deleted again.
      expect(filesOnDisk(patient.user.id)).toHaveLength(5)
    } finally {
      await restore()
    }
  })

  it('a batch of ten different documents is stored and attached to a folder in one go', async () => {
    const patient = await createSignedInPatient(ctx.db)
    const batch: [Uint8Array<ArrayBuffer>, string][] = [
      [encode('%PDF-1.4\n%%EOF'), 'a.pdf'],
      [dicom(), 'b.dcm'],
      [compoundFile(), 'c.doc'],
      [encode('x;y\n1;2\n'), 'd.csv'],
      [encode('notes'), 'e.txt'],
      [zipSync({ 'f.txt': encode('f') }) as Uint8Array<ArrayBuffer>, 'f.zip'],
      [officeFile('xl/workbook.xml', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml'), 'g.xlsx'],
      [Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]), 'h.jpg'],
      [Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]), 'i.png'],
      [Uint8Array.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0, 4]), 'j.7z'],
    ]
    const answers = await Promise.all(batch.map(([bytes, name]) => upload(patient, bytes, name)))
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201))
    const ids = answers.map((answer) => answer.body.data.file.id as string)
    const folder = await ctx.gql<{ createFolder: { id: string } }>(`mutation { createFolder(name: "Scans") { id } }`, {}, patient.headers)
    const attached = await ctx.gql(
      `mutation($ids: [ID!]!, $f: ID) { attachFileToFolder(file_ids: $ids, folder_id: $f) { message } }`,
      { ids, f: folder.data!.createFolder.id },
      patient.headers,
    )
    expect(attached.errors).toBeUndefined()
    const listing = await ctx.gql<{ getFolders: { files: { name: string }[] } }>(
      `query($f: ID) { getFolders(folder_id: $f, sort_option: 3) { files { name } } }`,
      { f: folder.data!.createFolder.id },
      patient.headers,
    )
    expect(listing.data!.getFolders.files.map((file) => file.name)).toEqual(batch.map(([, name]) => name))
  })
})

describe('uploads over a real socket', () => {
  let port: number
  let server: ReturnType<typeof serve>
  beforeAll(async () => {
    server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const started = serve({ fetch: ctx.api.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(started))
    })
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  /**
   * Sends a multipart upload of `size` bytes (a DICOM series' worth of noise) from one reused
   * buffer, minding backpressure; `abortAfter` cuts the connection after that many file bytes.
   */
  function sendUpload(patient: Patient, size: number, { abortAfter }: { abortAfter?: number } = {}) {
    const boundary = `----upload${randomUUID()}`
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="series.dcm"\r\nContent-Type: application/dicom\r\n\r\n`,
    )
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
    const block = Buffer.from(noise(1024 * 1024))
    block.fill(0, 0, 128)
    block.write('DICM', 128)
    const hash = createHash('sha256')
    return new Promise<{ status: number; body: string; sha256: string }>((resolve, reject) => {
      const request = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/storage/file',
        headers: {
          ...patient.headers,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + size + tail.length,
        },
      })
      request.on('response', (response) => {
        let body = ''
        response.on('data', (chunk: Buffer) => (body += chunk))
        response.on('end', () => resolve({ status: response.statusCode!, body, sha256: hash.digest('hex') }))
      })
      request.on('error', (error) => (abortAfter === undefined ? reject(error) : resolve({ status: 0, body: '', sha256: '' })))
      request.write(head)
      let sent = 0
      const pump = () => {
        while (sent < size) {
          if (abortAfter !== undefined && sent >= abortAfter) {
            request.destroy()
            resolve({ status: 0, body: '', sha256: '' })
            return
          }
          const chunk = block.subarray(0, Math.min(block.length, size - sent))
          hash.update(chunk)
          sent += chunk.length
          if (!request.write(chunk)) return void request.once('drain', pump)
        }
        request.end(tail)
      }
      pump()
    })
  }

  const until = async (condition: () => Promise<boolean> | boolean, timeoutMs = 30_000) => {
    const deadline = Date.now() + timeoutMs
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error('condition not met in time')
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }

  it('streams a 300 MB file to storage with the process growing by under 100 MB', { timeout: 180_000 }, async () => {
    const patient = await createSignedInPatient(ctx.db)
    const size = 300 * 1024 * 1024
    globalThis.gc?.()
    const before = process.memoryUsage().rss
    let peak = before
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20)
    const answer = await sendUpload(patient, size).finally(() => clearInterval(sampler))
    expect(answer.status, answer.body).toBe(201)
    expect(JSON.parse(answer.body).data.file).toMatchObject({ name: 'series.dcm', mime: 'application/dicom', size })
    expect(peak - before).toBeLessThan(100 * 1024 * 1024)
    const [row] = await rowsOf(patient.user.id)
    const path = join(ctx.filesDir, row!.storageKey)
    expect(statSync(path).size).toBe(size)
    const stored = createHash('sha256')
    for await (const chunk of (await ctx.storage.getStream(row!.storageKey))!.body) stored.update(chunk)
    expect(stored.digest('hex')).toBe(answer.sha256)
    // 300 MB need not outlive the test in the machine's temporary folder.
    await ctx.storage.delete(row!.storageKey)
  })

  it('an upload cut off half-way leaves no bytes and no row, and the next one goes through', { timeout: 60_000 }, async () => {
    const patient = await createSignedInPatient(ctx.db)
    await sendUpload(patient, 40 * 1024 * 1024, { abortAfter: 20 * 1024 * 1024 })
    await until(() => partialWrites().length === 0)
    expect(filesOnDisk(patient.user.id)).toEqual([])
    expect(await rowsOf(patient.user.id)).toEqual([])
    const next = await sendUpload(patient, 2 * 1024 * 1024)
    expect(next.status).toBe(201)
  })
})

describe('a link to copy (GET /storage/file/{id}/no-redirect)', () => {
  it('opens the owner’s file without an account until it expires; a changed link or another file’s opens nothing', async () => {
    const owner = await createSignedInPatient(ctx.db)
    const stranger = await createSignedInPatient(ctx.db)
    const stored = await upload(owner, encode('%PDF-1.4\n% shared by link\n'), 'Befund.pdf')
    const other = await upload(owner, encode('%PDF-1.4\n% not shared\n'), 'other.pdf')
    const id = stored.body.data.file.id
    const linkOf = (who: Patient, fileId: string, api = ctx.api) =>
      api.fetch(new Request(`http://api/storage/file/${fileId}/no-redirect`, { headers: who.headers }))

    const answer = await linkOf(owner, id)
    expect(answer.status).toBe(200)
    const { data } = (await answer.json()) as { data: { url: string; expires_at: string } }
    expect(data.url).toMatch(new RegExp(`^/storage/file/${id}\\?expires=\\d+&signature=[0-9a-f]{64}$`))
    expect(Date.parse(data.expires_at) - Date.now()).toBeGreaterThan(14 * 60_000)

    const opened = await ctx.api.fetch(new Request(`http://api${data.url}`))
    expect(opened.status).toBe(200)
    expect(opened.headers.get('cache-control')).toBe('private, no-store')
    expect(opened.headers.get('content-disposition')).toContain('Befund.pdf')
    expect(await opened.text()).toContain('shared by link')

    const tampered = data.url.replace(/signature=(.)/, (_, first: string) => `signature=${first === 'a' ? 'b' : 'a'}`)
    expect((await ctx.api.fetch(new Request(`http://api${tampered}`))).status).toBe(404)
    const elsewhere = data.url.replace(`/storage/file/${id}?`, `/storage/file/${other.body.data.file.id}?`)
    expect((await ctx.api.fetch(new Request(`http://api${elsewhere}`))).status).toBe(404)
    const later = ctx.makeApi({ clock: () => new Date(Date.now() + 16 * 60_000) })
    expect((await later.fetch(new Request(`http://api${data.url}`))).status).toBe(404)
    // Only the owner makes links.
    expect((await linkOf(stranger, id)).status).toBe(404)
    expect((await ctx.api.fetch(new Request(`http://api/storage/file/${id}/no-redirect`))).status).toBe(401)
  })
})

describe('photos at a smaller size (GET /aws-s3/file/{id}?size=)', () => {
  const fixture = new Uint8Array(readFileSync(join(import.meta.dirname, 'fixtures/photo.heic')))

  /** The colour of a pixel of a served image, decoded independently of the API. */
  async function pixel(bytes: Uint8Array, x: number, y: number) {
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true })
    const at = (y * info.width + x) * info.channels
    return { width: info.width, height: info.height, rgb: [data[at]!, data[at + 1]!, data[at + 2]!] }
  }
  const thumbnail = (who: Patient, id: string, size: number) =>
    ctx.api.fetch(new Request(`http://api/aws-s3/file/${id}?size=${size}`, { headers: who.headers }))

  it('an iPhone HEIC photo comes back as a WebP the size asked for, with its colours', async () => {
    const patient = await createSignedInPatient(ctx.db)
    const stored = await upload(patient, fixture, 'IMG_0042.HEIC')
    expect(stored.body.data.file.mime).toBe('image/heic')
    const response = await thumbnail(patient, stored.body.data.file.id, 100)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect(response.headers.get('content-disposition')).toContain('IMG_0042.webp')
    const bytes = new Uint8Array(await response.arrayBuffer())
    // 128 wide covers 100; the 320×240 photo is red on the left, blue on the right.
    const left = await pixel(bytes, 10, 48)
    expect([left.width, left.height]).toEqual([128, 96])
    expect(left.rgb[0]).toBeGreaterThan(150)
    expect(left.rgb[2]).toBeLessThan(100)
    expect((await pixel(bytes, 118, 48)).rgb[2]).toBeGreaterThan(150)
  })

  it('decodes one HEIC at a time with a few waiting; past them the original is served rather than memory spent', async () => {
    // Six requests whose originals arrive together (a barrier), each for a size not yet kept.
    let release!: () => void
    const barrier = new Promise<void>((resolve) => (release = resolve))
    let arrived = 0
    const held: FileStorage = {
      ...ctx.storage,
      getStream: async () => null,
      put: async () => undefined,
      get: async () => {
        if (++arrived === 6) release()
        await barrier
        return fixture.slice()
      },
    }
    const results = await Promise.all(
      [64, 128, 256, 512, 1024, 100].map((size) => imageVariant(held, { storageKey: '1/heic', mime: 'image/heic' }, size)),
    )
    expect(results.filter((result) => result !== null)).toHaveLength(4)
    // Once they are done, the next one is decoded again.
    expect(await imageVariant(held, { storageKey: '1/heic', mime: 'image/heic' }, 64)).not.toBeNull()
  })

  it('a JPEG turned by its EXIF orientation, made once and kept, deleted with the file', async () => {
    const patient = await createSignedInPatient(ctx.db)
    // 600×400 stored sideways: orientation 6 means it shows 400 wide and 600 high.
    const jpeg = await sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 20, g: 160, b: 40 } } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer()
    const stored = await upload(patient, new Uint8Array(jpeg), 'scan.jpg')
    const id = stored.body.data.file.id
    const first = new Uint8Array(await (await thumbnail(patient, id, 256)).arrayBuffer())
    expect(await pixel(first, 5, 5)).toMatchObject({ width: 256, height: 384 })
    const [row] = await rowsOf(patient.user.id)
    const kept = join(ctx.filesDir, `${row!.storageKey}.w256.webp`)
    expect(existsSync(kept)).toBe(true)
    // The second answer is the kept copy.
    expect(new Uint8Array(await (await thumbnail(patient, id, 200)).arrayBuffer())).toEqual(first)
    // A size past the largest copy is the largest; no size is the original.
    expect((await pixel(new Uint8Array(await (await thumbnail(patient, id, 5000)).arrayBuffer()), 0, 0)).height).toBe(600)
    const original = await ctx.api.fetch(new Request(`http://api/aws-s3/file/${id}`, { headers: patient.headers }))
    expect(original.headers.get('content-type')).toBe('image/jpeg')
    // A PDF has no smaller copy: the original is served.
    const pdf = await upload(patient, encode('%PDF-1.4\n%%EOF'), 'a.pdf')
    expect((await thumbnail(patient, pdf.body.data.file.id, 128)).headers.get('content-type')).toBe('application/pdf')

    await ctx.gql(`mutation($ids: [ID!]!) { attachFileToFolder(file_ids: $ids) { message } }`, { ids: [id] }, patient.headers)
    await ctx.gql(`mutation($id: ID!) { deleteFile(id: $id) { message } }`, { id }, patient.headers)
    expect(existsSync(kept)).toBe(false)
    expect(existsSync(join(ctx.filesDir, row!.storageKey))).toBe(false)
  })
})

describe('the orphan sweep', () => {
  const old = new Date(Date.now() - ORPHAN_GRACE_MS - 60_000)

  it('deletes old bytes no row names and cut-off writes; keeps files with rows, fresh uploads and keys not ours', async () => {
    const patient = await createSignedInPatient(ctx.db)
    const kept = await storeFile(ctx.db, ctx.storage, 10_000_000, {
      ownerId: patient.user.id,
      name: 'kept.pdf',
      mime: 'application/pdf',
      bytes: encode('%PDF-1.4'),
    })
    if (!kept.ok) throw new Error('not stored')
    const orphan = `${patient.user.id}/${randomUUID()}`
    const fresh = `${patient.user.id}/${randomUUID()}`
    const partial = `.partial/${randomUUID()}`
    const orphanCopy = `${orphan}.w128.webp`
    const keptCopy = `${kept.file.storageKey}.w128.webp`
    for (const key of [orphan, orphanCopy, keptCopy, fresh, partial, 'notes/readme'])
      await ctx.storage.put(key, encode('bytes'), 'application/octet-stream')
    for (const key of [orphan, orphanCopy, keptCopy, partial, kept.file.storageKey, 'notes/readme'])
      utimesSync(join(ctx.filesDir, key), old, old)

    expect(await sweepOrphanedBytes(ctx.db, ctx.storage, new Date())).toBeGreaterThanOrEqual(3)
    expect(await ctx.storage.get(orphan)).toBeNull()
    expect(await ctx.storage.get(orphanCopy)).toBeNull()
    expect(await ctx.storage.get(keptCopy)).not.toBeNull()
    expect(existsSync(join(ctx.filesDir, partial))).toBe(false)
    expect(await ctx.storage.get(kept.file.storageKey)).not.toBeNull()
    expect(await ctx.storage.get(fresh)).not.toBeNull()
    expect(await ctx.storage.get('notes/readme')).not.toBeNull()
  })

  it('works through an S3 listing page by page', async () => {
    const s3 = await startLocalS3({ listPageSize: 2 })
    try {
      const storage = s3FileStorage(s3.config('documents'))
      const patient = await createSignedInPatient(ctx.db)
      const kept = await storeFile(ctx.db, storage, 10_000_000, {
        ownerId: patient.user.id,
        name: 'kept.pdf',
        mime: 'application/pdf',
        bytes: encode('%PDF-1.4'),
      })
      if (!kept.ok) throw new Error('not stored')
      const orphans = Array.from({ length: 3 }, () => `${patient.user.id}/${randomUUID()}`)
      for (const key of orphans) await storage.put(key, encode('bytes'), 'application/octet-stream')
      for (const object of s3.objects.values()) object.modifiedAt = old
      expect(await sweepOrphanedBytes(ctx.db, storage, new Date())).toBe(3)
      expect([...s3.objects.keys()]).toEqual([`/documents/${kept.file.storageKey}`])
    } finally {
      await s3.close()
    }
  })
})

describe('S3 storage adapter: streamed uploads (contract against a local server)', () => {
  let s3: Awaited<ReturnType<typeof startLocalS3>>
  beforeAll(async () => {
    s3 = await startLocalS3()
  })
  afterAll(() => s3.close())

  async function* chunksOf(bytes: Uint8Array, size = 1024 * 1024, failAfter?: number) {
    for (let offset = 0; offset < bytes.length; offset += size) {
      if (failAfter !== undefined && offset >= failAfter) throw new Error('client went away')
      yield bytes.subarray(offset, offset + size)
    }
  }

  it('a small stream is one signed PUT', async () => {
    const storage = s3FileStorage(s3.config('documents'))
    s3.seen.length = 0
    expect(await storage.putStream('1/small', chunksOf(encode('%PDF-1.4 small'), 4), 'application/pdf')).toBe(14)
    expect(s3.seen.map((request) => `${request.method} ${request.url}`)).toEqual(['PUT /documents/1/small'])
    const read = await storage.getStream('1/small')
    expect(read?.size).toBe(14)
    expect(Buffer.from(await new Response(read!.body).arrayBuffer()).toString()).toBe('%PDF-1.4 small')
    expect(await storage.getStream('1/none')).toBeNull()
  })

  it('a large stream is a multipart upload of hashed parts, assembled in order', async () => {
    const storage = s3FileStorage(s3.config('documents'))
    s3.seen.length = 0
    const bytes = noise(2 * S3_PART_BYTES + 1000)
    expect(await storage.putStream('1/large', chunksOf(bytes), 'application/dicom')).toBe(bytes.length)
    const calls = s3.seen.map((request) => `${request.method} ${request.url.replace(/uploadId=[^&]+/, 'uploadId=ID')}`)
    expect(calls).toEqual([
      'POST /documents/1/large?uploads',
      'PUT /documents/1/large?partNumber=1&uploadId=ID',
      'PUT /documents/1/large?partNumber=2&uploadId=ID',
      'PUT /documents/1/large?partNumber=3&uploadId=ID',
      'POST /documents/1/large?uploadId=ID',
    ])
    expect(s3.seen.every((request) => request.method !== 'PUT' || /^[0-9a-f]{64}$/.test(request.sha ?? ''))).toBe(true)
    expect(Buffer.compare(s3.objects.get('/documents/1/large')!.body, Buffer.from(bytes))).toBe(0)
  })

  it('a stream that fails half-way aborts its multipart upload and leaves no object', async () => {
    const storage = s3FileStorage(s3.config('documents'))
    s3.seen.length = 0
    await expect(
      storage.putStream('1/broken', chunksOf(noise(3 * S3_PART_BYTES), 1024 * 1024, S3_PART_BYTES + 1), 'application/zip'),
    ).rejects.toThrow('client went away')
    expect(s3.seen.at(-1)).toMatchObject({ method: 'DELETE' })
    expect(s3.uploads.size).toBe(0)
    expect(s3.objects.has('/documents/1/broken')).toBe(false)
  })
})
