import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import * as t from '../db/schema';
import type { SubscriptionPlan } from '../generated/resolvers-types';
import { euros } from '../shared/i18n';
import type { Page } from '../shared/pagination';

/** Attaches features (with their options) and price options to plan rows. */
async function hydratePlans(db: Database, plans: (typeof t.subscriptionPlans.$inferSelect)[]): Promise<SubscriptionPlan[]> {
  if (plans.length === 0) return [];
  const planIds = plans.map((p) => p.id);
  const [features, options] = await Promise.all([
    db.select().from(t.planFeatures).where(inArray(t.planFeatures.planId, planIds)).orderBy(asc(t.planFeatures.sort), asc(t.planFeatures.id)),
    db.select().from(t.planOptions).where(inArray(t.planOptions.planId, planIds)).orderBy(asc(t.planOptions.durationType)),
  ]);
  const featureOptions = features.length
    ? await db.select().from(t.planFeatureOptions).where(inArray(t.planFeatureOptions.featureId, features.map((f) => f.id))).orderBy(asc(t.planFeatureOptions.id))
    : [];

  return plans.map((plan) => ({
    id: plan.id,
    name: plan.name,
    icon: plan.icon,
    features: features
      .filter((f) => f.planId === plan.id)
      .map((f) => ({
        id: f.id,
        name: f.name,
        icon: f.icon,
        item: {
          value: f.value,
          unit: f.unit,
          options: featureOptions
            .filter((o) => o.featureId === f.id)
            .map((o) => ({
              id: o.id,
              name: o.name,
              limit: o.limit,
              type: o.type,
              duration_type: o.durationType,
              feature_item_option_id: o.featureItemOptionId,
            })),
        },
      })),
    options: options
      .filter((o) => o.planId === plan.id)
      .map((o) => ({ id: o.id, duration_type: o.durationType, price: euros(o.priceCents), source: o.source })),
  }));
}

export async function listSubscriptionPlans(db: Database, page: Page) {
  const [totalRow] = await db.select({ n: count() }).from(t.subscriptionPlans);
  const plans = await db.select().from(t.subscriptionPlans).orderBy(asc(t.subscriptionPlans.sort), asc(t.subscriptionPlans.id)).limit(page.limit).offset(page.offset);
  return { total: totalRow?.n ?? 0, results: await hydratePlans(db, plans) };
}

export async function findSubscriptionPlan(db: Database, id: number) {
  const plans = await db.select().from(t.subscriptionPlans).where(eq(t.subscriptionPlans.id, id));
  const [plan] = await hydratePlans(db, plans);
  return plan ?? null;
}
