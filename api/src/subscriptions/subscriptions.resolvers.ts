import type { Resolvers } from '../generated/resolvers-types'
import { parseId } from '../shared/errors'
import { euros } from '../shared/i18n'
import { parsePagination } from '../shared/pagination'
import { listedFeatures } from '../entitlements/entitlements.service'
import { planName } from './plan-names'
import { PAGE_LIMITS } from '#contract/page-limits'

export const subscriptionResolvers: Resolvers = {
  Query: {
    // The pricing page asks for all plans (the spec's limit 999), within PAGE_LIMITS' realistic bound.
    getSubscriptions: async (_, { pagination }, ctx) => {
      const { total, rows } = await ctx.reads.listSubscriptionPlans(parsePagination(pagination, PAGE_LIMITS.subscriptionPlans))
      return { total, results: rows }
    },
    fetchBySubscriptionId: (_, { id }, ctx) => ctx.reads.findSubscriptionPlan(parseId(id, 'id')),
  },

  // Parents carry their features and options (subscriptions.mappers.ts); the names match the schema's.
  SubscriptionPlan: {
    name: (plan, _, ctx) => planName(plan.name, ctx.locale),
    // Only what works today is sold (ADR 0041); the rest stays in the plan for the entitlements service.
    features: (plan) => listedFeatures(plan.features),
  },
  PlanFeature: {
    item: (feature) => feature,
  },
  FeatureItemOption: {
    duration_type: (option) => option.durationType,
    feature_item_option_id: (option) => option.featureItemOptionId,
  },
  PlanOption: {
    duration_type: (option) => option.durationType,
    price: (option) => euros(option.priceCents),
  },
}
