import { createFileRoute } from '@tanstack/react-router'
import { BookAppointmentPage } from '~/components/appointments/BookAppointmentPage'
import { bookingSearchSchema } from '~/lib/appointment-search'
import { bookAppointmentPageLoader } from '~/queries/page-loaders.lazy'

export const Route = createFileRoute('/{-$lang}/book-appointment')({
  staticData: { messages: ['appointments', 'doctors', 'validation'] },
  validateSearch: bookingSearchSchema,
  loaderDeps: ({ search: { doctor } }) => ({ doctor }),
  loader: bookAppointmentPageLoader,
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title }] }),
  component: BookAppointmentPage,
})
