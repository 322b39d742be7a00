import { and, eq, gt, min, sql } from 'drizzle-orm'
import { consultationCharge, discountPercentOf, DURATION, PLAN_FEATURE, PLAN_OPTION_TYPE as OPTION_TYPE } from '#contract/payments'
import type { Database } from '../db/client'
import * as t from '../db/schema'
import { planFeaturesColumn } from '../subscriptions/subscriptions.service'
import { storageUsed } from '../users/files.service'
import { analysesStarted } from '../analysis/analysis-usage'

/**
 * What a patient's plan grants (issue 25, ADR 0041): the one place that reads the plan features
 * (spec part 2 §3) and answers, per feature, whether it is allowed, its limit and what is used.
 * The plan is the active subscription's, else the free plan's; a subscription is active until its
 * expiration date, exclusive, so a lapsed one takes its entitlements with it at that instant.
 */

/**
 * The features a working part of the product applies today: only these are listed on the pricing
 * page (a feature a plan lists works, or the plan does not list it). The others stay in the plans
 * for the entitlements service; a feature joins this list when it ships.
 */
export const LISTED_FEATURES: ReadonlySet<string> = new Set([PLAN_FEATURE.storage, PLAN_FEATURE.consultationDiscount])

/** A plan's features as the API lists them (the pricing page, getSubscriptionFeatures): the listed ones. */
export const listedFeatures = <T extends { name: string }>(features: readonly T[]): T[] =>
  features.filter((feature) => LISTED_FEATURES.has(feature.name))

export const GIB = 1024 ** 3

/**
 * One feature for one patient. `unit` says how to read `limit` and `used`: `access` (no limit),
 * `bytes` (storage), `week` / `month` (uses in the window ending now; null limit: unlimited),
 * `percent` (a discount).
 */
export type Entitlement = {
  allowed: boolean
  unit: 'access' | 'bytes' | 'week' | 'month' | 'percent'
  limit: number | null
  used: number | null
}

export type Entitlements = {
  /** the plan that grants them, and whether it is a subscription (else the free plan) */
  plan: { id: number; name: string; subscribed: boolean } | null
  features: Record<string, Entitlement>
}

/**
 * How a week/month-limited feature counts its uses: the events of `userId` in [from, to] (`to` is
 * now, so a use just recorded counts). Each limited feature (the AI chat, analyses, reports)
 * registers the counter of its own rows.
 */
export type UsageCounter = (db: Database, userId: number, window: { from: Date; to: Date }) => Promise<number>
export type UsageCounters = Partial<Record<string, UsageCounter>>

/** The features' usage counters; a feature with a week or month limit adds its own here. */
export const USAGE_COUNTERS: UsageCounters = { [PLAN_FEATURE.aiTestAnalysis]: analysesStarted }

/** The window a period limit counts: the week or month that ends now (rolling, so no burst at a boundary). */
export function usageWindow(period: 'week' | 'month', now: Date): { from: Date; to: Date } {
  const from = new Date(now.getTime())
  if (period === 'week') {
    from.setUTCDate(from.getUTCDate() - 7)
    return { from, to: now }
  }
  // A month before 31 March is the last day of February, not 3 March.
  const day = from.getUTCDate()
  from.setUTCMonth(from.getUTCMonth() - 1, 1)
  from.setUTCDate(Math.min(day, new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 0)).getUTCDate()))
  return { from, to: now }
}

type FeatureRow = { name: string; value: number | null; unit: string; options: { limit: number | null; type: number }[] }

