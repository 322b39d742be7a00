import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import * as t from '../db/schema';
import type { Page } from '../shared/pagination';
import type { SubscriptionPlanRow } from './subscriptions.mappers';

// Rows; subscriptions.resolvers.ts shapes them and loads features and options per request.

export async function listSubscriptionPlans(db: Database, page: Page): Promise<{ total: number; results: SubscriptionPlanRow[] }> {
  const [totalRow] = await db.select({ n: count() }).from(t.subscriptionPlans);
  const plans = await db.select().from(t.subscriptionPlans).orderBy(asc(t.subscriptionPlans.sort), asc(t.subscriptionPlans.id)).limit(page.limit).offset(page.offset);
  return { total: totalRow?.n ?? 0, results: plans };
}

export async function findSubscriptionPlan(db: Database, id: number): Promise<SubscriptionPlanRow | null> {
  const [plan] = await db.select().from(t.subscriptionPlans).where(eq(t.subscriptionPlans.id, id));
  return plan ?? null;
}

// ---- relations of many plans or features at once (batched by subscriptions.loaders.ts) ----

export const featuresOfPlans = (db: Database, planIds: number[]) =>
  db.select().from(t.planFeatures).where(inArray(t.planFeatures.planId, planIds)).orderBy(asc(t.planFeatures.sort), asc(t.planFeatures.id));

export const optionsOfPlans = (db: Database, planIds: number[]) =>
  db.select().from(t.planOptions).where(inArray(t.planOptions.planId, planIds)).orderBy(asc(t.planOptions.durationType));

export const optionsOfFeatures = (db: Database, featureIds: number[]) =>
  db.select().from(t.planFeatureOptions).where(inArray(t.planFeatureOptions.featureId, featureIds)).orderBy(asc(t.planFeatureOptions.id));
