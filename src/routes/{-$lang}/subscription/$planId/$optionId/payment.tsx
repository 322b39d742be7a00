import { createFileRoute } from '@tanstack/react-router'
import { SubscriptionPaymentPage } from '~/components/subscription/SubscriptionPaymentPage'
import { subscriptionPaymentGuard, subscriptionPaymentLoader } from '~/queries/page-loaders.lazy'

export const Route = createFileRoute('/{-$lang}/subscription/$planId/$optionId/payment')({
  staticData: { messages: ['payments', 'validation'] },
  beforeLoad: subscriptionPaymentGuard,
  loader: subscriptionPaymentLoader,
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title }] }),
  component: SubscriptionPaymentPage,
})
