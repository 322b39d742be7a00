import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { DOCUMENT_STATUS, type DocumentSort } from '#contract/documents'
import type { Database } from '../db/client'
import * as t from '../db/schema'
import {
  folderColumns,
  folderOf,
  listFolder,
  rowsOf,
  type FolderListingRow,
  type FolderRow,
  type RawFolder,
  type RelatedDoctorRow,
} from './documents.service'

/**
 * The doctors' side of shared documents (issue 29): a folder a patient shared is readable, with
 * everything below it, by the doctors it was shared with, until the patient revokes it (the next
 * request is refused). Every download of such a file by a doctor goes into the patient's access
 * log. A doctor sees the shared folder and what is below it, never the patient's folders above it
 * nor which other doctors have access.
 */

export type SharedFolderRow = {
  folder: FolderRow
  patient_id: number
  patient_first_name: string
  patient_last_name: string
  granted_at: Date
}

export type DocumentAccessRow = {
  id: number
  doctor: RelatedDoctorRow
  file_id: number | null
  file_name: string
  folder_id: number | null
  action: string
  at: Date
}

/**
 * The shared folder through which `doctorId` reaches `folder` (an expression naming a folder id):
 * the folder itself or the highest of its ancestors shared with the doctor; null when none is.
 */
export const sharedFolderVia = (doctorId: number, folder: SQL) => sql`(
  with recursive up(id, parent_id, depth) as (
    select id, parent_id, 0 from folders where id = ${folder}
    union all
    select above.id, above.parent_id, up.depth + 1 from folders above join up on above.id = up.parent_id
  )
  select up.id from up join folder_access access on access.folder_id = up.id and access.doctor_id = ${doctorId}
  order by up.depth desc limit 1)`

/** What a doctor may see of a folder: not who else it is shared with. */
const withoutDoctors = (folder: FolderRow): FolderRow => ({ ...folder, doctors: [] })

/** The folders patients shared with the doctor, newest share first. One statement. */
export async function sharedFoldersOf(db: Database, doctorId: number): Promise<SharedFolderRow[]> {
  const rows = await rowsOf<RawFolder & { patient_id: number; first_name: string; last_name: string; granted_at: Date | string }>(
    db,
    sql`select ${folderColumns(sql`f`)}, patient.id as patient_id, patient.first_name, patient.last_name, access.granted_at
        from folder_access access
        join folders f on f.id = access.folder_id
        join users patient on patient.id = f.owner_id
        where access.doctor_id = ${doctorId}
        order by access.granted_at desc, f.id desc`,
  )
  return rows.map((row) => ({
    folder: withoutDoctors(folderOf(row)),
    patient_id: Number(row.patient_id),
    patient_first_name: row.first_name,
    patient_last_name: row.last_name,
    granted_at: new Date(row.granted_at),
  }))
}

/**
 * A folder's contents for a doctor it is shared with (itself or through an ancestor), the path
 * starting at the shared folder; null when the doctor has no access (another patient's, revoked).
 */
export async function doctorListing(
  db: Database,
  doctorId: number,
  folderId: number,
  sort: DocumentSort,
): Promise<FolderListingRow | null> {
  const [access] = await rowsOf<{ shared_id: number | null; owner_id: number }>(
    db,
    sql`select ${sharedFolderVia(doctorId, sql`${folderId}::int`)} as shared_id, owner_id from folders where id = ${folderId}`,
  )
  if (!access?.shared_id) return null
  const listing = await listFolder(db, Number(access.owner_id), folderId, sort)
  if (!listing) return null
  const sharedAt = listing.path.findIndex((folder) => folder.id === Number(access.shared_id))
  return {
    folder: listing.folder && withoutDoctors(listing.folder),
    path: listing.path.slice(sharedAt).map(withoutDoctors),
    children: listing.children.map(withoutDoctors),
    files: listing.files,
  }
}

/**
 * A stored file a doctor may read through a shared folder, with the folder it is reached
 * through; null when none shares it with them. One statement.
 */
export async function sharedFileFor(db: Database, doctorId: number, fileId: number) {
  const [row] = await db
    .select({ file: t.storedFiles, sharedFolderId: sql<number | null>`${sharedFolderVia(doctorId, sql`${t.storedFiles.folderId}`)}` })
    .from(t.storedFiles)
    .where(and(eq(t.storedFiles.id, fileId), eq(t.storedFiles.inDocuments, true), eq(t.storedFiles.status, DOCUMENT_STATUS.ready)))
  return row?.sharedFolderId == null ? null : { file: row.file, sharedFolderId: Number(row.sharedFolderId) }
}

/** Writes one read of a shared file into its owner's access log. */
export async function logDocumentAccess(
  db: Database,
  entry: { doctorId: number; file: { id: number; ownerId: number; name: string; folderId: number | null }; sharedFolderId: number },
): Promise<void> {
  await db.insert(t.documentAccessLog).values({
    ownerId: entry.file.ownerId,
    doctorId: entry.doctorId,
    fileId: entry.file.id,
    fileName: entry.file.name,
    folderId: entry.file.folderId,
    sharedFolderId: entry.sharedFolderId,
  })
}

const ACCESS_LOG_LIMIT = 200

/**
 * The patient's access log, newest first: of one file, of the files read in one folder and the
 * folders below it, or all of it. Only the patient's own entries. One statement.
 */
export async function accessLog(
  db: Database,
  ownerId: number,
  scope: { fileId: number | null; folderId: number | null },
): Promise<DocumentAccessRow[]> {
  const inFolder =
    scope.folderId === null
      ? undefined
      : inArray(
          t.documentAccessLog.folderId,
          sql`(with recursive below(id) as (
                 select id from folders where id = ${scope.folderId} and owner_id = ${ownerId}
                 union all
                 select child.id from folders child join below on child.parent_id = below.id
               ) select id from below)`,
        )
  const rows = await db
    .select({
      id: t.documentAccessLog.id,
      fileId: t.documentAccessLog.fileId,
      fileName: t.documentAccessLog.fileName,
      folderId: t.documentAccessLog.folderId,
      action: t.documentAccessLog.action,
      at: t.documentAccessLog.at,
      doctor: {
        id: t.doctors.id,
        first_name: t.doctors.firstName,
        last_name: t.doctors.lastName,
        avatar: t.doctors.avatar,
        slug: t.doctors.slug,
      },
    })
    .from(t.documentAccessLog)
    .innerJoin(t.doctors, eq(t.doctors.id, t.documentAccessLog.doctorId))
    .where(
      and(
        eq(t.documentAccessLog.ownerId, ownerId),
        scope.fileId === null ? undefined : eq(t.documentAccessLog.fileId, scope.fileId),
        inFolder,
      ),
    )
    .orderBy(desc(t.documentAccessLog.at), desc(t.documentAccessLog.id))
    .limit(ACCESS_LOG_LIMIT)
  return rows.map((row) => ({
    id: row.id,
    doctor: row.doctor,
    file_id: row.fileId,
    file_name: row.fileName,
    folder_id: row.folderId,
    action: row.action,
    at: row.at,
  }))
}
