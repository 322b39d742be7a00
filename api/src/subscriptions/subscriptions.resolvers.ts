import type { Resolvers } from '../generated/resolvers-types';
import { parseId } from '../shared/errors';
import { euros } from '../shared/i18n';
import { parsePagination } from '../shared/pagination';
import { findSubscriptionPlan, listSubscriptionPlans } from './subscriptions.service';

export const subscriptionResolvers: Resolvers = {
  Query: {
    // The pricing page asks for limit 999 (spec part 2 §9).
    getSubscriptions: (_, { pagination }, ctx) =>
      listSubscriptionPlans(ctx.db, parsePagination(pagination, { defaultLimit: 20, maxLimit: 999 })),
    fetchBySubscriptionId: (_, { id }, ctx) => findSubscriptionPlan(ctx.db, parseId(id, 'id')),
  },

  // Parents are rows (subscriptions.mappers.ts); features and options come through the request's DataLoaders.
  SubscriptionPlan: {
    features: (plan, _, ctx) => ctx.loaders.featuresOfPlan.load(plan.id),
    options: (plan, _, ctx) => ctx.loaders.optionsOfPlan.load(plan.id),
  },
  PlanFeature: {
    item: (feature) => feature,
  },
  FeatureItem: {
    options: (feature, _, ctx) => ctx.loaders.optionsOfFeature.load(feature.id),
  },
  FeatureItemOption: {
    duration_type: (option) => option.durationType,
    feature_item_option_id: (option) => option.featureItemOptionId,
  },
  PlanOption: {
    duration_type: (option) => option.durationType,
    price: (option) => euros(option.priceCents),
  },
};