/** A feature's terms from its row: the unit first (no_access refuses), then an option's type and limit. */
function termsOf(feature: FeatureRow): Omit<Entitlement, 'used'> {
  if (feature.unit === 'no_access') return { allowed: false, unit: 'access', limit: null }
  const option = feature.options.find((candidate) => candidate.type !== OPTION_TYPE.hasAccess)
  if (option?.type === OPTION_TYPE.noAccess) return { allowed: false, unit: 'access', limit: null }
  if (option?.type === OPTION_TYPE.week) return { allowed: true, unit: 'week', limit: option.limit }
  if (option?.type === OPTION_TYPE.month) return { allowed: true, unit: 'month', limit: option.limit }
  if (option?.type === OPTION_TYPE.percent) return { allowed: true, unit: 'percent', limit: option.limit ?? feature.value ?? 0 }
  if (option?.type === OPTION_TYPE.gb || feature.unit === 'gb') {
    // A real column: round to whole bytes (1 GB is 1024³ bytes, as the storage display counts).
    return { allowed: true, unit: 'bytes', limit: Math.round((option?.limit ?? feature.value ?? 0) * GIB) }
  }
  if (feature.unit === 'month') return { allowed: true, unit: 'month', limit: feature.value }
  return { allowed: true, unit: 'access', limit: null }
}

/** A patient's subscription while active: until its expiration date, exclusive (the one rule of it). */
export const activeSubscriptionOf = (userId: number, now: Date) =>
  and(eq(t.userSubscriptions.userId, userId), gt(t.userSubscriptions.expirationDate, now))

/** Which plan a patient is entitled to now: the active subscription's, else the free plan (the one with a free option). */
function entitledPlanQuery(db: Database, userId: number, now: Date) {
  const subscribedPlan = db
    .select({ planId: t.userSubscriptions.planId })
    .from(t.userSubscriptions)
    .where(activeSubscriptionOf(userId, now))
  const freePlan = db
    .select({ planId: min(t.planOptions.planId) })
    .from(t.planOptions)
    .where(eq(t.planOptions.durationType, DURATION.free))
  return {
    columns: {
      id: t.subscriptionPlans.id,
      name: t.subscriptionPlans.name,
      subscribed: sql<boolean>`${t.subscriptionPlans.id} is not distinct from (${subscribedPlan})`,
    },
    where: eq(t.subscriptionPlans.id, sql`coalesce((${subscribedPlan}), (${freePlan}))`),
  }
}

/** The plan a patient is entitled to now, in one statement; null if there is neither a subscription nor a free plan. */
export async function entitledPlan(
  db: Database,
  userId: number,
  now: Date,
): Promise<{ id: number; name: string; subscribed: boolean } | null> {
  const { columns, where } = entitledPlanQuery(db, userId, now)
  const [plan] = await db.select(columns).from(t.subscriptionPlans).where(where)
  return plan ?? null
}

/** The entitled plan and its features with their options (all of them, listed or not), in one statement. */
async function entitledPlanAndFeatures(db: Database, userId: number, now: Date) {
  const { columns, where } = entitledPlanQuery(db, userId, now)
  const [row] = await db
    .select({ ...columns, features: planFeaturesColumn() })
    .from(t.subscriptionPlans)
    .where(where)
  if (!row) return { plan: null, features: [] as FeatureRow[] }
  const { features, ...plan } = row
  return { plan, features }
}

/**
 * Every feature of the patient's plan at `now`, with what is used: bytes stored for storage, the
 * window's events for week/month limits (by `counters`; null for a feature without one yet).
 */
export async function entitlementsFor(
  db: Database,
  userId: number,
  now: Date,
  counters: UsageCounters = USAGE_COUNTERS,
): Promise<Entitlements> {
  const { plan, features: terms } = await entitlementTermsFor(db, userId, now)
  const features: Record<string, Entitlement> = {}
  for (const feature of terms) features[feature.feature] = { ...feature.terms, used: await usageOf(db, feature, counters) }
  return { plan, features }
}

/** One feature's terms for a patient at a time, whose usage is counted only when asked (`usageOf`). */
export type FeatureTerms = { feature: string; terms: Omit<Entitlement, 'used'>; userId: number; now: Date }

/**
 * The entitled plan and its features' terms, in one statement, without counting what is used: a
 * page that shows what the plan allows (booking, payment) does not pay for the bytes stored.
 */
