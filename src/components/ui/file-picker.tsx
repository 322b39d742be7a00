import { useRef, useState, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { UploadIcon } from 'lucide-react'
import { acceptsFile } from '~/lib/accept-file'
import { cn } from '~/lib/utils'
import { Button, type ButtonProps } from './button'
import { toast } from './toast'

type FilePickerProps = Omit<ButtonProps, 'onClick' | 'children' | 'asChild' | 'onDrop'> & {
  accept?: string
  multiple?: boolean
  /** The files chosen in the dialog or dropped on the picker, only those `accept` allows. */
  onFiles: (files: File[]) => void
  /** The button's content; by default an upload icon and "Choose file(s)". */
  children?: ReactNode
  /** Files may also be dragged onto the picker (a dashed drop zone around the button). */
  droppable?: boolean
  /** What a refused file is told; by default "Not attached — files of this type are not accepted: <names>". */
  refusedMessage?: string
}

/**
 * A file picker in the page's language (issue 26): the browser's own `<input type="file">` says
 * "Choose Files / No file chosen" in the browser's language, whatever the page's. A real button opens
 * the hidden input's dialog, so the picker is reached and used with the keyboard like any button; a
 * `<label htmlFor>` naming the picker points at the button (`id`). The caller lists what was chosen
 * (the upload rows with their progress), or shows it at once (a new avatar). A file `accept` does
 * not allow is refused here, dropped or chosen alike (the dialog's "all files" lets one through):
 * a toast says so in the page's language and only the others are handed on.
 */
export function FilePicker({
  accept,
  multiple = false,
  onFiles,
  children,
  droppable = false,
  refusedMessage,
  disabled,
  variant = 'outline',
  className,
  ...buttonProps
}: FilePickerProps) {
  const intl = useIntl()
  const input = useRef<HTMLInputElement>(null)
  const [dragging, setDragging] = useState(false)

  const take = (list: FileList | null) => {
    const files = list ? Array.from(list) : []
    if (files.length === 0) return
    const offered = multiple ? files : files.slice(0, 1)
    const accepted = offered.filter((file) => acceptsFile(file, accept))
    // File names are isolated (U+2068…U+2069) so a Latin name keeps its order in an Arabic sentence.
    const refused = offered.filter((file) => !accepted.includes(file)).map((file) => `\u2068${file.name}\u2069`)
    if (refused.length > 0) {
      toast({
        title: refusedMessage ?? intl.formatMessage({ id: 'ui.file_type_refused' }, { names: intl.formatList(refused) }),
        variant: 'error',
      })
    }
    if (accepted.length > 0) onFiles(accepted)
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
      <Button variant={variant} disabled={disabled} className={className} {...buttonProps} onClick={() => input.current?.click()}>
        {children ?? (
          <>
            <UploadIcon aria-hidden className="size-4" />
            <FormattedMessage id={multiple ? 'ui.choose_files' : 'ui.choose_file'} />
          </>
        )}
      </Button>
      {/* Nothing is dragged on a touch screen: the hint is for a mouse or a pen. */}
      {droppable && (
        <span className="text-sm text-muted pointer-coarse:hidden">
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
