import type { Resolvers } from '../generated/resolvers-types'
import { requirePatient } from '../graphql/context'
import { clock } from '../payments/payments.resolvers'
import { planName } from '../subscriptions/plan-names'
import { entitlementsFor } from './entitlements.service'

export const entitlementResolvers: Resolvers = {
  Query: {
    myEntitlements: async (_, __, ctx) => {
      const { plan, features } = await entitlementsFor(ctx.db, await requirePatient(ctx), clock(ctx))
      return {
        plan: plan && { ...plan, name: planName(plan.name, ctx.locale) },
        features: Object.entries(features).map(([feature, entitlement]) => ({ feature, ...entitlement })),
      }
    },
  },
}
