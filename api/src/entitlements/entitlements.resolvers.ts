import type { Resolvers } from '../generated/resolvers-types'
import { requirePatient } from '../graphql/context'
import { clock } from '../payments/payments.resolvers'
import { planName } from '../subscriptions/plan-names'
import { entitlementTermsFor, usageOf } from './entitlements.service'

export const entitlementResolvers: Resolvers = {
  Query: {
    myEntitlements: async (_, __, ctx) => {
      const { plan, features } = await entitlementTermsFor(ctx.db, await requirePatient(ctx), clock(ctx))
      return { plan: plan && { ...plan, name: planName(plan.name, ctx.locale) }, features }
    },
  },
  // What is used is counted only for a query that asks for it.
  Entitlement: {
    feature: (entitlement) => entitlement.feature,
    allowed: (entitlement) => entitlement.terms.allowed,
    unit: (entitlement) => entitlement.terms.unit,
    limit: (entitlement) => entitlement.terms.limit,
    used: (entitlement, _, ctx) => usageOf(ctx.db, entitlement),
  },
}
