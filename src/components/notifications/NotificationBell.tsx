import { lazy, Suspense } from 'react'
import { BellIcon } from 'lucide-react'
import { useIntl } from 'react-intl'
import { useDeferredPanel } from '~/components/shared/use-deferred-panel'
import { cn } from '~/lib/utils'
import { useLiveNotifications } from './use-live-notifications'

// The panel (a side sheet with tabs, menus and infinite scroll) loads on first use.
const loadPanel = () => import('./NotificationPanel')
const NotificationPanel = lazy(loadPanel)

/** The header's bell (spec part 2 §4): a dot while something is unread; it opens the notifications panel. */
export function NotificationBell({ unread, className }: { unread: number; className?: string }) {
  const intl = useIntl()
  useLiveNotifications()
  const { open, setOpen, loaded, buttonRef, triggerProps } = useDeferredPanel(loadPanel)
  return (
    <>
      <button
        {...triggerProps}
        aria-label={intl.formatMessage({ id: 'notifications.bell' }, { count: unread })}
        data-unread={unread > 0 ? '' : undefined}
        className={cn(
          'relative inline-flex size-10 items-center justify-center rounded-full text-ink outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500',
          className,
        )}
      >
        <BellIcon aria-hidden className="size-5" />
        {unread > 0 && <span aria-hidden className="absolute end-2 top-2 size-2.5 rounded-full bg-red-600 ring-2 ring-white" />}
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <NotificationPanel open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      )}
    </>
  )
}
