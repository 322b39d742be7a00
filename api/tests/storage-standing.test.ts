import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../src/db/schema'
import { sweepUnusedUploads, UNUSED_UPLOAD_GRACE_MS } from '../src/users/files.service'
import {
  createSignedInDoctor,
  createSignedInPatient,
  errorCode,
  insertAppointment,
  multipartRequest,
  setupTestApi,
  type TestApi,
} from './helpers'
import { setPlanStorage, subscribeToPremium } from './payment-flows'

/**
 * What a patient's storage allows (issue 29): a free plan with its storage used up is locked out of
 * its documents by the API itself ('unlock to view', spec part 2 §5, §6), not only by the page; and
 * uploads nobody saved stop counting against it, discarded by the patient or by the sweep.
 */

let ctx: TestApi
beforeAll(async () => {
  ctx = await setupTestApi()
})
afterAll(() => ctx.close())

type Patient = Awaited<ReturnType<typeof createSignedInPatient>>

/** A PDF of `size` bytes uploaded through POST /storage/file (not saved anywhere yet); answers its id. */
async function upload(patient: Patient, name: string, size = 100): Promise<string> {
  const header = '%PDF-1.4\n'
  const form = new FormData()
  form.set('file', new File([new TextEncoder().encode(header + ' '.repeat(size - header.length))], name, { type: 'application/pdf' }))
  const response = await ctx.api.fetch(await multipartRequest('http://api/storage/file', form, patient.headers))
  expect(response.status).toBe(201)
  return ((await response.json()) as { data: { file: { id: string } } }).data.file.id
}

const saveToDocuments = (patient: Patient, ids: string[], folderId?: string) =>
  ctx.gqlOk(
    `mutation($ids: [ID!]!, $f: ID) { attachFileToFolder(file_ids: $ids, folder_id: $f) { message } }`,
    { ids, f: folderId },
    patient,
  )

const get = (path: string, who?: { headers: Record<string, string> }) =>
  ctx.api.fetch(new Request(`http://api${path}`, { headers: { locale: 'de', ...who?.headers } }))

const standing = async (patient: Patient) =>
  (
    await ctx.gqlOk<{ getStorageSize: { used_bytes: number; limit_bytes: number; locked: boolean } }>(
      `{ getStorageSize { used_bytes limit_bytes locked } }`,
      {},
      patient,
    )
  ).getStorageSize

const rowOf = async (id: string) =>
  (
    await ctx.db
      .select()
      .from(t.storedFiles)
      .where(eq(t.storedFiles.id, Number(id)))
  )[0]
const bytesExist = async (id: string) => existsSync(join(ctx.filesDir, (await rowOf(id))!.storageKey))

describe('a free plan with its storage used up (unlock to view)', () => {
  it('refuses its owner the documents’ downloads, images and links until there is room again; appointment files and shared reads stay open', async () => {
    // Room for 1,000 bytes on the free plan: two documents of 600 bytes fill it past the limit.
    const restore = await setPlanStorage(ctx, 'Basic', 1000)
    try {
      const patient = await createSignedInPatient(ctx.db)
      const doctor = await createSignedInDoctor(ctx.db, 'dr-anna-keller')
      const appointment = await insertAppointment(ctx.db, patient.user.id, doctor.doctor.id)
      const folder = (await ctx.gqlOk<{ createFolder: { id: string } }>(`mutation { createFolder(name: "Befunde") { id } }`, {}, patient))
        .createFolder.id
      const report = await upload(patient, 'report.pdf', 600)
      await saveToDocuments(patient, [report], folder)
      // A link copied while there was room.
      const link = ((await (await get(`/storage/file/${report}/no-redirect`, patient)).json()) as { data: { url: string } }).data.url
      await ctx.gqlOk(
        `mutation($f: ID!, $d: [ID!]!) { shareFolder(folder_id: $f, doctor_ids: $d) { id } }`,
        { f: folder, d: [String(doctor.doctor.id)] },
        patient,
      )
      // A file of the appointment's (the conversation's, not the documents'): the quota counts it too.
      const letter = await upload(patient, 'letter.pdf', 300)
      await ctx.db.insert(t.appointmentFiles).values({ appointmentId: appointment.id, fileId: Number(letter), sender: 2 })
      expect(await standing(patient)).toMatchObject({ used_bytes: 900, limit_bytes: 1000, locked: false })
      expect((await get(`/storage/file/${report}`, patient)).status).toBe(200)

      const scan = await upload(patient, 'scan.pdf', 100)
      await saveToDocuments(patient, [scan])
      expect(await standing(patient)).toMatchObject({ used_bytes: 1000, locked: true })
      for (const path of [`/storage/file/${report}`, `/storage/file/${report}/no-redirect`, link, `/aws-s3/file/${scan}`]) {
        const refused = await get(path, path === link ? undefined : patient)
        expect(refused.status, path).toBe(403)
        expect(await refused.json(), path).toMatchObject({ code: 'storage_locked', message: expect.stringContaining('Speicher') })
      }
      // What is not the patient's documents stays open: the appointment's file, and the doctor's read of the shared folder.
      expect((await get(`/storage/file/${letter}`, patient)).status).toBe(200)
      expect((await get(`/storage/file/${report}`, doctor)).status).toBe(200)

      // Deleting a file makes room: the documents open again.
      await ctx.gqlOk(`mutation($id: ID!) { deleteFile(id: $id) { message } }`, { id: scan }, patient)
      expect(await standing(patient)).toMatchObject({ used_bytes: 900, locked: false })
      expect((await get(`/storage/file/${report}`, patient)).status).toBe(200)
      expect((await get(link)).status).toBe(200)
    } finally {
      await restore()
    }
  })

  it('never locks a subscriber, whatever they store', async () => {
    const restore = await setPlanStorage(ctx, 'Premium', 500)
    try {
      const patient = await createSignedInPatient(ctx.db)
      await subscribeToPremium(ctx, patient)
      const stored = await upload(patient, 'mri.pdf', 500)
      await saveToDocuments(patient, [stored])
      expect(await standing(patient)).toMatchObject({ used_bytes: 500, limit_bytes: 500, locked: false })
      expect((await get(`/storage/file/${stored}`, patient)).status).toBe(200)
    } finally {
      await restore()
    }
  })
})

