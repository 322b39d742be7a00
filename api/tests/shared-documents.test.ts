import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../src/db/schema'
import {
  createSignedInDoctor,
  createSignedInPatient,
  errorCode,
  insertAppointment,
  multipartRequest,
  setupTestApi,
  type TestApi,
} from './helpers'

/**
 * Folders a patient shares with a doctor (issue 29): the doctor reads them through the API's
 * doctor role until the patient revokes the share, and every download lands in the patient's
 * access log, which only the patient reads.
 */

let ctx: TestApi
beforeAll(async () => {
  ctx = await setupTestApi()
})
afterAll(() => ctx.close())

type Account = { headers: Record<string, string> }

async function createFolder(who: Account, name: string, parentId?: string) {
  const data = await ctx.gqlOk<{ createFolder: { id: string } }>(
    `mutation($name: String!, $p: ID) { createFolder(name: $name, parent_id: $p) { id } }`,
    { name, p: parentId },
    who,
  )
  return data.createFolder.id
}

async function storeDocument(who: Account, name: string, folderId?: string) {
  const form = new FormData()
  form.set('file', new File([new TextEncoder().encode(`%PDF-1.4\n% ${name}\n`)], name, { type: 'application/pdf' }))
  const response = await ctx.api.fetch(await multipartRequest('http://api/storage/file', form, who.headers))
  const { data } = (await response.json()) as { data: { file: { id: string } } }
  await ctx.gqlOk(
    `mutation($ids: [ID!]!, $f: ID) { attachFileToFolder(file_ids: $ids, folder_id: $f) { message } }`,
    { ids: [data.file.id], f: folderId },
    who,
  )
  return data.file.id
}

const download = (who: Account, id: string) => ctx.api.fetch(new Request(`http://api/storage/file/${id}`, { headers: who.headers }))

const LISTING = `query($f: ID!) { doctorFolder(folder_id: $f, sort_option: 3) { folder { id name doctors { id } } path { name } children { name doctors { id } } files { id name } } }`
type Listing = {
  doctorFolder: {
    folder: { id: string; name: string; doctors: unknown[] }
    path: { name: string }[]
    children: { name: string; doctors: unknown[] }[]
    files: { id: string; name: string }[]
  }
}
const LOG = `query($folder: ID, $file: ID) { getAccessLog(folder_id: $folder, file_id: $file) { doctor { slug } file_id file_name folder_id action at } }`
type Log = {
  getAccessLog: {
    doctor: { slug: string }
    file_id: string | null
    file_name: string
    folder_id: string | null
    action: string
    at: string
  }[]
}

