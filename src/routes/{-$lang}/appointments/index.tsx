import { createFileRoute } from '@tanstack/react-router'
import { AppointmentsPage } from '~/components/appointments/AppointmentsPage'
import { AppointmentsListSkeleton } from '~/components/appointments/AppointmentsListSkeleton'
import { appointmentListSearchSchema } from '~/lib/appointment-search'
import { translatedTitle } from '~/i18n/page-title'
import { loadAppointmentQueries } from '~/queries/appointments.lazy'
import { sessionQueries } from '~/queries/session'

export const Route = createFileRoute('/{-$lang}/appointments/')({
  staticData: { messages: ['appointments'] },
  validateSearch: appointmentListSearchSchema,
  loaderDeps: ({ search: { status } }) => ({ status: status ?? 'active' }),
  loader: async ({ context: { queryClient, locale }, deps: { status } }) => {
    const [title] = await Promise.all([
      translatedTitle(queryClient, locale, 'appointments.page_title'),
      queryClient.ensureQueryData(sessionQueries.currentUser(locale)),
      loadAppointmentQueries().then((queries) => queryClient.ensureInfiniteQueryData(queries.list(locale, status))),
    ])
    return { title }
  },
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title }] }),
  // The skeletons load with the page's code, not with every page (pendingComponent stays in the
  // main bundle by default).
  codeSplitGroupings: [['component', 'pendingComponent']],
  pendingComponent: AppointmentsListSkeleton,
  component: AppointmentsPage,
})
