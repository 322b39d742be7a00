import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query'
import type { DocumentSort } from '#contract/documents'
import { sessionQueries } from './session'

/**
 * My documents (issue 29): a folder's listing with the storage bar, the doctors a folder can be
 * shared with, the access log; and every change to them. Keys sit under the session's, so signing in
 * as someone else reads them again. Names and files are not translated: no language in the keys.
 * The server functions load with the section, not with every page's route loaders.
 */
const functions = () => import('~/server/documents.functions')

export type DocumentsListingKey = { folderId: string | null; sort: DocumentSort; search: string | null }
export type DocumentsListing = NonNullable<Awaited<ReturnType<Awaited<ReturnType<typeof functions>>['getDocumentsListing']>>>
export type DocumentFolder = DocumentsListing['getFolders']['children'][number]
export type DocumentFile = DocumentsListing['getFolders']['files'][number]
export type StorageSize = DocumentsListing['getStorageSize']
export type AccessLogEntry = NonNullable<Awaited<ReturnType<Awaited<ReturnType<typeof functions>>['getAccessLog']>>>[number]

/** The folder the address opens (the root for no path), sorted and searched: what the section shows and the loader reads first. */
export const documentsListingKey = (path: ReadonlyArray<string>, sort: DocumentSort, q: string | undefined): DocumentsListingKey => ({
  folderId: path.at(-1) ?? null,
  sort,
  search: q?.trim() || null,
})

export const documentQueries = {
  all: [...sessionQueries.all, 'documents'] as const,
  listings: () => [...documentQueries.all, 'listing'] as const,
  listing: (key: DocumentsListingKey) =>
    queryOptions({
      queryKey: [...documentQueries.listings(), key],
      queryFn: async () => (await functions()).getDocumentsListing({ data: key }),
      staleTime: 30_000,
    }),
  relatedDoctors: () =>
    queryOptions({
      queryKey: [...documentQueries.all, 'relatedDoctors'],
      queryFn: async () => (await (await functions()).getRelatedDoctors()) ?? [],
      staleTime: 60_000,
    }),
  accessLogs: () => [...documentQueries.all, 'accessLog'] as const,
  /** Who read what: of one file, or of the files in one folder and below. */
  accessLog: (target: { folderId?: string; fileId?: string }) =>
    queryOptions({
      queryKey: [...documentQueries.accessLogs(), target],
      queryFn: async () => (await (await functions()).getAccessLog({ data: target })) ?? [],
    }),
}

/**
 * After any change, done or refused (spec part 2 §4: folders are refetched after every mutation): the
 * listing on screen is read again (sizes and the storage bar change up the tree); those of other
 * folders are dropped, so opening one again asks the API, which may answer that it is gone.
 */
const refetchListings = (client: QueryClient) => {
  client.removeQueries({ queryKey: documentQueries.listings(), type: 'inactive' })
  return client.invalidateQueries({ queryKey: documentQueries.listings() })
}

const key = (name: string) => [...documentQueries.all, name] as const

export const documentMutations = {
  /** Creates a folder in `parentId` (the root when null), or renames folder `id`. */
  saveFolder: () =>
    mutationOptions({
      mutationKey: key('saveFolder'),
      mutationFn: async (input: { name: string; id?: string; parentId: string | null }) => (await functions()).saveFolder({ data: input }),
      onSettled: (_result, _error, _input, _onMutateResult, { client }) => refetchListings(client),
    }),
  deleteFolder: () =>
    mutationOptions({
      mutationKey: key('deleteFolder'),
      mutationFn: async (id: string) => (await functions()).removeFolder({ data: { id } }),
      onSettled: (_result, _error, _id, _onMutateResult, { client }) => refetchListings(client),
    }),
  deleteFile: () =>
    mutationOptions({
      mutationKey: key('deleteFile'),
      mutationFn: async (id: string) => (await functions()).removeFile({ data: { id } }),
      onSettled: (_result, _error, _id, _onMutateResult, { client }) => refetchListings(client),
    }),
  /** An upload removed or cancelled before it was saved: deleted, so it stops using storage (the bar changes). */
  discardUpload: () =>
    mutationOptions({
      mutationKey: key('discardUpload'),
      mutationFn: async (id: string) => (await functions()).discardUnsavedUpload({ data: { id } }),
      onSettled: (_result, _error, _id, _onMutateResult, { client }) => refetchListings(client),
    }),
  /** Puts uploaded files into the folder the patient is in (the root when null). */
  attachFiles: () =>
    mutationOptions({
      mutationKey: key('attachFiles'),
      mutationFn: async (input: { fileIds: string[]; folderId: string | null }) => (await functions()).attachUploadedFiles({ data: input }),
      onSettled: (_result, _error, _input, _onMutateResult, { client }) => refetchListings(client),
    }),
  share: () =>
    mutationOptions({
      mutationKey: key('share'),
      mutationFn: async (input: { folderId: string; doctorIds: string[] }) => (await functions()).shareDocumentFolder({ data: input }),
      onSettled: (_result, _error, _input, _onMutateResult, { client }) => refetchListings(client),
    }),
  revoke: () =>
    mutationOptions({
      mutationKey: key('revoke'),
      mutationFn: async (input: { folderId: string; doctorIds: string[] }) => (await functions()).revokeDocumentFolder({ data: input }),
      onSettled: (_result, _error, _input, _onMutateResult, { client }) => refetchListings(client),
    }),
  /** A signed link to copy: nothing cached changes. */
  fileLink: () =>
    mutationOptions({
      mutationKey: key('fileLink'),
      mutationFn: async (id: string) => (await functions()).copyFileLink({ data: { id } }),
    }),
}
