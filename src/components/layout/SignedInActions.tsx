import { useHydrated } from '@tanstack/react-router'
import { NotificationBell } from '~/components/notifications/NotificationBell'
import { HeaderJoinCall } from '~/components/room/HeaderJoinCall'
import { ReadGuidePrompt } from '~/components/room/ReadGuidePrompt'
import type { CurrentUser } from '~/queries/session'
import ProfileButton from './ProfileButton'

/** The header's signed-in actions: the join icon, the notifications bell and the profile button (one lazy chunk with the popup below, ADR 0005). */
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
    </>
  )
}

/**
 * The read-guide popup drawn with the page (ADR 0057), placed after the header's last control: its
 * inline script let the browser lay out and paint a header whose menu had not been parsed yet, and
 * the menu's arrival then pushed the bell and the profile button aside (issue 28).
 */
export function SignedInReadGuide({ user }: { user: CurrentUser }) {
  return <ReadGuidePrompt nearest={user.nearest} />
}
