import { createFileRoute } from '@tanstack/react-router'
import { DoctorsPage } from '~/components/doctors/DoctorsPage'
import { SHOWN_STEP, doctorListSearchSchema } from '~/lib/list-search'
import { translatedTitle } from '~/i18n/page-title'
import { catalogQueries } from '~/queries/catalog'
import { doctorQueries } from '~/queries/doctors'

export const Route = createFileRoute('/{-$lang}/doctors/')({
  // A CDN may keep the anonymous answer (ADR 0022).
  staticData: { sharedCache: true, messages: ['doctors'] },
  validateSearch: doctorListSearchSchema,
  loaderDeps: ({ search }) => ({
    search: search.search || undefined,
    specialty: search.specialty,
    organization: search.organization?.toString(),
    language: search.language,
    sort: search.sort,
    limit: search.shown ?? SHOWN_STEP,
  }),
  loader: async ({ context: { queryClient, locale }, deps }) => {
    const [title] = await Promise.all([
      translatedTitle(queryClient, locale, 'doctors.page_title'),
      queryClient.ensureQueryData(doctorQueries.list(locale, deps)),
      queryClient.ensureQueryData(catalogQueries.specialties(locale)),
      queryClient.ensureQueryData(catalogQueries.organizations(locale)),
      queryClient.ensureQueryData(catalogQueries.languages(locale)),
    ])
    return { title }
  },
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title }] }),
  component: DoctorsPage,
})