/** Uploads of the patient's that are used: one saved into the documents, one attached to an appointment, the avatar. */
async function filesInUse(patient: Patient) {
  const doctor = await createSignedInDoctor(ctx.db, 'dr-anna-keller')
  const appointment = await insertAppointment(ctx.db, patient.user.id, doctor.doctor.id)
  const document = await upload(patient, 'document.pdf')
  await saveToDocuments(patient, [document])
  const attached = await upload(patient, 'attached.pdf')
  await ctx.db.insert(t.appointmentFiles).values({ appointmentId: appointment.id, fileId: Number(attached), sender: 2 })
  const avatar = await upload(patient, 'avatar.pdf')
  await ctx.db
    .update(t.users)
    .set({ avatarFileId: Number(avatar) })
    .where(eq(t.users.id, patient.user.id))
  return { doctor, inUse: [document, attached, avatar] }
}

describe('uploads nobody saved', () => {
  const DISCARD = `mutation($id: ID!) { discardUpload(id: $id) { message } }`

  it('the patient discards their own, row and bytes, and with them the storage they took', async () => {
    const patient = await createSignedInPatient(ctx.db)
    const upload1 = await upload(patient, 'cancelled.pdf', 400)
    expect((await standing(patient)).used_bytes).toBe(400)
    expect(await bytesExist(upload1)).toBe(true)
    const key = (await rowOf(upload1))!.storageKey

    await ctx.gqlOk(DISCARD, { id: upload1 }, patient)
    expect(await rowOf(upload1)).toBeUndefined()
    expect(existsSync(join(ctx.filesDir, key))).toBe(false)
    expect((await standing(patient)).used_bytes).toBe(0)
    // Twice: it is gone.
    expect(errorCode(await ctx.gql(DISCARD, { id: upload1 }, patient.headers))).toBe('NOT_FOUND')
  })

  it('leaves alone what is saved somewhere, and another patient’s uploads', async () => {
    const patient = await createSignedInPatient(ctx.db)
    const other = await createSignedInPatient(ctx.db)
    const { doctor, inUse } = await filesInUse(patient)
    const theirs = await upload(other, 'theirs.pdf')

    for (const id of [...inUse, theirs]) {
      expect(errorCode(await ctx.gql(DISCARD, { id }, patient.headers)), id).toBe('NOT_FOUND')
      expect(await rowOf(id), id).toBeDefined()
      expect(await bytesExist(id), id).toBe(true)
    }
    // A doctor is not a patient.
    expect(errorCode(await ctx.gql(DISCARD, { id: theirs }, doctor.headers))).toBe('UNAUTHENTICATED')
  })

  it('the sweep discards uploads left unsaved for a day, and nothing saved or younger', async () => {
    const patient = await createSignedInPatient(ctx.db)
    const forgotten = await upload(patient, 'forgotten.pdf')
    const fresh = await upload(patient, 'fresh.pdf')
    const { inUse } = await filesInUse(patient)
    const forgottenKey = (await rowOf(forgotten))!.storageKey

    // A day and a minute from now, everything but `fresh` (uploaded "later") is past the grace.
    const later = new Date(Date.now() + UNUSED_UPLOAD_GRACE_MS + 60_000)
    await ctx.db
      .update(t.storedFiles)
      .set({ createdAt: new Date(later.getTime() - UNUSED_UPLOAD_GRACE_MS / 2) })
      .where(eq(t.storedFiles.id, Number(fresh)))
    expect(await sweepUnusedUploads(ctx.db, ctx.storage, later)).toBeGreaterThanOrEqual(1)

    expect(await rowOf(forgotten)).toBeUndefined()
    expect(existsSync(join(ctx.filesDir, forgottenKey))).toBe(false)
    for (const id of [fresh, ...inUse]) {
      expect(await rowOf(id), id).toBeDefined()
      expect(await bytesExist(id), id).toBe(true)
    }
  })
})
