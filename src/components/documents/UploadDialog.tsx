import { useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { MAX_UPLOAD_FILES } from '#contract/documents'
import { FileUploadField, useFileUploads } from '~/components/uploads/FileUploads'
import { changeToasts } from '~/components/shared/show-result'
import { Button } from '~/components/ui/button'
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '~/components/ui/dialog'
import { toast } from '~/components/ui/toast'
import { documentMutations, type StorageSize } from '~/queries/documents'
import { UnlockLink } from './UnlockLink'

/**
 * Upload files into the folder open, or the root (spec part 2 §2, §4, §5): up to 10 at once, each
 * with its progress, removable (which stops it), its error or 'Upload failed' on its row; once all
 * are up, Save puts them in the folder. A free plan checks the storage first: the chosen files and
 * what is stored must fit the plan, else 'storage_limit_reached'; with storage full it offers the
 * upgrade instead of Save. Subscribers skip the check (the API still holds them to their plan).
 */
export function UploadDialog({
  folderId,
  storage,
  subscribed,
  onClose,
}: {
  folderId: string | null
  storage: StorageSize
  subscribed: boolean
  onClose: () => void
}) {
  const intl = useIntl()
  const discard = useMutation(documentMutations.discardUpload())
  const uploads = useFileUploads({ maxFiles: MAX_UPLOAD_FILES, discard: discard.mutate })
  const attach = useMutation(documentMutations.attachFiles())
  // What was stored before these uploads: the listing, refetched meanwhile, would count them twice.
  const [usedBefore] = useState(storage.used_bytes)
  const chosen = uploads.rows.reduce((total, row) => total + row.size, 0)
  // A free plan's check (spec §5): the files chosen must fit beside what is stored; if not, the plans instead of Save.
  const overLimit = !subscribed && usedBefore + chosen > storage.limit_bytes
  // Choosing files that do not fit says so at once (spec §8: the storage_limit_reached toast).
  const choose: typeof uploads = {
    ...uploads,
    add: (files) => {
      uploads.add(files)
      const adding = files.reduce((total, file) => total + file.size, 0)
      if (!subscribed && usedBefore + chosen + adding > storage.limit_bytes)
        toast({ title: intl.formatMessage({ id: 'documents.storage_limit_reached' }), variant: 'error' })
    },
  }
  const save = () =>
    attach.mutate(
      { fileIds: uploads.uploaded.map((file) => file.id), folderId },
      changeToasts(intl, 'documents.uploaded', { done: onClose }),
    )
  const close = () => {
    // Cancelled: in-flight uploads stop, and those that finished go (they would use storage unseen);
    // closed while saving, they are the folder's.
    if (attach.isIdle || attach.isError) uploads.discardAll()
    onClose()
  }
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage id="documents.upload_title" />
          </DialogTitle>
          <DialogDescription>
            <FormattedMessage id="documents.upload_text" values={{ max: MAX_UPLOAD_FILES }} />
          </DialogDescription>
        </DialogHeader>
        <FileUploadField
          uploads={choose}
          label={intl.formatMessage({ id: 'documents.choose_files' })}
          hint={intl.formatMessage({ id: 'documents.upload_hint' }, { max: MAX_UPLOAD_FILES })}
        />
        {overLimit && (
          <p role="alert" className="text-sm text-red-700">
            <FormattedMessage id="documents.storage_limit_reached" />
          </p>
        )}
        {uploads.overflow && (
          <p role="alert" className="text-sm text-red-700">
            <FormattedMessage id="documents.too_many_files" values={{ max: MAX_UPLOAD_FILES }} />
          </p>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">
              <FormattedMessage id="documents.cancel" />
            </Button>
          </DialogClose>
          {overLimit ? (
            <UnlockLink messageId="documents.unlock_to_upload" variant="default" />
          ) : (
            <Button disabled={uploads.busy || uploads.uploaded.length === 0 || attach.isPending} onClick={save}>
              <FormattedMessage id="documents.save" />
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
