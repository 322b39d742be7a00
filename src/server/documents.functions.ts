import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { DOCUMENT_SEARCH_MAX, MAX_UPLOAD_FILES, documentSortField, folderForm } from '#contract/documents'
import { idField } from '~/lib/id-fields'
import { serverInput } from '~/lib/server-input'
import { localeMiddleware } from './locale-middleware'
import {
  attachFiles,
  createFolder,
  deleteFile,
  deleteFolder,
  discardUpload,
  fetchAccessLog,
  fetchDocumentsListing,
  fetchRelatedDoctors,
  fileLink,
  renameFolder,
  revokeFolderAccess,
  shareFolder,
} from './documents.server'

// Server functions of my documents (issue 29): validated with the contract's rules, then documents.server.ts.

const doctorIds = v.pipe(v.array(idField), v.minLength(1), v.maxLength(100))

export const getDocumentsListing = createServerFn({ method: 'GET' })
  .middleware([localeMiddleware])
  .validator(
    serverInput(
      v.object({
        folderId: v.nullable(idField),
        sort: documentSortField,
        search: v.nullable(v.pipe(v.string(), v.maxLength(DOCUMENT_SEARCH_MAX))),
      }),
    ),
  )
  .handler(({ data, context }) => fetchDocumentsListing(context.locale, data.folderId, data.sort, data.search))

export const getRelatedDoctors = createServerFn({ method: 'GET' })
  .middleware([localeMiddleware])
  .handler(({ context }) => fetchRelatedDoctors(context.locale))

export const getAccessLog = createServerFn({ method: 'GET' })
  .middleware([localeMiddleware])
  .validator(serverInput(v.object({ folderId: v.optional(idField), fileId: v.optional(idField) })))
  .handler(({ data, context }) => fetchAccessLog(context.locale, data))

export const saveFolder = createServerFn({ method: 'POST' })
  .middleware([localeMiddleware])
  .validator(serverInput(v.object({ ...folderForm.entries, id: v.optional(idField), parentId: v.nullable(idField) })))
  .handler(({ data, context }) =>
    data.id ? renameFolder(context.locale, data.id, data.name) : createFolder(context.locale, data.name, data.parentId),
  )

export const removeFolder = createServerFn({ method: 'POST' })
  .middleware([localeMiddleware])
  .validator(serverInput(v.object({ id: idField })))
  .handler(({ data, context }) => deleteFolder(context.locale, data.id))

export const removeFile = createServerFn({ method: 'POST' })
  .middleware([localeMiddleware])
  .validator(serverInput(v.object({ id: idField })))
  .handler(({ data, context }) => deleteFile(context.locale, data.id))

export const discardUnsavedUpload = createServerFn({ method: 'POST' })
  .middleware([localeMiddleware])
  .validator(serverInput(v.object({ id: idField })))
  .handler(({ data, context }) => discardUpload(context.locale, data.id))

export const attachUploadedFiles = createServerFn({ method: 'POST' })
  .middleware([localeMiddleware])
  .validator(
    serverInput(
      v.object({ fileIds: v.pipe(v.array(idField), v.minLength(1), v.maxLength(MAX_UPLOAD_FILES)), folderId: v.nullable(idField) }),
    ),
  )
  .handler(({ data, context }) => attachFiles(context.locale, data.fileIds, data.folderId))

export const shareDocumentFolder = createServerFn({ method: 'POST' })
  .middleware([localeMiddleware])
  .validator(serverInput(v.object({ folderId: idField, doctorIds })))
  .handler(({ data, context }) => shareFolder(context.locale, data.folderId, data.doctorIds))

export const revokeDocumentFolder = createServerFn({ method: 'POST' })
  .middleware([localeMiddleware])
  .validator(serverInput(v.object({ folderId: idField, doctorIds })))
  .handler(({ data, context }) => revokeFolderAccess(context.locale, data.folderId, data.doctorIds))

export const copyFileLink = createServerFn({ method: 'POST' })
  .middleware([localeMiddleware])
  .validator(serverInput(v.object({ id: idField })))
  .handler(({ data, context }) => fileLink(context.locale, data.id))
