import { createFileRoute, notFound } from '@tanstack/react-router'
import { DoctorProfile } from '~/components/doctors/DoctorProfile'
import { doctorName } from '~/components/doctors/doctor-helpers'
import { pageTitle } from '~/lib/page-title'
import { doctorQueries } from '~/queries/doctors'

export const Route = createFileRoute('/{-$lang}/doctors/$slug/profile')({
  // A CDN may keep the anonymous answer (ADR 0022).
  staticData: { sharedCache: true, messages: ['doctors'] },
  loader: async ({ context: { queryClient, locale }, params }) => {
    const [doctor] = await Promise.all([
      queryClient.ensureQueryData(doctorQueries.bySlug(locale, params.slug)),
      queryClient.prefetchQuery(doctorQueries.related(locale, params.slug)),
    ])
    if (!doctor) throw notFound()
    return { title: pageTitle(doctorName(doctor)), description: doctor.professional_title }
  },
  head: ({ loaderData }) => ({
    meta: [{ title: loaderData?.title }, ...(loaderData?.description ? [{ name: 'description', content: loaderData.description }] : [])],
  }),
  component: DoctorProfile,
})
