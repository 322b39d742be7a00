import { NotificationBell } from '~/components/notifications/NotificationBell'
import { HeaderJoinCall } from '~/components/room/HeaderJoinCall'
import { ReadGuidePrompt } from '~/components/room/ReadGuidePrompt'
import type { CurrentUser } from '~/queries/session'
import ProfileButton from './ProfileButton'

/** The header's signed-in actions: the join icon, the notifications bell, the profile button and the read-guide popup (one lazy chunk, ADR 0005). */
export default function SignedInActions({ user }: { user: CurrentUser }) {
  return (
    <>
      <span className="ms-auto flex items-center gap-1 tablet:ms-0">
        <HeaderJoinCall nearest={user.nearest} />
        <NotificationBell unread={user.unread_notifications} />
      </span>
      <ProfileButton user={user} />
      <ReadGuidePrompt nearest={user.nearest} />
    </>
  )
}
