import { asc, eq, getTableColumns, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { jsonArray, rowObject, totalOverAll } from '../db/json'
import * as t from '../db/schema'
import { selectPage, type Page } from '../shared/pagination'
import type { PlanFeatureParent, PlanOptionRow, SubscriptionPlanParent } from './subscriptions.mappers'

// Plans with their features (and the features' options) and price options, one statement per call;
// subscriptions.resolvers.ts shapes them. The same for every visitor: graphql/public-reads.ts caches them.

const featureOptions = jsonArray(
  rowObject(t.planFeatureOptions),
  sql`from ${t.planFeatureOptions} where ${t.planFeatureOptions.featureId} = ${t.planFeatures.id}`,
  sql`${t.planFeatureOptions.id}`,
)

/** A plan's features with their options, as a column of a statement that reads `subscription_plans`. */
export const planFeaturesColumn = () =>
  jsonArray<PlanFeatureParent>(
    rowObject(t.planFeatures, { options: featureOptions }),
    sql`from ${t.planFeatures} where ${t.planFeatures.planId} = ${t.subscriptionPlans.id}`,
    sql`${t.planFeatures.sort}, ${t.planFeatures.id}`,
  )

const planColumns = () => ({
  ...getTableColumns(t.subscriptionPlans),
  features: planFeaturesColumn(),
  options: jsonArray<PlanOptionRow>(
    rowObject(t.planOptions),
    sql`from ${t.planOptions} where ${t.planOptions.planId} = ${t.subscriptionPlans.id}`,
    sql`${t.planOptions.durationType}, ${t.planOptions.id}`,
  ),
})

export async function listSubscriptionPlans(db: Database, page: Page): Promise<{ total: number; rows: SubscriptionPlanParent[] }> {
  return selectPage(
    db
      .select({ row: planColumns(), total: totalOverAll() })
      .from(t.subscriptionPlans)
      .orderBy(asc(t.subscriptionPlans.sort), asc(t.subscriptionPlans.id)),
    page,
    () => db.$count(t.subscriptionPlans),
  )
}

export async function findSubscriptionPlan(db: Database, id: number): Promise<SubscriptionPlanParent | null> {
  const [plan] = await db.select(planColumns()).from(t.subscriptionPlans).where(eq(t.subscriptionPlans.id, id))
  return plan ?? null
}
