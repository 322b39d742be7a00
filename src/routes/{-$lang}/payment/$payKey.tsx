import { createFileRoute, notFound } from '@tanstack/react-router'
import { PaymentPage } from '~/components/payments/PaymentPage'
import { translatedTitle } from '~/lib/page-title'
import { paymentQueries } from '~/queries/payments'
import { sessionQueries } from '~/queries/session'

export const Route = createFileRoute('/{-$lang}/payment/$payKey')({
  staticData: { messages: ['payments', 'appointments', 'validation'] },
  loader: async ({ context: { queryClient, locale }, params: { payKey } }) => {
    // A malformed key, an unknown one or another patient's: the same 404.
    if (!/^[\w-]{8,100}$/.test(payKey)) throw notFound()
    const [appointment, title] = await Promise.all([
      queryClient.ensureQueryData(paymentQueries.payable(locale, payKey)),
      translatedTitle(queryClient, locale, 'payments.page_title'),
      queryClient.ensureQueryData(paymentQueries.config(locale)),
      queryClient.ensureQueryData(paymentQueries.cards(locale)),
      queryClient.ensureQueryData(sessionQueries.currentUser(locale)),
    ])
    if (!appointment) throw notFound()
    return { title }
  },
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title }] }),
  component: PaymentPage,
})
