import NotificationBell from '~/components/notifications/NotificationBell'
import type { CurrentUser } from '~/queries/session'
import ProfileButton from './ProfileButton'

/** The header's signed-in actions: the notifications bell and the profile button (one lazy chunk, ADR 0005). */
export default function SignedInActions({ user }: { user: CurrentUser }) {
  return (
    <>
      <NotificationBell className="ms-auto tablet:ms-0" />
      <ProfileButton user={user} />
    </>
  )
}
