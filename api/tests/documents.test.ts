import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DOCUMENT_SORT, FOLDER_NAME_MAX, MAX_FOLDER_DEPTH, storageDisplay } from '#contract/documents'
import * as t from '../src/db/schema'
import { createSignedInDoctor, createSignedInPatient, insertAppointment, multipartRequest, setupTestApi, type TestApi } from './helpers'
import { expectStatements } from './statements'

/**
 * The patient's documents (issue 29, spec part 2 §2–§7): folders and files through GraphQL, each
 * patient's own only, a listing in a bounded number of statements.
 */

let ctx: TestApi
beforeAll(async () => {
  ctx = await setupTestApi()
})
afterAll(() => ctx.close())

type Patient = Awaited<ReturnType<typeof createSignedInPatient>>
type Listed = { id: string; name: string; size: number; doctors: { id: string }[] }
type Listing = {
  folder: Listed | null
  path: Listed[]
  children: Listed[]
  files: { id: string; name: string; size: number; folder_id: string | null }[]
}

const LISTING = `query($folder_id: ID, $sort_option: Int, $search: String) {
  getFolders(folder_id: $folder_id, sort_option: $sort_option, search: $search) {
    folder { id name size doctors { id } }
    path { id name }
    children { id name parent_id size updated_at doctors { id first_name } }
    files { id name size mime folder_id url updated_at }
  }
}`

const list = async (patient: Patient, variables: Record<string, unknown> = {}) =>
  (await ctx.gqlOk<{ getFolders: Listing }>(LISTING, variables, patient)).getFolders

async function createFolder(patient: Patient, name: string, parentId?: string): Promise<string> {
  const data = await ctx.gqlOk<{ createFolder: { id: string } }>(
    `mutation($name: String!, $parent_id: ID) { createFolder(name: $name, parent_id: $parent_id) { id } }`,
    { name, parent_id: parentId },
    patient,
  )
  return data.createFolder.id
}

/** A PDF of `size` bytes uploaded through POST /storage/file, then attached to `folderId` (or the root). */
async function uploadDocument(patient: Patient, name: string, size: number, folderId?: string): Promise<string> {
  const form = new FormData()
  const header = '%PDF-1.4\n'
  form.set('file', new File([new TextEncoder().encode(header + ' '.repeat(size - header.length))], name, { type: 'application/pdf' }))
  const response = await ctx.api.fetch(await multipartRequest('http://api/storage/file', form, patient.headers))
  expect(response.status).toBe(201)
  const { data } = (await response.json()) as { data: { file: { id: string } } }
  await ctx.gqlOk(
    `mutation($ids: [ID!]!, $folder: ID) { attachFileToFolder(file_ids: $ids, folder_id: $folder) { message } }`,
    { ids: [data.file.id], folder: folderId },
    patient,
  )
  return data.file.id
}

const storedKeys = async (ownerId: number) =>
  (await ctx.db.select({ key: t.storedFiles.storageKey }).from(t.storedFiles).where(eq(t.storedFiles.ownerId, ownerId))).map(
    (row) => row.key,
  )

