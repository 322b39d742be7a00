import { createFileRoute } from '@tanstack/react-router'
import { GetStartedPage } from '~/components/find-doctor/GetStartedPage'
import { getStartedSearchSchema } from '~/lib/appointment-search'
import { translatedTitle } from '~/i18n/page-title'
import { catalogQueries } from '~/queries/catalog'
import { sessionQueries } from '~/queries/session'

export const Route = createFileRoute('/{-$lang}/get-started')({
  staticData: {
    messages: ['findDoctor', 'account', 'appointments', 'validation'],
  },
  validateSearch: getStartedSearchSchema,
  loader: async ({ context: { queryClient, locale } }) => {
    const [title] = await Promise.all([
      translatedTitle(queryClient, locale, 'findDoctor.page_title'),
      queryClient.ensureQueryData(catalogQueries.organizations(locale)),
      queryClient.ensureQueryData(sessionQueries.currentUser(locale)),
    ])
    return { title }
  },
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title }] }),
  component: GetStartedPage,
})
