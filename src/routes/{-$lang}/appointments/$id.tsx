import { createFileRoute, notFound } from '@tanstack/react-router'
import { AppointmentPage } from '~/components/appointments/AppointmentPage'
import { appointmentSearchSchema } from '~/lib/appointment-search'
import { translatedTitle } from '~/i18n/page-title'
import { loadAppointmentQueries } from '~/queries/appointments.lazy'
import { sessionQueries } from '~/queries/session'

export const Route = createFileRoute('/{-$lang}/appointments/$id')({
  staticData: { messages: ['appointments', 'validation'] },
  validateSearch: appointmentSearchSchema,
  loader: async ({ context: { queryClient, locale }, params: { id } }) => {
    // Not a number, missing, or another patient's: the same 404.
    if (!/^\d{1,9}$/.test(id)) throw notFound()
    const [appointment, title] = await Promise.all([
      loadAppointmentQueries().then((queries) => queryClient.ensureQueryData(queries.detail(locale, id))),
      translatedTitle(queryClient, locale, 'appointments.page_title'),
      queryClient.ensureQueryData(sessionQueries.currentUser(locale)),
    ])
    if (!appointment) throw notFound()
    // The translator's languages are named as the API names them (components/appointments/language-names.ts).
    if (appointment.appointment_translators.length > 0) {
      await loadAppointmentQueries().then((queries) => queryClient.ensureQueryData(queries.translatorLanguages(locale)))
    }
    return { title }
  },
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title }] }),
  component: AppointmentPage,
})
