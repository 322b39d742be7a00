import { createFileRoute } from '@tanstack/react-router'
import { PaymentPage } from '~/components/payments/PaymentPage'
import { paymentPageLoader } from '~/queries/page-loaders.lazy'

export const Route = createFileRoute('/{-$lang}/payment/$payKey')({
  staticData: { messages: ['payments', 'appointments', 'validation'] },
  loader: paymentPageLoader,
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title }] }),
  component: PaymentPage,
})
