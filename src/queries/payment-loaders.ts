import { notFound, redirect } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locales'
import { translatedTitle } from '~/lib/page-title'
import { paymentQueries } from './payments'
import { sessionQueries } from './session'

/**
 * The payment and pricing routes' loaders. Every page's bundle holds every route's definition, so
 * their work lives here and loads with the first of those pages (payments.lazy.ts).
 */
type LoaderContext = { queryClient: QueryClient; locale: Locale }

/** `/payment/{payKey}`: a malformed key, an unknown one or another patient's is the same 404. */
export async function paymentPage({ context: { queryClient, locale }, params: { payKey } }: { context: LoaderContext; params: { payKey: string } }) {
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
}

/** `/subscription`: the plans. */
export async function pricingPage({ context: { queryClient, locale } }: { context: LoaderContext }) {
  const [title] = await Promise.all([translatedTitle(queryClient, locale, 'payments.subscription_title'), queryClient.ensureQueryData(paymentQueries.plans(locale))])
  return { title }
}

type SubscriptionPaymentParams = { planId: string; optionId: string }

/** `/subscription/{planId}/{optionId}/payment`: a visitor stays here with the login overlay over the page (spec part 2 §2). */
export async function subscriptionPaymentGuard({
  context: { queryClient, locale },
  params,
  search,
}: {
  context: LoaderContext
  params: SubscriptionPaymentParams
  search: { page?: string }
}) {
  if (!/^\d{1,9}$/.test(params.planId) || !/^\d{1,9}$/.test(params.optionId)) throw notFound()
  if (!search.page && !(await queryClient.ensureQueryData(sessionQueries.currentUser(locale)))) {
    throw redirect({ to: '/{-$lang}/subscription/$planId/$optionId/payment', params, search: { ...search, page: 'login' }, replace: true })
  }
}

export async function subscriptionPaymentPage({ context: { queryClient, locale } }: { context: LoaderContext }) {
  const [title] = await Promise.all([
    translatedTitle(queryClient, locale, 'payments.subscription_title'),
    queryClient.ensureQueryData(paymentQueries.plans(locale)),
    queryClient.ensureQueryData(paymentQueries.config(locale)),
    queryClient.ensureQueryData(paymentQueries.cards(locale)),
  ])
  return { title }
}