describe('folders and files', () => {
  it('nests folders up to the depth the page offers, lists each level with sizes, and deletes a folder with all it holds, bytes last', async () => {
    const patient = await createSignedInPatient(ctx.db)
    const reports = await createFolder(patient, 'Lab reports')
    const year = await createFolder(patient, '2026', reports)
    const month = await createFolder(patient, 'November', year)
    expect(MAX_FOLDER_DEPTH).toBe(3)
    const tooDeep = await ctx.gql(`mutation($p: ID) { createFolder(name: "Week 48", parent_id: $p) { id } }`, { p: month }, patient.headers)
    expect(tooDeep.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'folder_too_deep' })

    await uploadDocument(patient, 'blood.pdf', 300, month)
    await uploadDocument(patient, 'xray.pdf', 200, year)
    await uploadDocument(patient, 'root-note.pdf', 50)

    const root = await list(patient)
    expect(root.folder).toBeNull()
    expect(root.path).toEqual([])
    expect(root.children.map((folder) => [folder.name, folder.size])).toEqual([['Lab reports', 500]])
    expect(root.files.map((file) => file.name)).toEqual(['root-note.pdf'])

    const inYear = await list(patient, { folder_id: year })
    expect(inYear.path.map((folder) => folder.name)).toEqual(['Lab reports', '2026'])
    expect(inYear.folder).toMatchObject({ id: year, size: 500 })
    expect(inYear.children.map((folder) => [folder.name, folder.size])).toEqual([['November', 300]])
    expect(inYear.files).toEqual([
      expect.objectContaining({ name: 'xray.pdf', size: 200, folder_id: year, url: expect.stringMatching(/^\/storage\/file\/\d+$/) }),
    ])

    const keysBefore = await storedKeys(patient.user.id)
    expect(keysBefore).toHaveLength(3)
    await ctx.gqlOk(`mutation($id: ID!) { deleteFolder(id: $id) { message } }`, { id: reports }, patient)
    expect(await ctx.db.select().from(t.folders).where(eq(t.folders.ownerId, patient.user.id))).toEqual([])
    const keysAfter = await storedKeys(patient.user.id)
    expect(keysAfter).toHaveLength(1)
    // The deleted files' bytes are gone from storage; the root file's remain.
    for (const key of keysBefore) expect((await ctx.storage.get(key)) !== null, key).toBe(keysAfter.includes(key))
  })

  it('sorts by the six options and searches the whole tree below, accents and case folded', async () => {
    const patient = await createSignedInPatient(ctx.db)
    const folder = await createFolder(patient, 'Scans')
    await uploadDocument(patient, 'Zahnarzt Befund.pdf', 30)
    await uploadDocument(patient, 'allergy test.pdf', 10)
    await uploadDocument(patient, 'Überweisung.pdf', 20, folder)
    await uploadDocument(patient, 'mri.pdf', 40)
    const names = async (sort: number) => (await list(patient, { sort_option: sort })).files.map((file) => file.name)
    expect(await names(DOCUMENT_SORT.oldest)).toEqual(['Zahnarzt Befund.pdf', 'allergy test.pdf', 'mri.pdf'])
    expect(await names(DOCUMENT_SORT.newest)).toEqual(['mri.pdf', 'allergy test.pdf', 'Zahnarzt Befund.pdf'])
    expect((await list(patient)).files.map((file) => file.name)).toEqual(await names(DOCUMENT_SORT.newest))
    expect(await names(DOCUMENT_SORT.nameAscending)).toEqual(['allergy test.pdf', 'mri.pdf', 'Zahnarzt Befund.pdf'])
    expect(await names(DOCUMENT_SORT.nameDescending)).toEqual(['Zahnarzt Befund.pdf', 'mri.pdf', 'allergy test.pdf'])
    expect(await names(DOCUMENT_SORT.smallest)).toEqual(['allergy test.pdf', 'Zahnarzt Befund.pdf', 'mri.pdf'])
    expect(await names(DOCUMENT_SORT.largest)).toEqual(['mri.pdf', 'Zahnarzt Befund.pdf', 'allergy test.pdf'])

    const found = await list(patient, { search: 'uberweis' })
    expect(found.files.map((file) => [file.name, file.folder_id])).toEqual([['Überweisung.pdf', folder]])
    expect((await list(patient, { search: 'SCAN' })).children.map((child) => child.name)).toEqual(['Scans'])
    expect(await list(patient, { search: 'nothing like it' })).toMatchObject({ children: [], files: [] })

    const badSort = await ctx.gql(LISTING, { sort_option: 7 }, patient.headers)
    expect(badSort.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' })
  })

  it('checks folder names by the contract’s rule: required and at most 255 characters', async () => {
    const patient = await createSignedInPatient(ctx.db)
    for (const [name, message] of [
      ['   ', 'required'],
      ['x'.repeat(FOLDER_NAME_MAX + 1), 'string_max'],
    ]) {
      const answer = await ctx.gql(`mutation($name: String!) { createFolder(name: $name) { id } }`, { name }, patient.headers)
      expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', errors: [{ name: 'name', messages: [message] }] })
    }
    expect(await ctx.db.select().from(t.folders).where(eq(t.folders.ownerId, patient.user.id))).toEqual([])
    const id = await createFolder(patient, '  Vaccinations  ')
    const renamed = await ctx.gqlOk<{ updateFolder: { name: string } }>(
      `mutation($id: ID!) { updateFolder(id: $id, input: { name: "Impfungen" }) { name } }`,
      { id },
      patient,
    )
    expect(renamed.updateFolder.name).toBe('Impfungen')
    expect((await list(patient)).children.map((folder) => folder.name)).toEqual(['Impfungen'])
  })

  it('lists a folder in the same number of statements however much it holds', async () => {
    const patient = await createSignedInPatient(ctx.db)
    const folder = await createFolder(patient, 'Many')
    const count = async () => (await ctx.statements(() => ctx.gql(LISTING, { folder_id: folder }, patient.headers))).sql
    const few = await count()
    for (let index = 0; index < 6; index++) await createFolder(patient, `Sub ${index}`, folder)
    for (let index = 0; index < 6; index++) await uploadDocument(patient, `file ${index}.pdf`, 10, folder)
    const many = await count()
    // the session, the path, the folders with their sizes and doctors, the files
    expectStatements(few, 4)
    expectStatements(many, 4)
  })
})

