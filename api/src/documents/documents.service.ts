import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { DEFAULT_DOCUMENT_SORT, DOCUMENT_SORT, DOCUMENT_STATUS, MAX_FOLDER_DEPTH, type DocumentSort } from '#contract/documents'
import type { FileStorage } from '../adapters/storage'
import type { Database } from '../db/client'
import * as t from '../db/schema'
import { foldedPattern } from '../doctors/doctors.service'
import { deleteStoredBytes } from '../users/files.service'

/**
 * The patient's documents (issue 29, spec part 2 §2–§7): folders nested up to MAX_FOLDER_DEPTH
 * deep, files in the root or a folder. Every read and write names the owner: another patient's
 * folder or file is answered as missing. A listing costs three statements however much it holds
 * (the path, the folders with their sizes and doctors, the files).
 */

export type RelatedDoctorRow = { id: number; first_name: string; last_name: string; avatar: string | null; slug: string }
export type FolderRow = { id: number; name: string; parentId: number | null; updatedAt: Date; size: number; doctors: RelatedDoctorRow[] }
export type DocumentFileRow = { id: number; name: string; size: number; mime: string; updatedAt: Date; folderId: number | null }
export type FolderListingRow = { folder: FolderRow | null; path: FolderRow[]; children: FolderRow[]; files: DocumentFileRow[] }

/** Rows of a raw statement: node-postgres and PGlite both answer `{ rows }`. */
export async function rowsOf<T>(db: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}

export type RawFolder = {
  id: number
  name: string
  parent_id: number | null
  updated_at: Date | string
  size: number | string
  doctors: RelatedDoctorRow[] | string | null
}

export const folderOf = (row: RawFolder): FolderRow => ({
  id: Number(row.id),
  name: row.name,
  parentId: row.parent_id === null ? null : Number(row.parent_id),
  updatedAt: new Date(row.updated_at),
  size: Number(row.size),
  doctors: (typeof row.doctors === 'string' ? (JSON.parse(row.doctors) as RelatedDoctorRow[]) : row.doctors) ?? [],
})

/** The columns a listed folder answers: its size is its files' and its subfolders' files' bytes. */
export const folderColumns = (alias: SQL) => sql`
  ${alias}.id, ${alias}.name, ${alias}.parent_id, ${alias}.updated_at,
  (with recursive below(id) as (
     select ${alias}.id
     union all
     select child.id from folders child join below on child.parent_id = below.id
   )
   select coalesce(sum(file.size), 0)::float8 from stored_files file join below on file.folder_id = below.id where file.in_documents
  ) as size,
  coalesce((
    select json_agg(json_build_object('id', doctor.id, 'first_name', doctor.first_name, 'last_name', doctor.last_name, 'avatar', doctor.avatar, 'slug', doctor.slug)
                    order by doctor.last_name, doctor.first_name, doctor.id)
    from folder_access access join doctors doctor on doctor.id = access.doctor_id
    where access.folder_id = ${alias}.id
  ), '[]') as doctors`

/** The order of a sort option, for folders (`size` is their subtree's) and files alike. */
function orderBy(sort: DocumentSort, alias: SQL): SQL {
  switch (sort) {
    case DOCUMENT_SORT.oldest:
      return sql`${alias}.updated_at asc, ${alias}.id asc`
    case DOCUMENT_SORT.nameAscending:
      return sql`search_fold(${alias}.name) asc, ${alias}.name asc, ${alias}.id asc`
    case DOCUMENT_SORT.nameDescending:
      return sql`search_fold(${alias}.name) desc, ${alias}.name desc, ${alias}.id desc`
    case DOCUMENT_SORT.smallest:
      return sql`size asc, ${alias}.id asc`
    case DOCUMENT_SORT.largest:
      return sql`size desc, ${alias}.id desc`
    default:
      return sql`${alias}.updated_at desc, ${alias}.id desc`
  }
}