export async function entitlementTermsFor(
  db: Database,
  userId: number,
  now: Date,
): Promise<{ plan: Entitlements['plan']; features: FeatureTerms[] }> {
  const { plan, features } = await entitledPlanAndFeatures(db, userId, now)
  return { plan, features: features.map((row) => ({ feature: row.name, terms: termsOf(row), userId, now })) }
}

/** What a feature has used: bytes stored, or uses in its week/month window; null when refused or not counted. */
export async function usageOf(
  db: Database,
  { feature, terms, userId, now }: FeatureTerms,
  counters: UsageCounters = USAGE_COUNTERS,
): Promise<number | null> {
  if (!terms.allowed) return null
  if (terms.unit === 'bytes') return storageUsed(db, userId)
  const counter = counters[feature]
  if ((terms.unit === 'week' || terms.unit === 'month') && counter) return counter(db, userId, usageWindow(terms.unit, now))
  return null
}

const REFUSED: Entitlement = { allowed: false, unit: 'access', limit: null, used: null }

/** One feature's entitlement; a feature the plan does not name is refused. */
export const entitlementOf = (entitlements: Entitlements, feature: string): Entitlement => entitlements.features[feature] ?? REFUSED

/** Whether `amount` more uses (or bytes) fit: allowed, and the limit (if any) not passed. */
export function withinLimit(entitlement: Entitlement, amount = 1): boolean {
  if (!entitlement.allowed) return false
  if (entitlement.limit === null || entitlement.unit === 'percent' || entitlement.unit === 'access') return true
  return (entitlement.used ?? 0) + amount <= entitlement.limit
}

/** One feature's terms for the patient now, without its usage (for a check that counts it itself). */
async function featureTerms(db: Database, userId: number, now: Date, feature: string) {
  const { plan, features } = await entitledPlanAndFeatures(db, userId, now)
  const row = features.find((candidate) => candidate.name === feature)
  return { plan, terms: row ? termsOf(row) : REFUSED }
}

const storageLimitOf = (terms: Omit<Entitlement, 'used'>) => (terms.allowed && terms.unit === 'bytes' ? (terms.limit ?? 0) : 0)

/** The bytes a patient may keep in uploaded files now (their plan's document storage; none without it). */
export async function storageQuotaBytes(db: Database, userId: number, now: Date): Promise<number> {
  const { terms } = await featureTerms(db, userId, now, PLAN_FEATURE.storage)
  return storageLimitOf(terms)
}

/**
 * A patient's storage now: bytes used, the plan's limit, and whether their documents are locked
 * (spec part 2 §5, §6): a free plan whose storage is used up may not upload, download its documents
 * or copy links to them ('unlock to upload', 'unlock to view') until it upgrades or deletes files.
 * Subscribers are never locked (their uploads are still held to their plan's limit). Two statements.
 */
export async function storageStanding(
  db: Database,
  userId: number,
  now: Date,
): Promise<{ usedBytes: number; limitBytes: number; locked: boolean }> {
  const [{ plan, terms }, usedBytes] = await Promise.all([featureTerms(db, userId, now, PLAN_FEATURE.storage), storageUsed(db, userId)])
  const limitBytes = storageLimitOf(terms)
  // Nothing stored is nothing locked, whatever the limit (a plan without storage).
  return { usedBytes, limitBytes, locked: !plan?.subscribed && usedBytes > 0 && usedBytes >= limitBytes }
}

/** What an appointment of `priceCents` costs the patient now, and the plan whose discount applies. */
export async function appointmentCharge(db: Database, userId: number, priceCents: number, now: Date) {
  const { plan, terms } = await featureTerms(db, userId, now, PLAN_FEATURE.consultationDiscount)
  const percent = discountPercentOf(terms)
  return { ...consultationCharge(priceCents, percent), percent, planName: percent > 0 ? (plan?.name ?? null) : null }
}
