import { getRouteApi } from '@tanstack/react-router'
import { FormattedMessage } from 'react-intl'
import { AppointmentsList } from '~/components/appointments/AppointmentsList'

const route = getRouteApi('/{-$lang}/account')

/** Account › appointments: the same list as /appointments, inside the account area (spec part 1 §2). */
export default function AppointmentsSection() {
  const { status } = route.useSearch()
  const navigate = route.useNavigate()
  return (
    <section aria-labelledby="appointments-heading" className="flex flex-col gap-6">
      <h2 id="appointments-heading" className="text-xl font-semibold">
        <FormattedMessage id="account.menu_appointments" />
      </h2>
      <AppointmentsList
        cardHeading="h3"
        group={status ?? 'active'}
        onGroupChange={(next) => navigate({ search: (prev) => ({ ...prev, status: next }), replace: true, resetScroll: false })}
      />
    </section>
  )
}
