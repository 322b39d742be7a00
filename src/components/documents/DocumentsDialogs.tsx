import { useMutation } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { ConfirmDialog } from '~/components/shared/ConfirmDialog'
import { changeToasts } from '~/components/shared/show-result'
import { documentMutations, type DocumentFile, type DocumentFolder, type StorageSize } from '~/queries/documents'
import { AccessLogDialog } from './AccessLogDialog'
import { FolderNameDialog } from './FolderNameDialog'
import { DoctorAccessDialog } from './DoctorAccessDialog'
import { UploadDialog } from './UploadDialog'

/** The one dialog my documents shows at a time (spec part 2 §2 "Modals"). */
export type DocumentsDialog =
  | { kind: 'createFolder' }
  | { kind: 'renameFolder'; folder: DocumentFolder }
  | { kind: 'deleteFolder'; folder: DocumentFolder }
  | { kind: 'deleteFile'; file: DocumentFile }
  | { kind: 'share'; folder: DocumentFolder }
  | { kind: 'revoke'; folder: DocumentFolder }
  | { kind: 'accessLog'; target: { folderId?: string; fileId?: string }; name: string }
  | { kind: 'upload' }

/** Spec part 2 §9: the share and revoke dialogs replace each other after 350 ms (the first one's exit). */
export const MODAL_SWITCH_MS = 350

export function DocumentsDialogs({
  dialog,
  onClose,
  onSwitch,
  folderId,
  storage,
  subscribed,
}: {
  dialog: DocumentsDialog | null
  onClose: () => void
  /** closes this dialog and opens `next` once it has gone (MODAL_SWITCH_MS) */
  onSwitch: (next: DocumentsDialog) => void
  /** the folder open (null: the root): where new folders and uploads go */
  folderId: string | null
  storage: StorageSize
  subscribed: boolean
}) {
  if (!dialog) return null
  switch (dialog.kind) {
    case 'createFolder':
      return <FolderNameDialog parentId={folderId} onClose={onClose} />
    case 'renameFolder':
      return <FolderNameDialog folder={dialog.folder} parentId={dialog.folder.parent_id ?? null} onClose={onClose} />
    case 'deleteFolder':
    case 'deleteFile':
      return <DeleteDialog dialog={dialog} onClose={onClose} />
    case 'share':
    case 'revoke': {
      const other = dialog.kind === 'share' ? 'revoke' : 'share'
      return (
        <DoctorAccessDialog
          key={dialog.kind}
          mode={dialog.kind}
          folder={dialog.folder}
          onClose={onClose}
          onSwitch={() => onSwitch({ kind: other, folder: dialog.folder })}
        />
      )
    }
    case 'accessLog':
      return <AccessLogDialog target={dialog.target} name={dialog.name} onClose={onClose} />
    case 'upload':
      return <UploadDialog folderId={folderId} storage={storage} subscribed={subscribed} onClose={onClose} />
  }
}

/** Deleting a folder (with everything in it) or a file asks yes or no first (spec part 2 §2). */
function DeleteDialog({
  dialog,
  onClose,
}: {
  dialog: Extract<DocumentsDialog, { kind: 'deleteFolder' | 'deleteFile' }>
  onClose: () => void
}) {
  const intl = useIntl()
  const isFolder = dialog.kind === 'deleteFolder'
  const deleteFolder = useMutation(documentMutations.deleteFolder())
  const deleteFile = useMutation(documentMutations.deleteFile())
  const name = isFolder ? dialog.folder.name : dialog.file.name
  const toasts = changeToasts(intl, isFolder ? 'documents.folder_deleted' : 'documents.file_deleted', { done: onClose })
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={<FormattedMessage id={isFolder ? 'documents.delete_folder_title' : 'documents.delete_file_title'} />}
      description={
        <FormattedMessage
          id={isFolder ? 'documents.delete_folder_text' : 'documents.delete_file_text'}
          values={{ name: <bdi>{name}</bdi> }}
        />
      }
      confirmLabel={<FormattedMessage id="documents.yes" />}
      cancelLabel={<FormattedMessage id="documents.no" />}
      confirmVariant="destructive"
      pending={deleteFolder.isPending || deleteFile.isPending}
      onConfirm={() => (isFolder ? deleteFolder.mutate(dialog.folder.id, toasts) : deleteFile.mutate(dialog.file.id, toasts))}
    />
  )
}
