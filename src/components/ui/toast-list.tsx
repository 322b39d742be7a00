import { Toast as ToastPrimitive } from 'radix-ui'
import { CircleAlertIcon, CircleCheckIcon, InfoIcon, XIcon } from 'lucide-react'
import { useIntl } from 'react-intl'
import { cn } from '~/lib/utils'
import { dismissToast, TOAST_DURATION_MS, type ToastItem, type ToastVariant } from './toast'

const VARIANT_STYLES: Record<ToastVariant, { className: string; Icon: typeof InfoIcon }> = {
  success: { className: 'border-green-200 [&_svg.toast-icon]:text-green-600', Icon: CircleCheckIcon },
  error: { className: 'border-red-200 [&_svg.toast-icon]:text-red-600', Icon: CircleAlertIcon },
  info: { className: 'border-brand-100 [&_svg.toast-icon]:text-brand-600', Icon: InfoIcon },
}

/** The Radix part of the Toaster, loaded with the first toast. */
export default function ToastList({ toasts }: { toasts: ReadonlyArray<ToastItem> }) {
  const intl = useIntl()
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      // Read out before each toast ("Notification, Saved").
      label={intl.formatMessage({ id: 'ui.notification' })}
    >
      {toasts.map(({ id, title, description, variant }) => {
        const { className, Icon } = VARIANT_STYLES[variant]
        return (
          <ToastPrimitive.Root
            key={id}
            type={variant === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => !open && dismissToast(id)}
            className={cn('flex w-full items-start gap-3 rounded-xl border bg-white p-4 text-ink shadow-lg', className)}
          >
            <Icon className="toast-icon mt-0.5 size-5 shrink-0" aria-hidden />
            <div className="flex-1 text-start">
              <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>
              {description && <ToastPrimitive.Description className="mt-1 text-sm text-muted">{description}</ToastPrimitive.Description>}
            </div>
            <ToastPrimitive.Close
              className="rounded-md p-0.5 text-muted outline-none hover:text-ink focus-visible:ring-2 focus-visible:ring-brand-500"
              aria-label={intl.formatMessage({ id: 'ui.close' })}
            >
              <XIcon className="size-4" aria-hidden />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        )
      })}
      <ToastPrimitive.Viewport
        // The region's name; Radix fills in {hotkey} (F8) itself, so it is passed through untouched.
        label={intl.formatMessage({ id: 'ui.notifications' }, { hotkey: '{hotkey}' })}
        className="fixed start-1/2 top-4 z-[100] flex w-[calc(100%-2rem)] max-w-sm flex-col gap-2 outline-none ltr:-translate-x-1/2 rtl:translate-x-1/2"
      />
    </ToastPrimitive.Provider>
  )
}
