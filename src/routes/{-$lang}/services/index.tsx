import { createFileRoute } from '@tanstack/react-router'
import { ServicesPage } from '~/components/services/ServicesPage'
import { translatedTitle } from '~/i18n/page-title'
import { catalogQueries } from '~/queries/catalog'

export const Route = createFileRoute('/{-$lang}/services/')({
  // A CDN may keep the anonymous answer (ADR 0022).
  staticData: { sharedCache: true, messages: ['services'] },
  loader: async ({ context: { queryClient, locale } }) => {
    const [title] = await Promise.all([
      translatedTitle(queryClient, locale, 'services.page_title'),
      queryClient.ensureQueryData(catalogQueries.services(locale)),
    ])
    return { title }
  },
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title }] }),
  component: ServicesPage,
})
