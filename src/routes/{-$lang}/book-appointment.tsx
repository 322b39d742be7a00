import { createFileRoute, notFound } from '@tanstack/react-router'
import { BookAppointmentPage } from '~/components/appointments/BookAppointmentPage'
import { bookingSearchSchema } from '~/lib/appointment-search'
import { translatedTitle } from '~/lib/page-title'
import { doctorQueries } from '~/queries/doctors'
import { paymentQueries } from '~/queries/payments'
import { sessionQueries } from '~/queries/session'

export const Route = createFileRoute('/{-$lang}/book-appointment')({
  staticData: { messages: ['appointments', 'doctors', 'validation'] },
  validateSearch: bookingSearchSchema,
  loaderDeps: ({ search: { doctor } }) => ({ doctor }),
  loader: async ({ context: { queryClient, locale }, deps: { doctor } }) => {
    // A booking is always with a doctor; an unknown one is the 404 page.
    if (!doctor) throw notFound()
    const [found, title] = await Promise.all([
      queryClient.ensureQueryData(doctorQueries.bySlug(locale, doctor)),
      translatedTitle(queryClient, locale, 'appointments.book_title'),
      queryClient.ensureQueryData(sessionQueries.currentUser(locale)),
      // The total takes the patient's plan's consultation discount off.
      queryClient.ensureQueryData(paymentQueries.entitlements(locale)),
    ])
    if (!found) throw notFound()
    return { title }
  },
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title }] }),
  component: BookAppointmentPage,
})
