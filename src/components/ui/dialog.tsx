import { useRef, type ComponentProps } from 'react'
import { Dialog as DialogPrimitive } from 'radix-ui'
import { XIcon } from 'lucide-react'
import { useIntl } from 'react-intl'
import { CountedAsOpen } from '~/lib/open-dialogs'
import { cn } from '~/lib/utils'

export const Dialog = DialogPrimitive.Root
export const DialogTrigger = DialogPrimitive.Trigger
export const DialogClose = DialogPrimitive.Close

export function DialogContent({
  className,
  children,
  showCloseButton = true,
  countsAsOpen = true,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & {
  showCloseButton?: boolean
  /** false for a popup nobody asked for: it waits for the others (`useOpenDialogCount`) rather than making them wait */
  countsAsOpen?: boolean
}) {
  const intl = useIntl()
  // What had focus when the dialog opened gets it back on close: Radix returns it only to a
  // DialogTrigger, and dialogs opened from the address (`?modal=`) or a mutation have none.
  const opener = useRef(typeof document === 'undefined' ? null : document.activeElement)
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          'fixed start-1/2 top-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-y-1/2 gap-4 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl ltr:-translate-x-1/2 rtl:translate-x-1/2',
          className,
        )}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event)
          if (
            event.defaultPrevented ||
            !(opener.current instanceof HTMLElement) ||
            !opener.current.isConnected ||
            opener.current === document.body
          )
            return
          event.preventDefault()
          opener.current.focus()
        }}
        {...props}
      >
        <CountedAsOpen counted={countsAsOpen} />
        {children}
        {showCloseButton && (
          <DialogPrimitive.Close
            className="absolute end-4 top-4 rounded-md p-1 text-muted outline-none hover:text-ink focus-visible:ring-2 focus-visible:ring-brand-500"
            aria-label={intl.formatMessage({ id: 'ui.close' })}
          >
            <XIcon className="size-5" aria-hidden />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="dialog-header" className={cn('flex flex-col gap-2 pe-8 text-start', className)} {...props} />
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="dialog-footer" className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title data-slot="dialog-title" className={cn('text-lg font-semibold', className)} {...props} />
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description data-slot="dialog-description" className={cn('text-sm text-muted', className)} {...props} />
}
