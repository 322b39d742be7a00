import type { Resolvers } from '../generated/resolvers-types';
import { parseId } from '../shared/errors';
import { parsePagination } from '../shared/pagination';
import { findSubscriptionPlan, listSubscriptionPlans } from './subscriptions.service';

export const subscriptionResolvers: Resolvers = {
  Query: {
    // The pricing page asks for limit 999 (spec part 2 §9).
    getSubscriptions: (_, { pagination }, ctx) =>
      listSubscriptionPlans(ctx.db, parsePagination(pagination, { defaultLimit: 20, maxLimit: 999 })),
    fetchBySubscriptionId: (_, { id }, ctx) => findSubscriptionPlan(ctx.db, parseId(id, 'id')),
  },
};
