import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { SubscriptionPage } from '~/components/subscription/SubscriptionPage'
import { translatedTitle } from '~/lib/page-title'
import { lenient } from '~/lib/search-params'
import { paymentQueries } from '~/queries/payments'

export const Route = createFileRoute('/{-$lang}/subscription/')({
  staticData: { messages: ['payments'] },
  // The pricing period the toggle shows, so a shared link keeps it.
  validateSearch: v.object({ period: lenient(v.picklist(['month', 'year'])) }),
  loader: async ({ context: { queryClient, locale } }) => {
    const [title] = await Promise.all([
      translatedTitle(queryClient, locale, 'payments.subscription_title'),
      queryClient.ensureQueryData(paymentQueries.plans(locale)),
    ])
    return { title }
  },
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title }] }),
  component: SubscriptionPage,
})
