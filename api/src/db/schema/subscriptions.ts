import { index, integer, pgTable, real, serial, text } from 'drizzle-orm/pg-core'

export const subscriptionPlans = pgTable('subscription_plans', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  icon: text('icon'),
  sort: integer('sort').notNull().default(0),
})

/** Spec part 2 §3: units no_access, has_access, gb, month. */
export const FEATURE_UNITS = ['no_access', 'has_access', 'gb', 'month'] as const

export const planFeatures = pgTable(
  'plan_features',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    icon: text('icon'),
    value: real('value'),
    unit: text('unit', { enum: FEATURE_UNITS }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('plan_features_plan_idx').on(t.planId)],
)

export const planFeatureOptions = pgTable('plan_feature_options', {
  id: serial('id').primaryKey(),
  featureId: integer('feature_id')
    .notNull()
    .references(() => planFeatures.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  limit: integer('limit'),
  /** plan feature type: week 1, month 2, percent 3, gb 4, has_access 5, no_access 6 */
  type: integer('type').notNull(),
  durationType: integer('duration_type'),
  featureItemOptionId: integer('feature_item_option_id'),
})

/** duration_type: month 1, year 2, free 3 */
export const planOptions = pgTable('plan_options', {
  id: serial('id').primaryKey(),
  planId: integer('plan_id')
    .notNull()
    .references(() => subscriptionPlans.id, { onDelete: 'cascade' }),
  durationType: integer('duration_type').notNull(),
  priceCents: integer('price_cents').notNull(),
  source: text('source'),
})
