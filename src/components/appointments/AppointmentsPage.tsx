import { getRouteApi } from '@tanstack/react-router'
import { FormattedMessage } from 'react-intl'
import { AppointmentsList } from './AppointmentsList'
import { PaymentReturn } from '~/components/payments/PaymentReturn'

const route = getRouteApi('/{-$lang}/appointments/')

/** `/appointments`: the patient's appointments, current or past (spec part 1 §2). */
export function AppointmentsPage() {
  const { status } = route.useSearch()
  const navigate = route.useNavigate()
  return (
    <main className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-10">
      <h1 className="text-2xl font-semibold">
        <FormattedMessage id="appointments.page_title" />
      </h1>
      <PaymentReturn />
      <AppointmentsList
        group={status ?? 'active'}
        onGroupChange={(next) => navigate({ search: { status: next }, replace: true, resetScroll: false })}
      />
    </main>
  )
}
