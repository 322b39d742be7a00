import { FormattedMessage } from 'react-intl'
import { FolderOpenIcon, FolderPlusIcon, SearchXIcon, UploadIcon } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { UnlockLink } from './UnlockLink'

type EmptyKind = 'emptyRoot' | 'emptyFolder' | 'noResults'

/**
 * The empty states (spec part 2 §2, §8): nothing stored yet (offering an upload and a folder),
 * an empty folder (offering an upload, and a folder while one may be made here), or no results.
 */
export function DocumentsEmpty({
  kind,
  query,
  canCreateFolder,
  uploadLocked,
  onCreateFolder,
  onUpload,
}: {
  kind: EmptyKind
  query: string
  canCreateFolder: boolean
  uploadLocked: boolean
  onCreateFolder: () => void
  onUpload: () => void
}) {
  const Icon = kind === 'noResults' ? SearchXIcon : FolderOpenIcon
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center">
      <Icon aria-hidden className="size-10 text-muted" />
      <p className="font-semibold">
        <FormattedMessage id={`documents.empty_${kind}_title`} values={{ query: <bdi>{query}</bdi> }} />
      </p>
      <p className="max-w-md text-sm text-muted">
        <FormattedMessage id={`documents.empty_${kind}_text`} />
      </p>
      {kind !== 'noResults' && (
        <div className="flex flex-wrap justify-center gap-2">
          {uploadLocked ? (
            <UnlockLink messageId="documents.unlock_to_upload" variant="default" />
          ) : (
            <Button onClick={onUpload}>
              <UploadIcon aria-hidden className="size-4" />
              <FormattedMessage id="documents.upload_file" />
            </Button>
          )}
          {canCreateFolder && (
            <Button variant="outline" onClick={onCreateFolder}>
              <FolderPlusIcon aria-hidden className="size-4" />
              <FormattedMessage id="documents.create_folder" />
            </Button>
          )}
        </div>
      )}
    </div>
  )
}
