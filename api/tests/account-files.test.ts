import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { s3FileStorage } from '../src/adapters/storage'
import * as t from '../src/db/schema'
import { MAX_AVATAR_BYTES } from '../src/users/account.routes'
import { contentDisposition } from '../src/shared/content-disposition'
import { createSignedInPatient, multipartRequest, rest, setupTestApi, type TestApi } from './helpers'
import { setPlanStorage, subscribeToPremium } from './payment-flows'
import { startLocalS3 } from './s3-server'

let ctx: TestApi
beforeAll(async () => {
  ctx = await setupTestApi()
})
afterAll(() => ctx.close())

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 1, 2, 3])
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70])
const WEBP = new TextEncoder().encode('RIFF\x10\x00\x00\x00WEBPVP8 ')
const GIF = new TextEncoder().encode('GIF89a\x01\x00\x01\x00')

function upload(
  bytes: Uint8Array<ArrayBuffer>,
  headers: Record<string, string> = {},
  name = 'photo.png',
  type = 'image/png',
  api = ctx.api,
) {
  const form = new FormData()
  form.set('file', new File([bytes], name, { type }))
  return multipartRequest('http://api/aws-s3', form, { locale: 'de', ...headers }).then((request) => api.fetch(request))
}

const get = (path: string, headers: Record<string, string> = {}) => ctx.api.fetch(new Request(`http://api${path}`, { headers }))
/** POST /auth/delete confirmed with the patient's password. */
const deleteAccount = (api: TestApi['api'], patient: { headers: Record<string, string>; password: string }) =>
  rest(api, 'POST', '/auth/delete', { body: { current_password: patient.password }, headers: patient.headers })

describe('POST /aws-s3 and GET /aws-s3/file/:id', () => {
  it('stores an image and serves its bytes to the owner only', async () => {
    const owner = await createSignedInPatient(ctx.db)
    const stranger = await createSignedInPatient(ctx.db)
    const response = await upload(PNG, owner.headers, 'me.png', 'application/octet-stream')
    expect(response.status).toBe(201)
    const body: { data: { data: { id: string; name: string; url: string } } } = await response.json()
    expect(body.data.data).toEqual({ id: expect.stringMatching(/^\d+$/), name: 'me.png', url: `/aws-s3/file/${body.data.data.id}` })

    const mine = await get(`${body.data.data.url}?size=200`, owner.headers)
    expect(mine.status).toBe(200)
    // The type comes from the bytes, not from what the client claimed.
    expect(mine.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await mine.arrayBuffer())).toEqual(PNG)

    const theirs = await get(body.data.data.url, stranger.headers)
    expect(theirs.status).toBe(404)
    expect(await theirs.json()).toMatchObject({ code: 'not_found' })
    expect((await get(body.data.data.url)).status).toBe(401)
    expect((await get('/aws-s3/file/999999', owner.headers)).status).toBe(404)
    expect((await get('/aws-s3/file/..%2F..%2Fetc', owner.headers)).status).toBe(404)
  })

  it.each([
    ['jpeg', JPEG, 'image/jpeg'],
    ['webp', WEBP, 'image/webp'],
    ['gif', GIF, 'image/gif'],
  ])('accepts %s', async (_, bytes, mime) => {
    const owner = await createSignedInPatient(ctx.db)
    const response = await upload(bytes, owner.headers, `a.${_}`, mime)
    expect(response.status).toBe(201)
    const [row] = await ctx.db.select().from(t.storedFiles).where(eq(t.storedFiles.ownerId, owner.user.id))
    expect(row).toMatchObject({ mime, size: bytes.byteLength })
  })

  it('refuses other types (even named .png), too-large files and missing files', async () => {
    const owner = await createSignedInPatient(ctx.db)
    const pdf = await upload(new TextEncoder().encode('%PDF-1.7 ...'), owner.headers, 'fake.png', 'image/png')
    expect(pdf.status).toBe(422)
    expect(await pdf.json()).toMatchObject({
      code: 'validation_failed',
      message: 'Bitte prüfen Sie die markierten Felder.',
      errors: [{ name: 'file', messages: ['file_type'] }],
    })

    const justOver = new Uint8Array(MAX_AVATAR_BYTES + 1)
    justOver.set(PNG)
    const big = await upload(justOver, owner.headers)
    expect(big.status).toBe(422)
    expect(await big.json()).toMatchObject({ errors: [{ name: 'file', messages: ['file_size'] }] })

    const huge = await upload(new Uint8Array(MAX_AVATAR_BYTES * 2), owner.headers)
    expect(huge.status).toBe(413)

    const empty = await ctx.api.fetch(await multipartRequest('http://api/aws-s3', new FormData(), owner.headers))
    expect(empty.status).toBe(422)
    expect(await ctx.db.$count(t.storedFiles, eq(t.storedFiles.ownerId, owner.user.id))).toBe(0)
  })

  it('needs a signed-in patient', async () => {
    expect((await upload(PNG)).status).toBe(401)
  })
})

