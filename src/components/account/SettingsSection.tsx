import { FormattedMessage } from 'react-intl'
import type { CurrentUser } from '~/queries/session'
import { AddressCard } from './AddressCard'
import { ChangePasswordCard } from './ChangePasswordCard'
import { DeleteProfile } from './DeleteProfile'
import { TwoFactorCard } from './TwoFactorCard'

/** Account › settings (spec part 1 §2): password, two-factor, address card, delete my profile. */
export default function SettingsSection({ user }: { user: CurrentUser }) {
  return (
    <section aria-labelledby="settings-heading" className="flex flex-col gap-6">
      <h2 id="settings-heading" className="text-xl font-semibold">
        <FormattedMessage id="account.menu_settings" />
      </h2>
      <ChangePasswordCard />
      <TwoFactorCard user={user} />
      <AddressCard user={user} />
      <DeleteProfile user={user} />
    </section>
  )
}
