import { createFileRoute, redirect } from '@tanstack/react-router'
import { BookAppointmentPage } from '~/components/appointments/BookAppointmentPage'
import { bookingSearchSchema } from '~/lib/appointment-search'
import { bookAppointmentPageLoader } from '~/queries/page-loaders.lazy'

export const Route = createFileRoute('/{-$lang}/book-appointment')({
  staticData: { messages: ['appointments', 'doctors', 'validation'] },
  validateSearch: bookingSearchSchema,
  // Booking starts from a doctor: without one (or with a malformed one) the patient chooses one first.
  beforeLoad: ({ search, params }) => {
    if (!search.doctor) throw redirect({ to: '/{-$lang}/doctors', params: { lang: params.lang }, replace: true })
  },
  loaderDeps: ({ search: { doctor } }) => ({ doctor }),
  loader: bookAppointmentPageLoader,
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title }] }),
  component: BookAppointmentPage,
})