/**
 * The folder and its ancestors, root first, if the patient owns it; empty if not (or missing).
 * One statement.
 */
export async function folderPath(db: Pick<Database, 'execute'>, ownerId: number, folderId: number): Promise<FolderRow[]> {
  const rows = await rowsOf<RawFolder & { depth: number }>(
    db,
    sql`with recursive up(id, depth) as (
          select id, 0 from folders where id = ${folderId} and owner_id = ${ownerId}
          union all
          select folder.parent_id, up.depth + 1 from folders folder join up on folder.id = up.id where folder.parent_id is not null
        )
        select ${folderColumns(sql`f`)}, up.depth from up join folders f on f.id = up.id order by up.depth desc`,
  )
  return rows.map(folderOf)
}

/**
 * A folder's contents (null: the root), sorted by `sort`. With a search, the folders and files
 * anywhere below whose name contains it (accents and case folded, as doctor searches are); else the
 * folder's own. Null when the folder is not the patient's.
 */
export async function listFolder(
  db: Pick<Database, 'execute'>,
  ownerId: number,
  folderId: number | null,
  sort: DocumentSort = DEFAULT_DOCUMENT_SORT,
  search = '',
): Promise<FolderListingRow | null> {
  const path = folderId === null ? [] : await folderPath(db, ownerId, folderId)
  if (folderId !== null && !path.length) return null
  const pattern = search.trim() ? foldedPattern(search) : null
  const inFolder = (alias: SQL) => (folderId === null ? sql`${alias} is null` : sql`${alias} = ${folderId}`)
  // The folders below the opened one, at any depth (a search looks through all of them).
  const below = sql`with recursive below(id) as (
      select id from folders where owner_id = ${ownerId} and ${inFolder(sql`parent_id`)}
      union all
      select child.id from folders child join below on child.parent_id = below.id
    )`
  const children = await rowsOf<RawFolder>(
    db,
    pattern
      ? sql`${below} select ${folderColumns(sql`f`)} from folders f where f.id in (select id from below) and search_fold(f.name) like ${pattern}
            order by ${orderBy(sort, sql`f`)}`
      : sql`select ${folderColumns(sql`f`)} from folders f where f.owner_id = ${ownerId} and ${inFolder(sql`f.parent_id`)}
            order by ${orderBy(sort, sql`f`)}`,
  )
  const fileColumns = sql`file.id, file.name, file.size, file.mime, file.updated_at, file.folder_id`
  const files = await rowsOf<{ id: number; name: string; size: number; mime: string; updated_at: Date | string; folder_id: number | null }>(
    db,
    pattern
      ? sql`${below} select ${fileColumns} from stored_files file
            where file.owner_id = ${ownerId} and file.in_documents
              and (${inFolder(sql`file.folder_id`)} or file.folder_id in (select id from below))
              and search_fold(file.name) like ${pattern}
            order by ${orderBy(sort, sql`file`)}`
      : sql`select ${fileColumns} from stored_files file
            where file.owner_id = ${ownerId} and file.in_documents and ${inFolder(sql`file.folder_id`)}
            order by ${orderBy(sort, sql`file`)}`,
  )
  return {
    folder: path.at(-1) ?? null,
    path,
    children: children.map(folderOf),
    files: files.map((row) => ({
      id: Number(row.id),
      name: row.name,
      size: Number(row.size),
      mime: row.mime,
      updatedAt: new Date(row.updated_at),
      folderId: row.folder_id === null ? null : Number(row.folder_id),
    })),
  }
}

export type FolderWriteResult = { ok: true; folder: FolderRow } | { ok: false; reason: 'not_found' | 'too_deep' }

/**
 * A new folder in the root or in one of the patient's folders, at most MAX_FOLDER_DEPTH deep. The
 * insert itself checks that the parent is the patient's and shallow enough; only a refused one
 * reads the parent again to say why.
 */