describe('a folder shared with a doctor', () => {
  it('is read by that doctor below the shared folder only; every download is logged for the patient; revoking ends it at once', async () => {
    const patient = await createSignedInPatient(ctx.db, { firstName: 'Lena', lastName: 'Vogel' })
    const doctor = await createSignedInDoctor(ctx.db, 'dr-anna-keller')
    const otherDoctor = await createSignedInDoctor(ctx.db, 'dr-elena-sokolova')
    const otherPatient = await createSignedInPatient(ctx.db)
    await insertAppointment(ctx.db, patient.user.id, doctor.doctor.id)

    const health = await createFolder(patient, 'Health')
    const cardiology = await createFolder(patient, 'Cardiology', health)
    const ecg = await createFolder(patient, 'ECG', cardiology)
    const privateFolder = await createFolder(patient, 'Private')
    const letter = await storeDocument(patient, 'letter.pdf', cardiology)
    const trace = await storeDocument(patient, 'trace.pdf', ecg)
    const above = await storeDocument(patient, 'referral.pdf', health)
    const root = await storeDocument(patient, 'root.pdf')
    const secret = await storeDocument(patient, 'diary.pdf', privateFolder)
    await ctx.gqlOk(
      `mutation($f: ID!, $d: [ID!]!) { shareFolder(folder_id: $f, doctor_ids: $d) { id } }`,
      { f: cardiology, d: [String(doctor.doctor.id)] },
      patient,
    )

    // The doctor's list of shares names the patient, not the folders above the shared one.
    const shares = await ctx.gqlOk<{
      doctorSharedFolders: {
        folder: { id: string; name: string; doctors: unknown[] }
        patient_first_name: string
        patient_last_name: string
      }[]
    }>(`{ doctorSharedFolders { folder { id name doctors { id } } patient_first_name patient_last_name } }`, {}, doctor)
    expect(shares.doctorSharedFolders).toEqual([
      { folder: { id: cardiology, name: 'Cardiology', doctors: [] }, patient_first_name: 'Lena', patient_last_name: 'Vogel' },
    ])
    const shared = await ctx.gqlOk<Listing>(LISTING, { f: cardiology }, doctor)
    expect(shared.doctorFolder).toEqual({
      folder: { id: cardiology, name: 'Cardiology', doctors: [] },
      path: [{ name: 'Cardiology' }],
      children: [{ name: 'ECG', doctors: [] }],
      files: [{ id: letter, name: 'letter.pdf' }],
    })
    const below = await ctx.gqlOk<Listing>(LISTING, { f: ecg }, doctor)
    expect(below.doctorFolder.path).toEqual([{ name: 'Cardiology' }, { name: 'ECG' }])
    expect(below.doctorFolder.files).toEqual([{ id: trace, name: 'trace.pdf' }])
    for (const folder of [health, privateFolder]) expect(errorCode(await ctx.gql(LISTING, { f: folder }, doctor.headers))).toBe('NOT_FOUND')

    // Downloads: what is in the shared folder and below it; nothing above, beside or in the root.
    for (const id of [letter, trace]) expect((await download(doctor, id)).status).toBe(200)
    for (const id of [above, root, secret]) expect((await download(doctor, id)).status).toBe(404)
    // The patient's own downloads and the doctor's listings are not the log's business.
    expect((await download(patient, letter)).status).toBe(200)
    await ctx.gqlOk<Listing>(LISTING, { f: cardiology }, doctor)

    const log = (await ctx.gqlOk<Log>(LOG, {}, patient)).getAccessLog
    expect(
      log.map(({ doctor: who, file_id, file_name, folder_id, action }) => ({ who: who.slug, file_id, file_name, folder_id, action })),
    ).toEqual([
      { who: 'dr-anna-keller', file_id: trace, file_name: 'trace.pdf', folder_id: ecg, action: 'download' },
      { who: 'dr-anna-keller', file_id: letter, file_name: 'letter.pdf', folder_id: cardiology, action: 'download' },
    ])
    expect((await ctx.gqlOk<Log>(LOG, { folder: ecg }, patient)).getAccessLog.map((entry) => entry.file_name)).toEqual(['trace.pdf'])
    expect((await ctx.gqlOk<Log>(LOG, { folder: cardiology }, patient)).getAccessLog).toHaveLength(2)
    expect((await ctx.gqlOk<Log>(LOG, { file: letter }, patient)).getAccessLog.map((entry) => entry.file_name)).toEqual(['letter.pdf'])
    expect((await ctx.gqlOk<Log>(LOG, { folder: privateFolder }, patient)).getAccessLog).toEqual([])

    // A doctor without access, and another patient, get nothing of it.
    expect(
      (await ctx.gqlOk<{ doctorSharedFolders: unknown[] }>(`{ doctorSharedFolders { granted_at } }`, {}, otherDoctor)).doctorSharedFolders,
    ).toEqual([])
    expect(errorCode(await ctx.gql(LISTING, { f: cardiology }, otherDoctor.headers))).toBe('NOT_FOUND')
    expect((await download(otherDoctor, letter)).status).toBe(404)
    expect((await download(otherPatient, letter)).status).toBe(404)
    expect((await ctx.gqlOk<Log>(LOG, { folder: cardiology }, otherPatient)).getAccessLog).toEqual([])
    expect((await ctx.gqlOk<Log>(LOG, {}, otherPatient)).getAccessLog).toEqual([])
    expect(errorCode(await ctx.gql(`{ doctorSharedFolders { granted_at } }`, {}, otherPatient.headers))).toBe('FORBIDDEN')
    // A doctor's session is no patient's (requirePatient).
    expect(errorCode(await ctx.gql(LOG, {}, doctor.headers))).toBe('UNAUTHENTICATED')

    // Revoked: the very next request is refused, and the log keeps what happened.
    await ctx.gqlOk(
      `mutation($f: ID!, $d: [ID!]!) { deleteFolderAccess(folder_id: $f, doctor_ids: $d) { id } }`,
      { f: cardiology, d: [String(doctor.doctor.id)] },
      patient,
    )
    expect((await download(doctor, letter)).status).toBe(404)
    expect(errorCode(await ctx.gql(LISTING, { f: ecg }, doctor.headers))).toBe('NOT_FOUND')
    expect(
      (await ctx.gqlOk<{ doctorSharedFolders: unknown[] }>(`{ doctorSharedFolders { granted_at } }`, {}, doctor)).doctorSharedFolders,
    ).toEqual([])
    expect((await ctx.gqlOk<Log>(LOG, {}, patient)).getAccessLog).toHaveLength(2)

    // A deleted file's entry stays, with its name.
    await ctx.gqlOk(`mutation($id: ID!) { deleteFile(id: $id) { message } }`, { id: trace }, patient)
    const [entry] = (await ctx.gqlOk<Log>(LOG, {}, patient)).getAccessLog
    expect(entry).toMatchObject({ file_id: null, file_name: 'trace.pdf', folder_id: ecg })
    expect(await ctx.db.$count(t.documentAccessLog, eq(t.documentAccessLog.ownerId, patient.user.id))).toBe(2)
  })
})