describe('storage size', () => {
  it('answers what the storage bar shows, from the files and the plan’s limit', async () => {
    const patient = await createSignedInPatient(ctx.db)
    await uploadDocument(patient, 'a.pdf', 1000)
    const { getStorageSize } = await ctx.gqlOk<{ getStorageSize: Record<string, unknown> }>(
      `{ getStorageSize { unit used limit percent used_bytes limit_bytes level } }`,
      {},
      patient,
    )
    expect(getStorageSize.used_bytes).toBe(1000)
    expect(getStorageSize).toEqual({
      ...storageDisplay(1000, getStorageSize.limit_bytes as number),
      used_bytes: 1000,
      limit_bytes: getStorageSize.limit_bytes,
    })
    expect(getStorageSize.unit).toBe('GB')
  })

  it('shows MB under 0.99 GB, caps the share at 100 % and colours the bar past 75 % and 90 %', () => {
    const GIB = 1024 ** 3
    expect(storageDisplay(512 * 1024 ** 2, GIB)).toMatchObject({ unit: 'GB', used: 0.5, limit: 1, percent: 50, level: 'normal' })
    expect(storageDisplay(100 * 1024 ** 2, 0.5 * GIB)).toMatchObject({ unit: 'MB', used: 100, limit: 512 })
    expect(storageDisplay(0.8 * GIB, GIB).level).toBe('warning')
    expect(storageDisplay(0.95 * GIB, GIB).level).toBe('error')
    expect(storageDisplay(2 * GIB, GIB)).toMatchObject({ percent: 100, level: 'error' })
  })
})

