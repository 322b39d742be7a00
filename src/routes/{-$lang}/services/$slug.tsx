import { createFileRoute, notFound } from '@tanstack/react-router'
import { ServicePage } from '~/components/services/ServicePage'
import { SERVICE_SHOWN_STEP, serviceSearchSchema } from '~/lib/list-search'
import { pageTitle } from '~/lib/page-title'
import { catalogQueries } from '~/queries/catalog'

export const Route = createFileRoute('/{-$lang}/services/$slug')({
  // A CDN may keep the anonymous answer (ADR 0022).
  staticData: { sharedCache: true, messages: ['services', 'doctors'] },
  validateSearch: serviceSearchSchema,
  loaderDeps: ({ search }) => ({
    search: search.search || undefined,
    specialty: search.specialty,
    organizations: search.organizations?.toString(),
    limit: search.shown ?? SERVICE_SHOWN_STEP,
  }),
  loader: async ({ context: { queryClient, locale }, params, deps }) => {
    const [service] = await Promise.all([
      queryClient.ensureQueryData(catalogQueries.service(locale, params.slug)),
      queryClient.ensureQueryData(catalogQueries.organizations(locale)),
      queryClient.ensureQueryData(catalogQueries.specialties(locale)),
    ])
    if (!service) throw notFound()
    // Only after the service exists: the API answers an unknown service's doctors with an error.
    await queryClient.ensureQueryData(catalogQueries.serviceDoctors(locale, { slug: params.slug, ...deps }))
    return { title: pageTitle(service.title), description: service.short_desc }
  },
  head: ({ loaderData }) => ({
    meta: [{ title: loaderData?.title }, ...(loaderData?.description ? [{ name: 'description', content: loaderData.description }] : [])],
  }),
  component: ServicePage,
})
