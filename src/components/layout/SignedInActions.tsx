import { NotificationBell } from '~/components/notifications/NotificationBell'
import { HeaderJoinCall } from '~/components/room/HeaderJoinCall'
import type { CurrentUser } from '~/queries/session'
import ProfileButton from './ProfileButton'

/** The header's signed-in actions: the join icon, the notifications bell and the profile button (one lazy chunk, ADR 0005). */
export default function SignedInActions({ user }: { user: CurrentUser }) {
  return (
    <>
      <span className="ms-auto flex items-center gap-1 tablet:ms-0">
        <HeaderJoinCall nearest={user.nearest} />
        <NotificationBell unread={user.unread_notifications} />
      </span>
      <ProfileButton user={user} />
    </>
  )
}
