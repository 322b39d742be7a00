import { createFileRoute, notFound } from '@tanstack/react-router'
import { SpecialtyPage } from '~/components/doctors/SpecialtyPage'
import { SHOWN_STEP, specialtySearchSchema } from '~/lib/list-search'
import { pageTitle } from '~/lib/page-title'
import { catalogQueries } from '~/queries/catalog'
import { doctorQueries } from '~/queries/doctors'

export const Route = createFileRoute('/{-$lang}/specialties/$slug')({
  // A CDN may keep the anonymous answer (ADR 0022).
  staticData: { sharedCache: true, messages: ['doctors'] },
  validateSearch: specialtySearchSchema,
  loaderDeps: ({ search }) => ({ limit: search.shown ?? SHOWN_STEP }),
  loader: async ({ context: { queryClient, locale }, params, deps }) => {
    const [specialty] = await Promise.all([
      queryClient.ensureQueryData(catalogQueries.specialty(locale, params.slug)),
      queryClient.ensureQueryData(doctorQueries.list(locale, { specialty: params.slug, limit: deps.limit })),
    ])
    if (!specialty) throw notFound()
    return { title: pageTitle(specialty.name) }
  },
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title }] }),
  component: SpecialtyPage,
})
