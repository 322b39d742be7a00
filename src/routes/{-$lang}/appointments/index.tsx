import { createFileRoute } from '@tanstack/react-router'
import { AppointmentsPage } from '~/components/appointments/AppointmentsPage'
import { AppointmentsListSkeleton } from '~/components/appointments/AppointmentsList'
import { appointmentListSearchSchema } from '~/lib/appointment-search'
import { translatedTitle } from '~/lib/page-title'
import { appointmentQueries } from '~/queries/appointments'
import { sessionQueries } from '~/queries/session'

export const Route = createFileRoute('/{-$lang}/appointments/')({
  staticData: { messages: ['appointments'] },
  validateSearch: appointmentListSearchSchema,
  loaderDeps: ({ search: { status } }) => ({ status: status ?? 'active' }),
  loader: async ({ context: { queryClient, locale }, deps: { status } }) => {
    const [title] = await Promise.all([
      translatedTitle(queryClient, locale, 'appointments.page_title'),
      queryClient.ensureQueryData(sessionQueries.currentUser(locale)),
      queryClient.ensureQueryData(appointmentQueries.list(locale, status)),
    ])
    return { title }
  },
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title }] }),
  pendingComponent: AppointmentsListSkeleton,
  component: AppointmentsPage,
})