export async function createFolder(db: Database, ownerId: number, name: string, parentId: number | null): Promise<FolderWriteResult> {
  const [row] =
    parentId === null
      ? await db.insert(t.folders).values({ ownerId, parentId, name }).returning({ id: t.folders.id })
      : await rowsOf<{ id: number }>(
          db,
          sql`with recursive up(id) as (
                select id from folders where id = ${parentId} and owner_id = ${ownerId}
                union all
                select folder.parent_id from folders folder join up on folder.id = up.id where folder.parent_id is not null
              )
              insert into folders (owner_id, parent_id, name)
              select ${ownerId}, ${parentId}, ${name} where (select count(*) from up) between 1 and ${MAX_FOLDER_DEPTH - 1}
              returning id`,
        )
  if (!row) return { ok: false, reason: (await folderPath(db, ownerId, parentId!)).length ? 'too_deep' : 'not_found' }
  await touchAncestors(db, parentId)
  return { ok: true, folder: (await folderPath(db, ownerId, Number(row.id))).at(-1)! }
}

/** Renames one of the patient's folders. */
export async function renameFolder(db: Database, ownerId: number, folderId: number, name: string): Promise<FolderWriteResult> {
  const [row] = await db
    .update(t.folders)
    .set({ name, updatedAt: new Date() })
    .where(and(eq(t.folders.id, folderId), eq(t.folders.ownerId, ownerId)))
    .returning({ parentId: t.folders.parentId })
  if (!row) return { ok: false, reason: 'not_found' }
  await touchAncestors(db, row.parentId)
  return { ok: true, folder: (await folderPath(db, ownerId, folderId)).at(-1)! }
}

/** A change inside a folder is a change of it and of the folders above it (their "modified" sort). */
async function touchAncestors(db: Pick<Database, 'execute'>, folderId: number | null): Promise<void> {
  if (folderId === null) return
  await db.execute(sql`with recursive up(id) as (
      select ${folderId}::int
      union all
      select folder.parent_id from folders folder join up on folder.id = up.id where folder.parent_id is not null
    )
    update folders set updated_at = now() where id in (select id from up)`)
}

/**
 * Deletes one of the patient's folders with its subfolders and their files: the rows in one
 * transaction, then the bytes (a file's bytes go only once its row is gone). False if not theirs.
 */
export async function deleteFolder(db: Database, storage: FileStorage, ownerId: number, folderId: number): Promise<boolean> {
  const keys = await db.transaction(async (tx) => {
    const files = await rowsOf<{ key: string }>(
      tx,
      sql`with recursive below(id) as (
            select id from folders where id = ${folderId} and owner_id = ${ownerId}
            union all
            select child.id from folders child join below on child.parent_id = below.id
          )
          select storage_key as key from stored_files where folder_id in (select id from below)`,
    )
    const [deleted] = await tx
      .delete(t.folders)
      .where(and(eq(t.folders.id, folderId), eq(t.folders.ownerId, ownerId)))
      .returning({ parentId: t.folders.parentId })
    if (!deleted) return null
    await touchAncestors(tx, deleted.parentId)
    return files.map((file) => file.key)
  })
  if (keys === null) return false
  for (const key of keys) await deleteStoredBytes(storage, key)
  return true
}

/** Deletes one of the patient's document files: the row, then the bytes. False if not theirs. */
export async function deleteDocumentFile(db: Database, storage: FileStorage, ownerId: number, fileId: number): Promise<boolean> {
  const [row] = await db
    .delete(t.storedFiles)
    .where(and(eq(t.storedFiles.id, fileId), eq(t.storedFiles.ownerId, ownerId), eq(t.storedFiles.inDocuments, true)))
    .returning({ key: t.storedFiles.storageKey, folderId: t.storedFiles.folderId })
  if (!row) return false
  await touchAncestors(db, row.folderId)
  await deleteStoredBytes(storage, row.key)
  return true
}

/**
 * Puts files the patient uploaded into one of their folders, or the root (null). False, changing
 * nothing, when a file or the folder is not theirs.
 */
