import * as v from 'valibot'

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

/** The sections built so far; the others show in the menu as not yet available. */
export const BUILT_ACCOUNT_SLUGS: ReadonlyArray<AccountSlug> = ['personal-information', 'settings', 'health_details']

export const DEFAULT_ACCOUNT_SLUG: AccountSlug = 'personal-information'

/** `?slug=`: an unknown or unbuilt value opens the default section rather than failing. */
export const accountSearchSchema = v.object({
  slug: v.fallback(
    v.pipe(
      v.optional(v.picklist(ACCOUNT_SLUGS), DEFAULT_ACCOUNT_SLUG),
      v.check((slug) => BUILT_ACCOUNT_SLUGS.includes(slug)),
    ),
    DEFAULT_ACCOUNT_SLUG,
  ),
})
