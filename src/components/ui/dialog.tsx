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
  onKeyDown,
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
  const close = useRef<HTMLButtonElement>(null)
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="dialog-overlay" />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn('dialog-content', className)}
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
        onKeyDown={(event) => {
          onKeyDown?.(event)
          // Radix gives Escape to the newest layer only, and a toast shown before the dialog could
          // still be it: Escape then closed the toast and left the dialog open. Escape pressed in
          // the dialog that no layer took (each one that dismisses prevents its default) closes it.
          if (event.key === 'Escape' && !event.defaultPrevented) close.current?.click()
        }}
        {...props}
      >
        <CountedAsOpen counted={countsAsOpen} />
        {children}
        {showCloseButton ? (
          <DialogPrimitive.Close ref={close} className="dialog-close" aria-label={intl.formatMessage({ id: 'ui.close' })}>
            <XIcon className="size-5" aria-hidden />
          </DialogPrimitive.Close>
        ) : (
          <DialogPrimitive.Close ref={close} hidden />
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="dialog-header" className={cn('flex flex-col gap-2 pe-8 text-start', className)} {...props} />
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="dialog-footer" className={cn('dialog-footer', className)} {...props} />
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title data-slot="dialog-title" className={cn('dialog-title', className)} {...props} />
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description data-slot="dialog-description" className={cn('dialog-description', className)} {...props} />
}
