import { DOCUMENT_SEARCH_MAX, documentListingQuery, folderForm, storageDisplay } from '#contract/documents'
import { storedFileUrl } from '../appointments/appointments.mappers'
import { storageStanding } from '../entitlements/entitlements.service'
import type { Resolvers } from '../generated/resolvers-types'
import { requireDoctor, requirePatient, type GraphQLContext } from '../graphql/context'
import { clock } from '../payments/payments.resolvers'
import { badInput, notFound, parseId } from '../shared/errors'
import { apiMessage } from '../shared/messages'
import { valid, validate } from '../shared/validation'
import * as service from './documents.service'
import * as shared from './shared-documents.service'

const folderNotFound = (ctx: GraphQLContext) => notFound(apiMessage('folder_not_found', ctx.locale))
const optionalId = (value: string | number | null | undefined, field: string) => (value == null ? null : parseId(value, field))
const ids = (values: ReadonlyArray<string | number>, field: string) => {
  if (!values.length) throw badInput(`${field} must name at least one id`)
  return values.map((value) => parseId(value, field))
}

/** A folder answer, or the error its failure means. */
function folderOrThrow(ctx: GraphQLContext, result: service.FolderWriteResult | service.ShareResult) {
  if (result.ok) return result.folder
  if (result.reason === 'too_deep') throw badInput(apiMessage('folder_too_deep', ctx.locale), { reason: 'folder_too_deep' })
  if (result.reason === 'not_related') throw badInput(apiMessage('doctor_not_related', ctx.locale), { reason: 'doctor_not_related' })
  throw folderNotFound(ctx)
}

/** The patient's documents (issue 29, spec part 2 §7): their own folders and files, never another's. */
export const documentResolvers: Resolvers = {
  Query: {
    getFolders: async (_, { folder_id, sort_option, search }, ctx) => {
      const ownerId = await requirePatient(ctx)
      const { sort_option: sort } = valid(validate(documentListingQuery, { sort_option: sort_option ?? undefined }))
      if (search && search.length > DOCUMENT_SEARCH_MAX) throw badInput(`search must be at most ${DOCUMENT_SEARCH_MAX} characters`)
      const listing = await service.listFolder(ctx.db, ownerId, optionalId(folder_id, 'folder_id'), sort, search ?? '')
      if (!listing) throw folderNotFound(ctx)
      return listing
    },
    getRelatedDoctors: async (_, __, ctx) =>
      (await service.relatedDoctors(ctx.db, await requirePatient(ctx))).map((doctor) => ({ ...doctor, id: String(doctor.id) })),
    getAccessLog: async (_, { folder_id, file_id }, ctx) => {
      const ownerId = await requirePatient(ctx)
      return shared.accessLog(ctx.db, ownerId, { folderId: optionalId(folder_id, 'folder_id'), fileId: optionalId(file_id, 'file_id') })
    },
    doctorSharedFolders: async (_, __, ctx) => shared.sharedFoldersOf(ctx.db, (await requireDoctor(ctx)).doctorId),
    doctorFolder: async (_, { folder_id, sort_option }, ctx) => {
      const { doctorId } = await requireDoctor(ctx)
      const { sort_option: sort } = valid(validate(documentListingQuery, { sort_option: sort_option ?? undefined }))
      // Not shared with this doctor (or revoked) answers exactly like a folder that does not exist.
      const listing = await shared.doctorListing(ctx.db, doctorId, parseId(folder_id, 'folder_id'), sort)
      if (!listing) throw folderNotFound(ctx)
      return listing
    },
    getStorageSize: async (_, __, ctx) => {
      const ownerId = await requirePatient(ctx)
      const { usedBytes, limitBytes, locked } = await storageStanding(ctx.db, ownerId, clock(ctx))
      return { ...storageDisplay(usedBytes, limitBytes), used_bytes: usedBytes, limit_bytes: limitBytes, locked }
    },
  },
  Mutation: {
    createFolder: async (_, { name, parent_id }, ctx) => {
      const ownerId = await requirePatient(ctx)
      const form = valid(validate(folderForm, { name }))
      return folderOrThrow(ctx, await service.createFolder(ctx.db, ownerId, form.name, optionalId(parent_id, 'parent_id')))
    },
    updateFolder: async (_, { id, input }, ctx) => {
      const ownerId = await requirePatient(ctx)
      const form = valid(validate(folderForm, input))
      return folderOrThrow(ctx, await service.renameFolder(ctx.db, ownerId, parseId(id, 'id'), form.name))
    },
    deleteFolder: async (_, { id }, ctx) => {
      const ownerId = await requirePatient(ctx)
      if (!(await service.deleteFolder(ctx.db, ctx.storage, ownerId, parseId(id, 'id')))) throw folderNotFound(ctx)
      return { message: 'folder_deleted' }
    },
    deleteFile: async (_, { id }, ctx) => {
      const ownerId = await requirePatient(ctx)
      if (!(await service.deleteDocumentFile(ctx.db, ctx.storage, ownerId, parseId(id, 'id'))))
        throw notFound(apiMessage('file_not_found', ctx.locale))
      return { message: 'file_deleted' }
    },
    attachFileToFolder: async (_, { file_ids, folder_id }, ctx) => {
      const ownerId = await requirePatient(ctx)
      // A file or folder that is not the patient's is answered as missing, whichever it was.
      if (!(await service.attachFiles(ctx.db, ownerId, ids(file_ids, 'file_ids'), optionalId(folder_id, 'folder_id'))))
        throw notFound(apiMessage('file_not_found', ctx.locale))
      return { message: 'files_attached' }
    },
    shareFolder: async (_, { folder_id, doctor_ids }, ctx) => {
      const ownerId = await requirePatient(ctx)
      return folderOrThrow(ctx, await service.shareFolder(ctx.db, ownerId, parseId(folder_id, 'folder_id'), ids(doctor_ids, 'doctor_ids')))
    },
    deleteFolderAccess: async (_, { folder_id, doctor_ids }, ctx) => {
      const ownerId = await requirePatient(ctx)
      return folderOrThrow(
        ctx,
        await service.revokeFolderAccess(ctx.db, ownerId, parseId(folder_id, 'folder_id'), ids(doctor_ids, 'doctor_ids')),
      )
    },
  },
  Folder: {
    parent_id: (folder) => (folder.parentId === null ? null : String(folder.parentId)),
    updated_at: (folder) => folder.updatedAt,
    doctors: (folder) => folder.doctors.map((doctor) => ({ ...doctor, id: String(doctor.id) })),
  },
  SharedFolder: {
    patient_id: (row) => String(row.patient_id),
  },
  DocumentAccess: {
    id: (row) => String(row.id),
    doctor: (row) => ({ ...row.doctor, id: String(row.doctor.id) }),
    file_id: (row) => (row.file_id === null ? null : String(row.file_id)),
    folder_id: (row) => (row.folder_id === null ? null : String(row.folder_id)),
  },
  StorageFile: {
    updated_at: (file) => file.updatedAt,
    folder_id: (file) => (file.folderId === null ? null : String(file.folderId)),
    url: (file) => storedFileUrl(file.id),
  },
}
