import type { Locale } from '~/i18n/locales'
import type { DocumentSort } from '#contract/documents'
import type { ActionResult } from '~/lib/action-results'
import {
  AttachFilesDocument,
  CreateFolderDocument,
  DeleteFileDocument,
  DeleteFolderDocument,
  DiscardUploadDocument,
  DocumentAccessLogDocument,
  DocumentsListingDocument,
  RelatedDoctorsDocument,
  RenameFolderDocument,
  RevokeFolderAccessDocument,
  ShareFolderDocument,
} from './documents.documents'
import { ApiError, apiRequest, attempt } from './api.server'
import { apiRest, fromRest } from './api-rest.server'
import { readSignedIn } from './session.server'

/** The API calls of my documents (issue 29). The API answers only the signed-in patient's own. */

/** A folder's listing with the storage bar; null for a visitor, and for a folder that is not (or no longer) the patient's. */
export function fetchDocumentsListing(locale: Locale, folderId: string | null, sort: DocumentSort, search: string | null) {
  return readSignedIn(() =>
    apiRequest(DocumentsListingDocument, { folder_id: folderId, sort_option: sort, search }, { locale }).catch((error: unknown) => {
      if (error instanceof ApiError && error.code === 'NOT_FOUND') return null
      throw error
    }),
  )
}

export function fetchRelatedDoctors(locale: Locale) {
  return readSignedIn(async () => (await apiRequest(RelatedDoctorsDocument, {}, { locale })).getRelatedDoctors)
}

export function fetchAccessLog(locale: Locale, target: { folderId?: string; fileId?: string }) {
  return readSignedIn(
    async () =>
      (await apiRequest(DocumentAccessLogDocument, { folder_id: target.folderId ?? null, file_id: target.fileId ?? null }, { locale }))
        .getAccessLog,
  )
}

export function createFolder(locale: Locale, name: string, parentId: string | null) {
  return attempt(async () => (await apiRequest(CreateFolderDocument, { name, parent_id: parentId }, { locale })).createFolder)
}

export function renameFolder(locale: Locale, id: string, name: string) {
  return attempt(async () => (await apiRequest(RenameFolderDocument, { id, input: { name } }, { locale })).updateFolder)
}

export function deleteFolder(locale: Locale, id: string) {
  return attempt(async () => (await apiRequest(DeleteFolderDocument, { id }, { locale })).deleteFolder.message)
}

export function deleteFile(locale: Locale, id: string) {
  return attempt(async () => (await apiRequest(DeleteFileDocument, { id }, { locale })).deleteFile.message)
}

/** An upload the patient removed or cancelled before saving it: it stops counting against their storage. */
export function discardUpload(locale: Locale, id: string) {
  return attempt(async () => (await apiRequest(DiscardUploadDocument, { id }, { locale })).discardUpload.message)
}

export function attachFiles(locale: Locale, fileIds: string[], folderId: string | null) {
  return attempt(
    async () => (await apiRequest(AttachFilesDocument, { file_ids: fileIds, folder_id: folderId }, { locale })).attachFileToFolder.message,
  )
}

export function shareFolder(locale: Locale, folderId: string, doctorIds: string[]) {
  return attempt(
    async () => (await apiRequest(ShareFolderDocument, { folder_id: folderId, doctor_ids: doctorIds }, { locale })).shareFolder,
  )
}

export function revokeFolderAccess(locale: Locale, folderId: string, doctorIds: string[]) {
  return attempt(
    async () =>
      (await apiRequest(RevokeFolderAccessDocument, { folder_id: folderId, doctor_ids: doctorIds }, { locale })).deleteFolderAccess,
  )
}

/**
 * A short-lived signed link to one of the patient's files (GET /storage/file/{id}/no-redirect): the
 * web's own `/storage/file/{id}?expires=…&signature=…`, which anyone holding it may open until it expires.
 */
export async function fileLink(locale: Locale, id: string): Promise<ActionResult<{ path: string; expiresAt: string }>> {
  const result = await apiRest<{ url: string; expires_at: string }>(`/storage/file/${id}/no-redirect`, { method: 'GET' }, { locale })
  return fromRest(result.ok ? { ok: true, data: { path: result.data.url, expiresAt: result.data.expires_at } } : result)
}