describe('sharing with doctors', () => {
  it('shares a folder only with doctors the patient has had appointments with, and revokes at once', async () => {
    const patient = await createSignedInPatient(ctx.db)
    const doctor = await createSignedInDoctor(ctx.db, 'dr-anna-keller')
    const stranger = await createSignedInDoctor(ctx.db, 'dr-elena-sokolova')
    await insertAppointment(ctx.db, patient.user.id, doctor.doctor.id)
    const related = await ctx.gqlOk<{ getRelatedDoctors: { id: string; slug: string }[] }>(`{ getRelatedDoctors { id slug } }`, {}, patient)
    expect(related.getRelatedDoctors).toEqual([{ id: String(doctor.doctor.id), slug: 'dr-anna-keller' }])

    const folder = await createFolder(patient, 'For Dr Keller')
    const refused = await ctx.gql(
      `mutation($f: ID!, $d: [ID!]!) { shareFolder(folder_id: $f, doctor_ids: $d) { id } }`,
      { f: folder, d: [String(stranger.doctor.id)] },
      patient.headers,
    )
    expect(refused.errors?.[0]?.extensions).toMatchObject({ reason: 'doctor_not_related' })

    const shared = await ctx.gqlOk<{ shareFolder: { doctors: { id: string }[] } }>(
      `mutation($f: ID!, $d: [ID!]!) { shareFolder(folder_id: $f, doctor_ids: $d) { doctors { id } } }`,
      { f: folder, d: [String(doctor.doctor.id)] },
      patient,
    )
    expect(shared.shareFolder.doctors).toEqual([{ id: String(doctor.doctor.id) }])
    expect((await list(patient)).children[0]!.doctors).toEqual([{ id: String(doctor.doctor.id), first_name: doctor.doctor.firstName }])

    const revoked = await ctx.gqlOk<{ deleteFolderAccess: { doctors: unknown[] } }>(
      `mutation($f: ID!, $d: [ID!]!) { deleteFolderAccess(folder_id: $f, doctor_ids: $d) { doctors { id } } }`,
      { f: folder, d: [String(doctor.doctor.id)] },
      patient,
    )
    expect(revoked.deleteFolderAccess.doctors).toEqual([])
  })
})

describe('another patient’s documents', () => {
  it('are answered as missing by every operation, and nothing of theirs changes', async () => {
    const owner = await createSignedInPatient(ctx.db)
    const other = await createSignedInPatient(ctx.db)
    const folder = await createFolder(owner, 'Private')
    const file = await uploadDocument(owner, 'private.pdf', 10, folder)
    const attempts: Array<[string, Record<string, unknown>]> = [
      [LISTING, { folder_id: folder }],
      [`mutation($p: ID) { createFolder(name: "Inside", parent_id: $p) { id } }`, { p: folder }],
      [`mutation($id: ID!) { updateFolder(id: $id, input: { name: "Mine" }) { id } }`, { id: folder }],
      [`mutation($id: ID!) { deleteFolder(id: $id) { message } }`, { id: folder }],
      [`mutation($id: ID!) { deleteFile(id: $id) { message } }`, { id: file }],
      [`mutation($ids: [ID!]!) { attachFileToFolder(file_ids: $ids) { message } }`, { ids: [file] }],
      [`mutation($f: ID!) { shareFolder(folder_id: $f, doctor_ids: ["1"]) { id } }`, { f: folder }],
      [`mutation($f: ID!) { deleteFolderAccess(folder_id: $f, doctor_ids: ["1"]) { id } }`, { f: folder }],
    ]
    for (const [query, variables] of attempts) {
      const answer = await ctx.gql(query, variables, other.headers)
      expect(answer.errors?.[0]?.extensions?.code, query).toBe('NOT_FOUND')
    }
    // A doctor, even one the patient sees, has no patient's operations: only the doctor's side
    // (doctorFolder, shared-documents.test.ts), which needs a share.
    const doctor = await createSignedInDoctor(ctx.db, 'dr-anna-keller')
    await insertAppointment(ctx.db, owner.user.id, doctor.doctor.id)
    for (const [query, variables] of [...attempts, [`{ getAccessLog { file_name } }`, {}] as [string, Record<string, unknown>]]) {
      const answer = await ctx.gql(query, variables, doctor.headers)
      expect(answer.errors?.[0]?.extensions?.code, query).toBe('UNAUTHENTICATED')
    }
    const doctorListing = await ctx.gql(`query($f: ID!) { doctorFolder(folder_id: $f) { files { id } } }`, { f: folder }, doctor.headers)
    expect(doctorListing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND')
    // Their own listing does not show it; the owner's is untouched.
    expect(await list(other)).toMatchObject({ children: [], files: [] })
    const mine = await list(owner, { folder_id: folder })
    expect(mine.folder).toMatchObject({ name: 'Private' })
    expect(mine.files.map((entry) => entry.id)).toEqual([file])
    // Signed out: refused.
    expect((await ctx.gql(LISTING, {}, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
  })
})
