import * as v from 'valibot'
import { appointmentListSearchSchema } from './appointment-search'
import { lenient, urlNumber } from './search-params'

/** Every account section the spec names (part 1 §2, part 2 §2), in menu order. */
export const ACCOUNT_SLUGS = [
  'appointments',
  'doctor-requests',
  'personal-information',
  'settings',
  'billing_and_plans',
  'med_card',
  'my_documents',
  'test_results',
  'health_details',
  'activity_track',
  'doctor_reports',
  'ai_reports',
] as const
export type AccountSlug = (typeof ACCOUNT_SLUGS)[number]

/** The sections built so far: the only ones that are pages and the only ones linked. */
export const BUILT_ACCOUNT_SLUGS: ReadonlyArray<AccountSlug> = [
  'appointments',
  'doctor-requests',
  'personal-information',
  'settings',
  'billing_and_plans',
  'health_details',
]

export const DEFAULT_ACCOUNT_SLUG: AccountSlug = 'personal-information'

export function isBuiltAccountSlug(slug: unknown): slug is AccountSlug {
  return BUILT_ACCOUNT_SLUGS.includes(slug as AccountSlug)
}

/**
 * `?slug=` as written (a number-looking value as text); none is the default section. Whether it
 * names a built section is the route's decision: anything else is the 404 page, never another section.
 */
export const accountSearchSchema = v.object({
  slug: v.fallback(v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String)), DEFAULT_ACCOUNT_SLUG), ''),
  // The appointments section's group, as on /appointments.
  ...appointmentListSearchSchema.entries,
  // Billing: `action=add_card` opens the add-card modal (spec part 2 §2); `history` is the payment history's page.
  action: lenient(v.picklist(['add_card'])),
  history: lenient(v.pipe(urlNumber, v.integer(), v.minValue(1), v.maxValue(10_000))),
})
