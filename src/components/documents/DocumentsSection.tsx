import { useEffect, useRef, useState } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { FormattedMessage } from 'react-intl'
import { MAX_FOLDER_DEPTH } from '#contract/document-limits'
import { langParam } from '~/i18n/locales'
import { useLocale } from '~/i18n/useLocale'
import { isSubscribed } from '~/lib/subscription'
import { documentQueries, documentsListingKey } from '~/queries/documents'
import { sessionQueries } from '~/queries/session'
import { useSuspenseData } from '~/queries/suspense-data'
import { rememberDocumentsView } from '~/server/documents-view-cookie'
import { DocumentsBreadcrumbs } from './DocumentsBreadcrumbs'
import { DocumentsDialogs, MODAL_SWITCH_MS, type DocumentsDialog } from './DocumentsDialogs'
import { DocumentsEmpty } from './DocumentsEmpty'
import { DocumentsListing } from './DocumentsListing'
import { DocumentsToolbar } from './DocumentsToolbar'
import { StorageBar } from './StorageBar'
import { AnalysisBanner } from '~/components/test-results/AnalysisBanner'

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
  // The share and revoke dialogs replace each other once the first has gone (spec §9: 350 ms); any
  // other dialog opened meanwhile, or leaving the page, cancels the switch.
  const switchTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(switchTimer.current), [])
  const openDialog = (next: DocumentsDialog | null) => {
    clearTimeout(switchTimer.current)
    setDialog(next)
  }
  const switchDialog = (next: DocumentsDialog) => {
    openDialog(null)
    switchTimer.current = setTimeout(() => setDialog(next), MODAL_SWITCH_MS)
  }
  if (!user) return null
  if (!listing) return <FolderGone />

  const { folder, children, files } = listing.getFolders
  const storage = listing.getStorageSize
  const subscribed = isSubscribed(user.subscribe)
  // A free plan's storage at 100 %: no more uploads, and no downloads or links until they upgrade
  // (spec §5, §6). The API's entitlements decide it, and refuse those reads themselves.
  const { locked } = storage
  const canCreateFolder = path.length < MAX_FOLDER_DEPTH
  const searching = Boolean(search.q?.trim())
  const empty = children.length === 0 && files.length === 0

  const choose = (changes: { sort?: typeof sort; view?: typeof view }) => {
    rememberDocumentsView({ sort, view, ...changes })
    navigate({ search: (previous) => ({ ...previous, ...changes }), replace: true, resetScroll: false })
  }
  const actions = { open: openDialog, locked }

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
        onCreateFolder={() => openDialog({ kind: 'createFolder' })}
        onUpload={() => openDialog({ kind: 'upload' })}
      />
      {empty ? (
        <DocumentsEmpty
          kind={searching ? 'noResults' : folder ? 'emptyFolder' : 'emptyRoot'}
          query={search.q ?? ''}
          canCreateFolder={canCreateFolder}
          uploadLocked={locked}
          onCreateFolder={() => openDialog({ kind: 'createFolder' })}
          onUpload={() => openDialog({ kind: 'upload' })}
        />
      ) : (
        <DocumentsListing view={view} folders={children} files={files} path={path} actions={actions} />
      )}
      <AnalysisBanner />
      <DocumentsDialogs
        dialog={dialog}
        onClose={() => openDialog(null)}
        onSwitch={switchDialog}
        folderId={folder?.id ?? null}
        storage={storage}
        subscribed={subscribed}
      />
    </section>
  )
}

/** The folder went away while open (deleted in another tab): say so and lead back to the root. */
function FolderGone() {
  const locale = useLocale()
  return (
    <section aria-labelledby="documents-heading" className="flex flex-col items-start gap-3">
      <h2 id="documents-heading" className="text-xl font-semibold">
        <FormattedMessage id="documents.title" />
      </h2>
      <p role="status">
        <FormattedMessage id="documents.folder_gone" />
      </p>
      <Link
        to="/{-$lang}/account"
        params={{ lang: langParam(locale) }}
        search={{ slug: 'my_documents' }}
        className="font-medium text-brand-700 underline-offset-4 hover:underline"
      >
        <FormattedMessage id="documents.back_to_root" />
      </Link>
    </section>
  )
}
