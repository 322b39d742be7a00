import { useHydrated } from '@tanstack/react-router'
import { NotificationBell } from '~/components/notifications/NotificationBell'
import { HeaderJoinCall } from '~/components/room/HeaderJoinCall'
import { ReadGuidePrompt } from '~/components/room/ReadGuidePrompt'
import type { CurrentUser } from '~/queries/session'
import ProfileButton from './ProfileButton'

/** The header's signed-in actions: the join icon, the notifications bell, the profile button and the read-guide popup (one lazy chunk, ADR 0005). */
export default function SignedInActions({ user }: { user: CurrentUser }) {
  // Its code comes after the root's, and a tap before it has hydrated is lost: until then the server's
  // HTML says so (`data-hydrating`), which tests wait for with the root's marker (`gotoHydrated`).
  const hydrated = useHydrated()
  return (
    <>
      <span data-hydrating={hydrated ? undefined : ''} className="ms-auto flex items-center gap-1 tablet:ms-0">
        <HeaderJoinCall nearest={user.nearest} />
        <NotificationBell unread={user.unread_notifications} />
      </span>
      <ProfileButton user={user} />
      <ReadGuidePrompt nearest={user.nearest} />
    </>
  )
}
