import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { localeField } from '~/lib/locale-input'
import { serverInput } from '~/lib/server-input'
import { fetchSubscriptionPlans } from './payments.server'

// The subscription plans, public: apart from the payment functions so the pricing page loads none of them.

export const getSubscriptionPlans = createServerFn({ method: 'GET' })
  .validator(serverInput(v.object({ locale: localeField })))
  .handler(({ data }) => fetchSubscriptionPlans(data.locale))
