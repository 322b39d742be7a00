import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { DOCUMENT_FILE_ACCEPT } from '#contract/document-accept'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'
import { XIcon } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { FilePicker } from '~/components/ui/file-picker'
import { useLocale } from '~/i18n/useLocale'
import { uploadFile } from '~/lib/upload'

type RowState =
  | { kind: 'waiting'; file: File }
  | { kind: 'uploading' }
  | { kind: 'done'; id: string; name: string }
  | { kind: 'failed'; message: string | null }
export type UploadRow = {
  key: number
  name: string
  /** bytes */
  size: number
  progress: number
  stop: AbortController
  state: RowState
}

export type FileUploads = {
  rows: UploadRow[]
  add: (files: File[]) => void
  /** Stops the row's upload, or discards its stored file (`discard`). */
  remove: (row: UploadRow) => void
  /** Forgets the rows, their files saved elsewhere. */
  clear: () => void
  /** Cancelled: every upload stops and every stored file is discarded (`discard`). */
  discardAll: () => void
  /** The files stored so far, ready to attach. */
  uploaded: { id: string; name: string }[]
  /** More files were chosen than may go in one upload: the first `maxFiles` were kept. */
  overflow: boolean
  /** Something is still on its way (or waiting for the account that will own it). */
  busy: boolean
  failed: boolean
}

/**
 * Files the patient attaches (spec part 1 §5, §8): each uploads at once with its progress; removing a
 * row stops its upload; a failed row says why. `deferred`: there is no account to own them yet (a
 * visitor's find-doctor request), so chosen files wait in memory and upload once it exists.
 * `discard`: deletes a stored file the patient removed, or all of them when they cancel, so an
 * upload never saved stops counting against their storage (the API sweeps what is left after a day).
 */
export function useFileUploads({
  deferred = false,
  maxFiles = Infinity,
  discard,
}: { deferred?: boolean; maxFiles?: number; discard?: (fileId: string) => void } = {}): FileUploads {
  const locale = useLocale()
  const nextKey = useRef(0)
  const started = useRef(new Set<number>())
  const [rows, setRows] = useState<UploadRow[]>([])
  const [overflow, setOverflow] = useState(false)
  const update = useCallback(
    (key: number, change: Partial<UploadRow>) =>
      setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row))),
    [],
  )

  const start = useCallback(
    (row: UploadRow, file: File) => {
      if (started.current.has(row.key)) return
      started.current.add(row.key)
      update(row.key, { state: { kind: 'uploading' } })
      uploadFile(file, {
        lang: locale,
        signal: row.stop.signal,
        onProgress: (progress) => update(row.key, { progress }),
      })
        .then((result) =>
          update(row.key, {
            progress: 1,
            state: result.ok ? { kind: 'done', id: result.id, name: result.name } : { kind: 'failed', message: result.message },
          }),
        )
        // Stopped by its remove button: the row is gone already. Anything else (the uploader's code not
        // loading, offline) is this row's failure, so Save does not wait for it for ever.
        .catch((error: unknown) => {
          if (!(error instanceof DOMException && error.name === 'AbortError')) update(row.key, { state: { kind: 'failed', message: null } })
        })
    },
    [locale, update],
  )

  const add = (chosen: File[]) => {
    const files = chosen.slice(0, Math.max(0, maxFiles - rows.length))
    setOverflow(files.length < chosen.length)
    const added = files.map((file): UploadRow => ({
      key: nextKey.current++,
      name: file.name,
      size: file.size,
      progress: 0,
      stop: new AbortController(),
      state: { kind: 'waiting', file },
    }))
    setRows((current) => [...current, ...added])
  }

  // Chosen files go up at once, or once the account that owns them exists.
  useEffect(() => {
    if (deferred) return
    for (const row of rows) if (row.state.kind === 'waiting') start(row, row.state.file)
  }, [deferred, rows, start])

  const stop = (row: UploadRow) => {
    row.stop.abort()
    if (row.state.kind === 'done') discard?.(row.state.id)
  }
  const remove = (row: UploadRow) => {
    stop(row)
    setRows((current) => current.filter((candidate) => candidate.key !== row.key))
  }

  return {
    rows,
    add,
    remove,
    clear: () => setRows([]),
    discardAll: () => {
      rows.forEach(stop)
      setRows([])
    },
    uploaded: rows.flatMap((row) => (row.state.kind === 'done' ? [{ id: row.state.id, name: row.state.name }] : [])),
    overflow,
    busy: rows.some((row) => row.state.kind === 'uploading' || row.state.kind === 'waiting'),
    failed: rows.some((row) => row.state.kind === 'failed'),
  }
}

/** Why a row's upload failed: the API's reason (a validation message key), else 'Upload failed'. */
export function uploadFailureText(intl: IntlShape, message: string | null): string {
  return intl.formatMessage({ id: message ? `validation.${message}` : 'appointments.upload_failed' })
}

/** The file input and one row per chosen file: its progress, or why it failed, and its remove button. */
export function FileUploadField({ uploads, label, hint }: { uploads: FileUploads; label?: string; hint?: string }) {
  const intl = useIntl()
  const id = useId()
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={`${id}-files`} className="text-sm font-medium">
        {label ?? <FormattedMessage id="appointments.attach_files" />}
      </label>
      <FilePicker
        id={`${id}-files`}
        multiple
        droppable
        accept={DOCUMENT_FILE_ACCEPT}
        aria-describedby={`${id}-hint`}
        onFiles={uploads.add}
      />
      <p id={`${id}-hint`} className="text-xs text-muted">
        {hint ?? <FormattedMessage id="appointments.attach_hint" />}
      </p>
      {uploads.rows.length > 0 && (
        <ul className="flex flex-col gap-2">
          {uploads.rows.map((row) => (
            <li key={row.key} className="flex items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm">
              <bdi className="min-w-0 flex-1 truncate">{row.name}</bdi>
              {row.state.kind === 'failed' ? (
                <span role="alert" className="text-red-700">
                  {uploadFailureText(intl, row.state.message)}
                </span>
              ) : row.state.kind === 'waiting' ? (
                <span className="text-muted">
                  <FormattedMessage id="appointments.upload_waiting" />
                </span>
              ) : (
                <progress
                  className="h-2 w-28 accent-brand-600"
                  max={1}
                  value={row.progress}
                  aria-label={intl.formatMessage({ id: 'appointments.upload_progress' }, { name: row.name })}
                />
              )}
              <Button
                variant="ghost"
                size="icon"
                aria-label={intl.formatMessage({ id: 'appointments.remove_file' }, { name: row.name })}
                onClick={() => uploads.remove(row)}
              >
                <XIcon aria-hidden className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
