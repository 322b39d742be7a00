import { createFileRoute } from '@tanstack/react-router'
import { AccountPage } from '~/components/account/AccountPage'
import { accountSearchSchema } from '~/lib/account-sections'
import { translatedTitle } from '~/lib/page-title'
import { sessionQueries } from '~/queries/session'

export const Route = createFileRoute('/{-$lang}/account')({
  validateSearch: accountSearchSchema,
  loader: async ({ context: { queryClient, locale } }) => {
    await queryClient.ensureQueryData(sessionQueries.currentUser(locale))
    return { title: await translatedTitle(queryClient, locale, 'account.title') }
  },
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title }] }),
  component: AccountPage,
})