describe('account deletion', () => {
  const storedPath = async (ownerId: number) => {
    const [row] = await ctx.db.select().from(t.storedFiles).where(eq(t.storedFiles.ownerId, ownerId))
    return join(ctx.filesDir, row!.storageKey)
  }

  it('deletes the stored bytes of the patient’s files, not only the rows, and leaves other patients’ files', async () => {
    const owner = await createSignedInPatient(ctx.db)
    const other = await createSignedInPatient(ctx.db)
    expect((await upload(PNG, owner.headers)).status).toBe(201)
    expect((await upload(JPEG, other.headers)).status).toBe(201)
    const mine = await storedPath(owner.user.id)
    const theirs = await storedPath(other.user.id)
    expect(existsSync(mine)).toBe(true)

    expect((await deleteAccount(ctx.api, owner)).status).toBe(200)
    expect(existsSync(mine)).toBe(false)
    expect(await ctx.db.$count(t.storedFiles, eq(t.storedFiles.ownerId, owner.user.id))).toBe(0)
    expect(existsSync(theirs)).toBe(true)
  })

  it('keeps the account when the store cannot delete, so the patient can try again', async () => {
    const owner = await createSignedInPatient(ctx.db)
    expect((await upload(PNG, owner.headers)).status).toBe(201)
    const path = await storedPath(owner.user.id)
    const broken = ctx.makeApi({ storage: { ...ctx.storage, delete: () => Promise.reject(new Error('store unavailable')) } })
    const failed = await deleteAccount(broken, owner)
    expect(failed.status).toBe(500)
    expect(await ctx.db.$count(t.users, eq(t.users.id, owner.user.id))).toBe(1)
    expect(existsSync(path)).toBe(true)

    expect((await deleteAccount(ctx.api, owner)).status).toBe(200)
    expect(existsSync(path)).toBe(false)
  })
})

