import { createServerFn } from '@tanstack/react-start'
import { localeMiddleware } from './locale-middleware'
import { fetchSubscriptionPlans } from './payments.server'

// The subscription plans, public: apart from the payment functions so the pricing page loads none of them.

export const getSubscriptionPlans = createServerFn({ method: 'GET' })
  .middleware([localeMiddleware])
  .handler(({ context }) => fetchSubscriptionPlans(context.locale))
