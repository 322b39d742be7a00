import { createFileRoute, notFound } from '@tanstack/react-router'
import { ServicePage } from '~/components/services/ServicePage'
import { serviceSearchSchema } from '~/lib/list-search'
import { pageTitle } from '~/lib/page-title'
import { catalogQueries } from '~/queries/catalog'

export const Route = createFileRoute('/{-$lang}/services/$slug')({
  validateSearch: serviceSearchSchema,
  // The URL page is 1-based; the API's is 0-based.
  loaderDeps: ({ search }) => ({ organizations: search.organizations?.toString(), page: (search.doctorsPage ?? 1) - 1 }),
  loader: async ({ context: { queryClient, locale }, params, deps }) => {
    const [service] = await Promise.all([
      queryClient.ensureQueryData(catalogQueries.service(locale, params.slug)),
      queryClient.ensureQueryData(catalogQueries.organizations(locale)),
    ])
    if (!service) throw notFound()
    // Only after the service exists: the API answers an unknown service's doctors with an error.
    await queryClient.ensureQueryData(catalogQueries.serviceDoctors({ locale, slug: params.slug, ...deps }))
    return { title: pageTitle(service.title), description: service.short_desc }
  },
  head: ({ loaderData }) => ({
    meta: [
      { title: loaderData?.title },
      ...(loaderData?.description ? [{ name: 'description', content: loaderData.description }] : []),
    ],
  }),
  component: ServicePage,
})
