import type { Resolvers } from '../generated/resolvers-types';
import { requirePatient } from '../graphql/context';
import { clock } from '../payments/payments.resolvers';
import { entitlementsFor } from './entitlements.service';

export const entitlementResolvers: Resolvers = {
  Query: {
    myEntitlements: async (_, __, ctx) => {
      const { plan, features } = await entitlementsFor(ctx.db, await requirePatient(ctx), clock(ctx));
      return { plan, features: Object.entries(features).map(([feature, entitlement]) => ({ feature, ...entitlement })) };
    },
  },
};
