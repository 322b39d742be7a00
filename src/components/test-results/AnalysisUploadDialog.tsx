import { useId, useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { FileIcon, XIcon } from 'lucide-react'
import { ANALYSIS_FILE_ACCEPT, ANALYSIS_MAX_BYTES } from '#contract/analyses'
import { changeToasts } from '~/components/shared/show-result'
import { uploadFailureText, useFileUploads, type UploadRow } from '~/components/uploads/FileUploads'
import { Bdi } from '~/components/ui/bidi'
import { Button } from '~/components/ui/button'
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '~/components/ui/dialog'
import { FilePicker } from '~/components/ui/file-picker'
import { langParam } from '~/i18n/locales'
import { useLocale } from '~/i18n/useLocale'
import { analysisFileName } from '~/lib/analysis-file-name'
import { analysisMutations } from '~/queries/analyses'
import { documentMutations } from '~/queries/documents'
import { FileSize } from './FileSize'
import { testResultsSearch } from './test-results-links'

/**
 * Upload one lab report to analyse (spec part 2 §2, §5): one jpg, jpeg, png or pdf of at most 20 MB,
 * which goes up at once with its progress; Analyse is off until it is up, then starts the analysis
 * and opens it. Choosing another file replaces it; cancelling discards an upload never analysed.
 */
export function AnalysisUploadDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl()
  const locale = useLocale()
  const navigate = useNavigate()
  const hintId = useId()
  const discard = useMutation(documentMutations.discardUpload())
  const uploads = useFileUploads({ discard: discard.mutate })
  const start = useMutation(analysisMutations.start())
  const [tooLarge, setTooLarge] = useState(false)
  const [row] = uploads.rows
  const uploaded = uploads.uploaded[0]

  const choose = (files: File[]) => {
    const [file] = files
    if (!file) return
    setTooLarge(file.size > ANALYSIS_MAX_BYTES)
    if (file.size > ANALYSIS_MAX_BYTES) return
    uploads.discardAll()
    uploads.add([file])
  }
  const analyse = () => {
    if (!uploaded) return
    start.mutate(
      uploaded.id,
      changeToasts(intl, null, {
        done: ({ id }) => {
          uploads.clear()
          onClose()
          void navigate({ to: '/{-$lang}/account', params: { lang: langParam(locale) }, search: testResultsSearch(id) })
        },
      }),
    )
  }
  const close = () => {
    // Starting: the file is about to be the analysis'; wait for the answer.
    if (start.isPending) return
    // The file is the analysis' once it started; an upload never analysed would use storage unseen.
    if (start.isIdle || start.isError) uploads.discardAll()
    onClose()
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage id="testResults.upload_title" />
          </DialogTitle>
          <DialogDescription>
            <FormattedMessage id="testResults.upload_text" />
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-2">
          <FilePicker accept={ANALYSIS_FILE_ACCEPT} droppable aria-describedby={hintId} onFiles={choose}>
            <FormattedMessage id="testResults.choose_file" />
          </FilePicker>
          <p id={hintId} className="text-xs text-muted">
            <FormattedMessage id="testResults.upload_hint" values={{ max: ANALYSIS_MAX_BYTES / (1024 * 1024) }} />
          </p>
          {tooLarge && (
            <p role="alert" className="text-sm text-red-700">
              <FormattedMessage id="testResults.file_too_large" values={{ max: ANALYSIS_MAX_BYTES / (1024 * 1024) }} />
            </p>
          )}
          {row && <ChosenFile row={row} onRemove={() => uploads.remove(row)} />}
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={start.isPending}>
              <FormattedMessage id="testResults.cancel" />
            </Button>
          </DialogClose>
          <Button disabled={!uploaded || start.isPending} aria-busy={start.isPending} onClick={analyse}>
            <FormattedMessage id="testResults.analyse" />
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

/** The chosen file: its name as the section shows names, its size in MB, its progress or why it failed. */
function ChosenFile({ row, onRemove }: { row: UploadRow; onRemove: () => void }) {
  const intl = useIntl()
  const name = analysisFileName(row.name)
  return (
    <div className="flex items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm">
      <FileIcon aria-hidden className="size-5 shrink-0 text-brand-600" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Bdi className="truncate font-medium">{name}</Bdi>
        <span className="text-xs text-muted">
          <FileSize bytes={row.size} />
        </span>
        {row.state.kind === 'failed' ? (
          <span role="alert" className="text-red-700">
            {uploadFailureText(intl, row.state.message)}
          </span>
        ) : row.state.kind !== 'done' ? (
          <progress
            className="h-2 w-full accent-brand-600"
            max={1}
            value={row.progress}
            aria-label={intl.formatMessage({ id: 'appointments.upload_progress' }, { name })}
          />
        ) : (
          <span className="text-green-700">
            <FormattedMessage id="testResults.uploaded" />
          </span>
        )}
      </div>
      <Button variant="ghost" size="icon" aria-label={intl.formatMessage({ id: 'appointments.remove_file' }, { name })} onClick={onRemove}>
        <XIcon aria-hidden className="size-4" />
      </Button>
    </div>
  )
}