export async function attachFiles(db: Database, ownerId: number, fileIds: number[], folderId: number | null): Promise<boolean> {
  if (folderId !== null && !(await folderPath(db, ownerId, folderId)).length) return false
  const ids = [...new Set(fileIds)]
  const owned = await db
    .select({ id: t.storedFiles.id, folderId: t.storedFiles.folderId })
    .from(t.storedFiles)
    // An upload still under way (resumable, processing) is not a file yet.
    .where(and(eq(t.storedFiles.ownerId, ownerId), inArray(t.storedFiles.id, ids), eq(t.storedFiles.status, DOCUMENT_STATUS.ready)))
  if (owned.length !== ids.length) return false
  await db.update(t.storedFiles).set({ inDocuments: true, folderId, updatedAt: new Date() }).where(inArray(t.storedFiles.id, ids))
  // The folders they left and the one they joined have changed.
  for (const changed of new Set([folderId, ...owned.map((file) => file.folderId)])) await touchAncestors(db, changed)
  return true
}

/** The doctors the patient has had appointments with (whom a folder can be shared with), by name. */
export async function relatedDoctors(db: Database, patientId: number): Promise<RelatedDoctorRow[]> {
  return db
    .selectDistinct({
      id: t.doctors.id,
      first_name: t.doctors.firstName,
      last_name: t.doctors.lastName,
      avatar: t.doctors.avatar,
      slug: t.doctors.slug,
    })
    .from(t.appointments)
    .innerJoin(t.doctors, eq(t.doctors.id, t.appointments.doctorId))
    .where(eq(t.appointments.patientId, patientId))
    .orderBy(asc(t.doctors.lastName), asc(t.doctors.firstName), asc(t.doctors.id))
}

export type ShareResult = { ok: true; folder: FolderRow } | { ok: false; reason: 'not_found' | 'not_related' }

/** The folder's answer after a change of its access; not found when the folder is not the patient's. */
async function sharedFolder(db: Database, ownerId: number, folderId: number): Promise<ShareResult> {
  const folder = (await folderPath(db, ownerId, folderId)).at(-1)
  return folder ? { ok: true, folder } : { ok: false, reason: 'not_found' }
}

/**
 * Gives doctors the patient has had appointments with access to one of their folders: one read
 * says whether the folder is theirs and which of the doctors are related, one insert grants.
 */
export async function shareFolder(db: Database, ownerId: number, folderId: number, doctorIds: number[]): Promise<ShareResult> {
  const doctors = sql`array[${sql.join(
    doctorIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`
  const [check] = await rowsOf<{ owned: boolean; related: number | string }>(
    db,
    sql`select exists(select 1 from folders where id = ${folderId} and owner_id = ${ownerId}) as owned,
               (select count(distinct doctor_id) from appointments where patient_id = ${ownerId} and doctor_id = any(${doctors})) as related`,
  )
  if (!check?.owned) return { ok: false, reason: 'not_found' }
  if (Number(check.related) !== new Set(doctorIds).size) return { ok: false, reason: 'not_related' }
  await db.execute(sql`insert into folder_access (folder_id, doctor_id)
    select ${folderId}, doctor_id from unnest(${doctors}) as doctor_id on conflict do nothing`)
  return sharedFolder(db, ownerId, folderId)
}

/** Ends doctors' access to one of the patient's folders, at once. */
export async function revokeFolderAccess(db: Database, ownerId: number, folderId: number, doctorIds: number[]): Promise<ShareResult> {
  await db.delete(t.folderAccess).where(
    and(
      eq(t.folderAccess.folderId, folderId),
      inArray(t.folderAccess.doctorId, doctorIds),
      inArray(
        t.folderAccess.folderId,
        db
          .select({ id: t.folders.id })
          .from(t.folders)
          .where(and(eq(t.folders.id, folderId), eq(t.folders.ownerId, ownerId))),
      ),
    ),
  )
  return sharedFolder(db, ownerId, folderId)
}
