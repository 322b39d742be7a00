import type { Database } from '../db/client';
import { manyByKey } from '../shared/loaders';
import { featuresOfPlans, optionsOfFeatures, optionsOfPlans } from './subscriptions.service';

/** The relations of subscription plans, one query per relation for a whole list (subscriptions.resolvers.ts). */
export const createSubscriptionLoaders = (db: Database) => ({
  featuresOfPlan: manyByKey((ids) => featuresOfPlans(db, ids), (r) => r.planId),
  optionsOfPlan: manyByKey((ids) => optionsOfPlans(db, ids), (r) => r.planId),
  optionsOfFeature: manyByKey((ids) => optionsOfFeatures(db, ids), (r) => r.featureId),
});