// Issue 25: a PDF uploaded as `findings.bat` downloaded as `findings.bat`.
describe('downloads are named after the type sniffed at upload (RFC 6266)', () => {
  const PDF = new TextEncoder().encode('%PDF-1.4\n%findings\n')

  it('GET /storage/file/:id: a PDF named .bat downloads as .pdf', async () => {
    const owner = await createSignedInPatient(ctx.db)
    const form = new FormData()
    form.set('file', new File([PDF], 'findings.bat', { type: 'application/x-msdownload' }))
    const stored = await ctx.api.fetch(await multipartRequest('http://api/storage/file', form, owner.headers))
    expect(stored.status).toBe(201)
    const { data } = (await stored.json()) as { data: { file: { url: string } } }
    const response = await get(data.file.url, owner.headers)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="findings.pdf"; filename*=UTF-8''findings.pdf`)
  })

  it('GET /aws-s3/file/:id: a PNG named .exe, with letters beyond ASCII, is served as .png', async () => {
    const owner = await createSignedInPatient(ctx.db)
    const { data } = (await (await upload(PNG, owner.headers, 'Befund Müller.exe')).json()) as { data: { data: { url: string } } }
    const response = await get(data.data.url, owner.headers)
    expect(response.headers.get('content-disposition')).toBe(
      `inline; filename="Befund M_ller.png"; filename*=UTF-8''Befund%20M%C3%BCller.png`,
    )
  })

  it('the one header builder: extension from the type, RFC 5987 escapes, a plain fallback', () => {
    expect(contentDisposition('attachment', 'scan', 'image/jpeg')).toBe(`attachment; filename="scan.jpg"; filename*=UTF-8''scan.jpg`)
    expect(contentDisposition('inline', "it's (1).pdf.bat", 'application/pdf')).toBe(
      `inline; filename="it_s _1_.pdf.pdf"; filename*=UTF-8''it%27s%20%281%29.pdf.pdf`,
    )
    expect(contentDisposition('inline', '.bat', 'application/pdf')).toBe(`inline; filename="file.pdf"; filename*=UTF-8''file.pdf`)
    expect(contentDisposition('inline', 'report-7.pdf', 'application/pdf')).toBe(
      `inline; filename="report-7.pdf"; filename*=UTF-8''report-7.pdf`,
    )
  })
})

describe('avatar through updatePatient', () => {
  const SET_AVATAR = `mutation($input: UpdatePatientInput!) { updatePatient(input: $input) { avatar } }`

  it('takes the patient’s own upload and refuses another patient’s file id', async () => {
    const owner = await createSignedInPatient(ctx.db)
    const stranger = await createSignedInPatient(ctx.db)
    const { data } = (await (await upload(PNG, owner.headers)).json()) as { data: { data: { id: string; url: string } } }

    const mine = await ctx.gql(SET_AVATAR, { input: { avatar: data.data.id } }, owner.headers)
    expect(mine.data).toEqual({ updatePatient: { avatar: data.data.url } })

    const theirs = await ctx.gql(SET_AVATAR, { input: { avatar: data.data.id } }, stranger.headers)
    expect(theirs.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      errors: [{ name: 'avatar', messages: ['invalid_value'] }],
    })

    const removed = await ctx.gql(SET_AVATAR, { input: { avatar: null } }, owner.headers)
    expect(removed.data).toEqual({ updatePatient: { avatar: null } })
  })
})

describe("storage quota (the plan's document storage, from the entitlements service)", () => {
  const SET_AVATAR = `mutation($input: UpdatePatientInput!) { updatePatient(input: $input) { avatar } }`
  // The free plan's storage: room for exactly two PNGs per patient while these tests run.
  let restoreFreeStorage: () => Promise<void>
  beforeAll(async () => {
    restoreFreeStorage = await setPlanStorage(ctx, 'Basic', 2 * PNG.byteLength)
  })
  afterAll(() => restoreFreeStorage())
  const filesOf = (ownerId: number) => ctx.db.select().from(t.storedFiles).where(eq(t.storedFiles.ownerId, ownerId))
  const uploadedId = async (response: Response) => {
    expect(response.status).toBe(201)
    return ((await response.json()) as { data: { data: { id: string } } }).data.data.id
  }

  it('refuses the upload that would go over the quota, translated, and stores nothing of it', async () => {
    const api = ctx.api
    const owner = await createSignedInPatient(ctx.db)
    await uploadedId(await upload(PNG, owner.headers, 'a.png', 'image/png', api))
    await uploadedId(await upload(PNG, owner.headers, 'b.png', 'image/png', api)) // exactly at the quota
    const over = await upload(GIF, owner.headers, 'c.gif', 'image/gif', api)
    expect(over.status).toBe(422)
    expect(await over.json()).toMatchObject({
      code: 'storage_limit_reached',
      message: 'Ihr Speicher ist voll. Löschen Sie Dateien, um neue hochzuladen.',
      errors: [{ name: 'file', messages: ['storage_limit_reached'] }],
    })
    const files = await filesOf(owner.user.id)
    expect(files.map((f) => f.name).sort()).toEqual(['a.png', 'b.png'])
    expect(readdirSync(join(ctx.filesDir, String(owner.user.id)))).toHaveLength(2)
  })

  it("does not count another patient's files", async () => {
    const api = ctx.api
    const full = await createSignedInPatient(ctx.db)
    const other = await createSignedInPatient(ctx.db)
    await uploadedId(await upload(PNG, full.headers, 'a.png', 'image/png', api))
    await uploadedId(await upload(PNG, full.headers, 'b.png', 'image/png', api))
    expect((await upload(PNG, full.headers, 'c.png', 'image/png', api)).status).toBe(422)
    await uploadedId(await upload(PNG, other.headers, 'a.png', 'image/png', api))
    await uploadedId(await upload(PNG, other.headers, 'b.png', 'image/png', api))
  })

  it('deletes a replaced or removed avatar (record and bytes), which frees its room', async () => {
    const api = ctx.api
    const owner = await createSignedInPatient(ctx.db)
    const first = await uploadedId(await upload(PNG, owner.headers, 'first.png', 'image/png', api))
    expect((await ctx.gql(SET_AVATAR, { input: { avatar: first } }, owner.headers, api)).errors).toBeUndefined()
    const [firstRow] = await filesOf(owner.user.id)
    const second = await uploadedId(await upload(PNG, owner.headers, 'second.png', 'image/png', api))
    expect((await ctx.gql(SET_AVATAR, { input: { avatar: second } }, owner.headers, api)).errors).toBeUndefined()
    expect((await filesOf(owner.user.id)).map((f) => f.name)).toEqual(['second.png'])
    expect(existsSync(join(ctx.filesDir, firstRow!.storageKey))).toBe(false)
    // the freed room takes a new upload; the quota is full again after it
    await uploadedId(await upload(PNG, owner.headers, 'third.png', 'image/png', api))
    expect((await upload(PNG, owner.headers, 'fourth.png', 'image/png', api)).status).toBe(422)

    expect((await ctx.gql(SET_AVATAR, { input: { avatar: null } }, owner.headers, api)).data).toEqual({ updatePatient: { avatar: null } })
    expect((await filesOf(owner.user.id)).map((f) => f.name)).toEqual(['third.png'])
  })

  it("a Premium subscriber keeps Premium's storage past the free plan's, and the free plan's again once it lapses", async () => {
    const at = { now: new Date() }
    const api = ctx.makeApi({ clock: () => at.now })
    const owner = await createSignedInPatient(ctx.db)
    const subscription = await subscribeToPremium(ctx, owner, api)
    for (const name of ['a.png', 'b.png', 'c.png', 'd.png']) await uploadedId(await upload(PNG, owner.headers, name, 'image/png', api))
    expect(await filesOf(owner.user.id)).toHaveLength(4)

    // At the expiration date exactly the subscription is gone, and with it the room: the free plan's is full.
    at.now = subscription.expirationDate
    const refused = await upload(PNG, owner.headers, 'e.png', 'image/png', api)
    expect(refused.status).toBe(422)
    expect(await refused.json()).toMatchObject({ code: 'storage_limit_reached' })
    expect(await filesOf(owner.user.id)).toHaveLength(4)
  })

  it('keeps no record of an upload whose bytes the store refused', async () => {
    const owner = await createSignedInPatient(ctx.db)
    const broken = ctx.makeApi({ storage: { ...ctx.storage, putStream: () => Promise.reject(new Error('store unavailable')) } })
    expect((await upload(PNG, owner.headers, 'a.png', 'image/png', broken)).status).toBe(500)
    expect(await filesOf(owner.user.id)).toEqual([])
  })
})

describe('GET /health', () => {
  it("answers the caller's own health answers, null before the questionnaire", async () => {
    const first = await createSignedInPatient(ctx.db, { healthInfo: { height: 181, heightUnit: 'cm' } })
    const second = await createSignedInPatient(ctx.db)
    expect(await (await get('/health', first.headers)).json()).toEqual({ data: { patient_health: { height: 181, heightUnit: 'cm' } } })
    expect(await (await get('/health', second.headers)).json()).toEqual({ data: { patient_health: null } })
    const anonymous = await get('/health')
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toMatchObject({ code: 'unauthorized' })
  })
})

describe('S3 storage adapter (contract against a local server)', () => {
  let s3: Awaited<ReturnType<typeof startLocalS3>>
  beforeAll(async () => {
    s3 = await startLocalS3()
  })
  afterAll(() => s3.close())

  it('PUTs and GETs path-style objects with SigV4 signatures for the region and s3 service', async () => {
    const { seen, objects } = s3
    const storage = s3FileStorage(s3.config('avatars'))
    await storage.put('12/abc', PNG, 'image/png')
    expect(seen[0]).toMatchObject({ method: 'PUT', url: '/avatars/12/abc' })
    expect(seen[0]!.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/eu-central-1\/s3\/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    )
    expect(seen[0]!.amzDate).toMatch(/^\d{8}T\d{6}Z$/)
    expect(objects.get('/avatars/12/abc')).toMatchObject({ body: Buffer.from(PNG), type: 'image/png' })

    expect(await storage.get('12/abc')).toEqual(new Uint8Array(PNG))
    expect(seen[1]).toMatchObject({ method: 'GET', url: '/avatars/12/abc' })
    expect(await storage.get('12/missing')).toBeNull()
    await storage.delete('12/abc')
    expect(objects.size).toBe(0)
  })

  it('surfaces refused requests and rejects unsafe keys', async () => {
    const wrong = s3FileStorage(s3.config('avatars', 'not-the-secret'))
    await expect(wrong.put('1/x', PNG, 'image/png')).rejects.toThrow(/403/)
    await expect(wrong.get('../etc/passwd')).rejects.toThrow(/unsafe/)
  })
})
