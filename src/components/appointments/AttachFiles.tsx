import { useId, useRef, useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { XIcon } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { useLocale } from '~/i18n/useLocale'
import { uploadFile } from '~/lib/upload'
import { appointmentMutations } from '~/queries/appointments'
import { changeToasts } from './change-toasts'

type Row = {
  key: number
  name: string
  progress: number
  stop: AbortController
  state: { kind: 'uploading' } | { kind: 'done'; id: string; name: string } | { kind: 'failed'; message: string | null }
}

/**
 * Attach files to an appointment (spec part 1 §5, §8): each chosen file uploads at once with its
 * progress; removing a row stops its upload; a failed row says why (or 'Upload failed'). Save adds
 * the uploaded ones, and is off while nothing is chosen or an upload runs.
 */
export function AttachFiles({ appointmentId }: { appointmentId: string }) {
  const intl = useIntl()
  const locale = useLocale()
  const id = useId()
  const nextKey = useRef(0)
  const [rows, setRows] = useState<Row[]>([])
  const save = useMutation(appointmentMutations.addFiles(locale, appointmentId))
  const update = (key: number, change: Partial<Row>) => setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)))

  const add = (files: FileList) => {
    const added = Array.from(files, (file) => ({ file, row: { key: nextKey.current++, name: file.name, progress: 0, stop: new AbortController(), state: { kind: 'uploading' } } satisfies Row }))
    setRows((current) => [...current, ...added.map(({ row }) => row)])
    for (const { file, row } of added) {
      uploadFile(file, { url: `/storage/file?lang=${locale}`, signal: row.stop.signal, onProgress: (progress) => update(row.key, { progress }) })
        .then((result) => update(row.key, { progress: 1, state: result.ok ? { kind: 'done', id: result.id, name: result.name } : { kind: 'failed', message: result.message } }))
        // Stopped by its remove button: the row is gone already.
        .catch(() => undefined)
    }
  }

  const remove = (row: Row) => {
    row.stop.abort()
    setRows((current) => current.filter((candidate) => candidate.key !== row.key))
  }

  const uploaded = rows.flatMap((row) => (row.state.kind === 'done' ? [{ id: row.state.id, name: row.state.name }] : []))
  const uploading = rows.some((row) => row.state.kind === 'uploading')

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={`${id}-files`} className="text-sm font-medium">
        <FormattedMessage id="appointments.attach_files" />
      </label>
      <input
        id={`${id}-files`}
        type="file"
        multiple
        accept="application/pdf,image/jpeg,image/png,image/gif,image/webp,image/heic"
        aria-describedby={`${id}-hint`}
        className="text-sm file:me-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5"
        onChange={(event) => {
          if (event.target.files?.length) add(event.target.files)
          event.target.value = ''
        }}
      />
      <p id={`${id}-hint`} className="text-xs text-muted">
        <FormattedMessage id="appointments.attach_hint" />
      </p>
      {rows.length > 0 && (
        <ul className="flex flex-col gap-2">
          {rows.map((row) => (
            <li key={row.key} className="flex items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm">
              <bdi className="min-w-0 flex-1 truncate">{row.name}</bdi>
              {row.state.kind === 'failed' ? (
                <span role="alert" className="text-red-700">
                  {row.state.message ? intl.formatMessage({ id: `validation.${row.state.message}` }) : intl.formatMessage({ id: 'appointments.upload_failed' })}
                </span>
              ) : (
                <progress
                  className="h-2 w-28 accent-brand-600"
                  max={1}
                  value={row.progress}
                  aria-label={intl.formatMessage({ id: 'appointments.upload_progress' }, { name: row.name })}
                />
              )}
              <Button variant="ghost" size="icon" aria-label={intl.formatMessage({ id: 'appointments.remove_file' }, { name: row.name })} onClick={() => remove(row)}>
                <XIcon aria-hidden className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button
        className="self-start"
        disabled={uploaded.length === 0 || uploading || save.isPending}
        onClick={() => save.mutate(uploaded, changeToasts(intl, 'appointments.files_saved', { done: () => setRows([]) }))}
      >
        <FormattedMessage id="appointments.save_files" />
      </Button>
    </div>
  )
}
