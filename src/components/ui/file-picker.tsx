import { useRef, useState, type ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { UploadIcon } from 'lucide-react'
import { cn } from '~/lib/utils'
import { Button, type ButtonProps } from './button'

type FilePickerProps = Omit<ButtonProps, 'onClick' | 'children' | 'asChild' | 'onDrop'> & {
  accept?: string
  multiple?: boolean
  /** The files chosen in the dialog or dropped on the picker. */
  onFiles: (files: File[]) => void
  /** The button's content; by default an upload icon and "Choose file(s)". */
  children?: ReactNode
  /** Files may also be dragged onto the picker (a dashed drop zone around the button). */
  droppable?: boolean
}

/**
 * A file picker in the page's language (issue 26): the browser's own `<input type="file">` says
 * "Choose Files / No file chosen" in the browser's language, whatever the page's. A real button opens
 * the hidden input's dialog, so the picker is reached and used with the keyboard like any button; a
 * `<label htmlFor>` naming the picker points at the button (`id`). The caller lists what was chosen
 * (the upload rows with their progress), or shows it at once (a new avatar).
 */
export function FilePicker({
  accept,
  multiple = false,
  onFiles,
  children,
  droppable = false,
  disabled,
  variant = 'outline',
  className,
  ...buttonProps
}: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null)
  const [dragging, setDragging] = useState(false)

  const take = (list: FileList | null) => {
    const files = list ? Array.from(list) : []
    if (files.length === 0) return
    onFiles(multiple ? files : files.slice(0, 1))
  }

  return (
    <div
      data-dragging={dragging || undefined}
      className={cn(
        'flex flex-wrap items-center gap-3',
        droppable && 'rounded-xl border-2 border-dashed border-slate-300 p-3 data-[dragging]:border-brand-500 data-[dragging]:bg-brand-50',
      )}
      onDragOver={
        droppable && !disabled
          ? (event) => {
              event.preventDefault()
              setDragging(true)
            }
          : undefined
      }
      onDragLeave={droppable ? () => setDragging(false) : undefined}
      onDrop={
        droppable && !disabled
          ? (event) => {
              event.preventDefault()
              setDragging(false)
              take(event.dataTransfer.files)
            }
          : undefined
      }
    >
      <Button
        variant={variant}
        disabled={disabled}
        className={className}
        {...buttonProps}
        onClick={() => input.current?.click()}
      >
        {children ?? (
          <>
            <UploadIcon aria-hidden className="size-4" />
            <FormattedMessage id={multiple ? 'ui.choose_files' : 'ui.choose_file'} />
          </>
        )}
      </Button>
      {droppable && (
        <span className="text-sm text-muted">
          <FormattedMessage id="ui.drop_here" />
        </span>
      )}
      <input
        ref={input}
        type="file"
        hidden
        tabIndex={-1}
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        onChange={(event) => {
          take(event.target.files)
          // The same file may be chosen again after it was removed.
          event.target.value = ''
        }}
      />
    </div>
  )
}
