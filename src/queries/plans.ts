import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locales'

/**
 * The subscription plans (the pricing page and a plan's payment page). Kept apart from the payment
 * queries: the public pricing page then loads none of the payment code (its first load is budgeted).
 */
const functions = () => import('~/server/plans.functions')

export const planQueries = {
  list: (locale: Locale) =>
    queryOptions({
      queryKey: ['plans', 'subscription', locale],
      queryFn: async () => (await functions()).getSubscriptionPlans(),
      staleTime: 10 * 60_000,
    }),
}

export type SubscriptionPlan = Awaited<ReturnType<Awaited<ReturnType<typeof functions>>['getSubscriptionPlans']>>[number]
