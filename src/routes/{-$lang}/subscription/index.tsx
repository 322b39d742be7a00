import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { SubscriptionPage } from '~/components/subscription/SubscriptionPage'
import { lenient } from '~/lib/search-params'
import { pricingPageLoader } from '~/queries/page-loaders.lazy'

export const Route = createFileRoute('/{-$lang}/subscription/')({
  staticData: { messages: ['payments'] },
  // The pricing period the toggle shows, so a shared link keeps it.
  validateSearch: v.object({ period: lenient(v.picklist(['month', 'year'])) }),
  loader: pricingPageLoader,
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title }] }),
  component: SubscriptionPage,
})
