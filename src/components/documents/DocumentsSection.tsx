import { useState } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { FormattedMessage } from 'react-intl'
import { MAX_FOLDER_DEPTH } from '#contract/document-limits'
import { useLocale } from '~/i18n/useLocale'
import { isSubscribed } from '~/lib/subscription'
import { documentQueries, documentsListingKey } from '~/queries/documents'
import { sessionQueries } from '~/queries/session'
import { useSuspenseData } from '~/queries/suspense-data'
import { rememberDocumentsView } from '~/server/readable-cookies'
import { DocumentsBreadcrumbs } from './DocumentsBreadcrumbs'
import { DocumentsDialogs, type DocumentsDialog } from './DocumentsDialogs'
import { DocumentsEmpty } from './DocumentsEmpty'
import { DocumentsListing } from './DocumentsListing'
import { DocumentsToolbar } from './DocumentsToolbar'
import { StorageBar } from './StorageBar'

const route = getRouteApi('/{-$lang}/account')

/**
 * My documents (spec part 2 §2, issue 29): `path` holds the folder ids after the slug
 * (`my_documents/12/34`). The address carries the folder, sort, view and search, so a deep link or a
 * reload restores them; the sort and view the patient chooses are also remembered for next time.
 */
export default function DocumentsSection({ path }: { path: string[] }) {
  const locale = useLocale()
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const { documentsView } = route.useLoaderData()
  const sort = search.sort ?? documentsView.sort
  const view = search.view ?? documentsView.view
  const user = useSuspenseData(sessionQueries.currentUser(locale))
  // Typing a search keeps the last answer on screen until the next one arrives.
  const listing = useQuery({
    ...documentQueries.listing(documentsListingKey(path, sort, search.q)),
    placeholderData: keepPreviousData,
  }).data
  const [dialog, setDialog] = useState<DocumentsDialog | null>(null)
  if (!listing || !user) return null

  const { folder, children, files } = listing.getFolders
  const storage = listing.getStorageSize
  const subscribed = isSubscribed(user.subscribe)
  // A free plan's storage at 100 %: no more uploads, and no downloads or links until they upgrade (spec §5, §6).
  const locked = !subscribed && storage.percent >= 100
  const canCreateFolder = path.length < MAX_FOLDER_DEPTH
  const searching = Boolean(search.q?.trim())
  const empty = children.length === 0 && files.length === 0

  const choose = (changes: { sort?: typeof sort; view?: typeof view }) => {
    rememberDocumentsView({ sort, view, ...changes })
    navigate({ search: (previous) => ({ ...previous, ...changes }), replace: true, resetScroll: false })
  }
  const actions = { open: setDialog, locked, folderId: folder?.id ?? null }

  return (
    <section aria-labelledby="documents-heading" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h2 id="documents-heading" className="text-xl font-semibold">
          <FormattedMessage id="documents.title" />
        </h2>
        <StorageBar storage={storage} subscribed={subscribed} />
      </div>
      <DocumentsBreadcrumbs trail={listing.getFolders.path} />
      <DocumentsToolbar
        sort={sort}
        view={view}
        query={search.q ?? ''}
        onSearch={(q) => navigate({ search: (previous) => ({ ...previous, q: q || undefined }), replace: true, resetScroll: false })}
        onChoose={choose}
        canCreateFolder={canCreateFolder}
        uploadLocked={locked}
        onCreateFolder={() => setDialog({ kind: 'createFolder' })}
        onUpload={() => setDialog({ kind: 'upload' })}
      />
      {empty ? (
        <DocumentsEmpty
          kind={searching ? 'noResults' : folder ? 'emptyFolder' : 'emptyRoot'}
          query={search.q ?? ''}
          canCreateFolder={canCreateFolder}
          uploadLocked={locked}
          onCreateFolder={() => setDialog({ kind: 'createFolder' })}
          onUpload={() => setDialog({ kind: 'upload' })}
        />
      ) : (
        <DocumentsListing view={view} folders={children} files={files} path={path} actions={actions} />
      )}
      <DocumentsDialogs
        dialog={dialog}
        onClose={() => setDialog(null)}
        onSwitch={setDialog}
        folderId={folder?.id ?? null}
        storage={storage}
        subscribed={subscribed}
      />
    </section>
  )
}
