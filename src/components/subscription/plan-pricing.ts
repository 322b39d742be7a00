import type { SubscriptionPlan } from '~/queries/plans'
import { discountPercent, DURATION, PLAN_OPTION_TYPE, toCents, yearlyMonthlyEquivalentCents } from '#contract/payments'

export type Period = 'month' | 'year'

/** The free plan and the paid one (spec part 2 §3: a free option, and monthly and yearly ones). */
export function splitPlans(plans: ReadonlyArray<SubscriptionPlan>) {
  const isFree = (plan: SubscriptionPlan) => plan.options.some((option) => option.duration_type === DURATION.free)
  return { basic: plans.find(isFree) ?? null, paid: plans.find((plan) => !isFree(plan)) ?? null }
}

/** What the paid plan costs in a period, per month, and how much the year saves (spec part 2 §9). */
export function pricing(plan: SubscriptionPlan, period: Period) {
  const monthly = plan.options.find((option) => option.duration_type === DURATION.month)
  const yearly = plan.options.find((option) => option.duration_type === DURATION.year)
  const option = period === 'year' ? yearly : monthly
  const monthlyCents = monthly ? toCents(monthly.price) : 0
  const yearlyCents = yearly ? toCents(yearly.price) : 0
  return {
    option: option ?? null,
    perMonthCents: period === 'year' ? yearlyMonthlyEquivalentCents(yearlyCents) : monthlyCents,
    billedCents: option ? toCents(option.price) : 0,
    discount: monthly && yearly ? discountPercent(monthlyCents, yearlyCents) : 0,
  }
}

/** A plan's value of a feature, as the comparison table words it. */
export type FeatureValue =
  | { kind: 'yes' }
  | { kind: 'no' }
  | { kind: 'gb'; value: number }
  | { kind: 'per_month'; value: number }
  | { kind: 'percent'; value: number }

type FeatureItem = { unit: string; value?: number | null; options?: ReadonlyArray<{ type: number; limit?: number | null }> }

export function featureValue(item: FeatureItem | undefined): FeatureValue {
  if (!item || item.unit === 'no_access') return { kind: 'no' }
  if (item.unit === 'gb') return { kind: 'gb', value: item.value ?? 0 }
  if (item.unit === 'month') return { kind: 'per_month', value: item.value ?? 0 }
  const percent = item.options?.find((option) => option.type === PLAN_OPTION_TYPE.percent)
  if (percent) return { kind: 'percent', value: percent.limit ?? item.value ?? 0 }
  return { kind: 'yes' }
}
