import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { SubscriptionPaymentPage } from '~/components/subscription/SubscriptionPaymentPage'
import { translatedTitle } from '~/lib/page-title'
import { paymentQueries } from '~/queries/payments'
import { sessionQueries } from '~/queries/session'

export const Route = createFileRoute('/{-$lang}/subscription/$planId/$optionId/payment')({
  staticData: { messages: ['payments', 'validation'] },
  beforeLoad: async ({ context: { queryClient, locale }, params, search }) => {
    if (!/^\d{1,9}$/.test(params.planId) || !/^\d{1,9}$/.test(params.optionId)) throw notFound()
    // A visitor stays here with the login overlay over the page (spec part 2 §2).
    if (!search.page && !(await queryClient.ensureQueryData(sessionQueries.currentUser(locale)))) {
      throw redirect({ to: '.', params, search: { ...search, page: 'login' }, replace: true })
    }
  },
  loader: async ({ context: { queryClient, locale } }) => {
    const [title] = await Promise.all([
      translatedTitle(queryClient, locale, 'payments.subscription_title'),
      queryClient.ensureQueryData(paymentQueries.plans(locale)),
      queryClient.ensureQueryData(paymentQueries.config(locale)),
      queryClient.ensureQueryData(paymentQueries.cards(locale)),
    ])
    return { title }
  },
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title }] }),
  component: SubscriptionPaymentPage,
})
