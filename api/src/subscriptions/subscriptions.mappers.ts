import type * as t from '../db/schema'

/**
 * What the subscription types' field resolvers receive (codegen `mappers` in codegen.ts): rows with
 * their relations, loaded in the same statement (subscriptions.service.ts). A `FeatureItem` is the
 * feature's own row (its value, unit and options).
 */
export type SubscriptionPlanRow = typeof t.subscriptionPlans.$inferSelect
export type PlanFeatureRow = typeof t.planFeatures.$inferSelect
export type PlanFeatureOptionRow = typeof t.planFeatureOptions.$inferSelect
export type PlanOptionRow = typeof t.planOptions.$inferSelect

export type PlanFeatureParent = PlanFeatureRow & { options: PlanFeatureOptionRow[] }
export type SubscriptionPlanParent = SubscriptionPlanRow & { features: PlanFeatureParent[]; options: PlanOptionRow[] }
