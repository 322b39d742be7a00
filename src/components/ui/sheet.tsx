import type { ComponentProps } from 'react'
import { Dialog as DialogPrimitive } from 'radix-ui'
import { XIcon } from 'lucide-react'
import { useIntl } from 'react-intl'
import { CountedAsOpen } from '~/lib/open-dialogs'
import { cn } from '~/lib/utils'

export const Sheet = DialogPrimitive.Root
export const SheetTitle = DialogPrimitive.Title
export const SheetDescription = DialogPrimitive.Description
export const SheetClose = DialogPrimitive.Close

/**
 * A side panel on the inline end: right in left-to-right pages, left in Arabic. The spec's drawer
 * is 368 px wide (part 2 §2), never wider than the screen.
 */
export function SheetContent({ className, children, ...props }: ComponentProps<typeof DialogPrimitive.Content>) {
  const intl = useIntl()
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="dialog-overlay" />
      <DialogPrimitive.Content
        data-slot="sheet-content"
        className={cn(
          'fixed inset-y-0 end-0 z-50 flex w-[368px] max-w-full flex-col gap-4 overflow-y-auto bg-white p-6 shadow-xl outline-none',
          className,
        )}
        {...props}
      >
        <CountedAsOpen />
        {children}
        <DialogPrimitive.Close className="dialog-close" aria-label={intl.formatMessage({ id: 'ui.close' })}>
          <XIcon className="size-5" aria-hidden />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}
