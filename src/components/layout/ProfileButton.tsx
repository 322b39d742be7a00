import { lazy, Suspense } from 'react'
import { useIntl } from 'react-intl'
import { cn } from '~/lib/utils'
import type { CurrentUser } from '~/queries/session'
import { useDeferredPanel } from '~/components/shared/use-deferred-panel'
import { UserAvatar } from './UserAvatar'

// The drawer (Radix Dialog, QR code) loads on first use, keeping it out of the first load.
const loadDrawer = () => import('./ProfileDrawer')
const ProfileDrawer = lazy(loadDrawer)

/** The signed-in patient's avatar in the header; it opens the profile drawer. */
export default function ProfileButton({ user, className }: { user: CurrentUser; className?: string }) {
  const intl = useIntl()
  const { open, setOpen, loaded, buttonRef, triggerProps } = useDeferredPanel(loadDrawer)
  return (
    <>
      <button
        {...triggerProps}
        className={cn(
          'inline-flex items-center gap-2 rounded-full p-0.5 outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
          className,
        )}
      >
        <UserAvatar user={user} />
        {/* The name comes from this text, not the initials (they are hidden from assistive tech). */}
        <span className="sr-only">{intl.formatMessage({ id: 'auth.profile_menu' })}</span>
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <ProfileDrawer user={user} open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      )}
    </>
  )
}
