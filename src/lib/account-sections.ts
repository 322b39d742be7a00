import * as v from 'valibot'
import { appointmentListSearchSchema } from './appointment-search'
import { lenient, urlNumber } from './search-params'
import { ID_PATTERN } from '#contract/ids'
import { DOCUMENT_SEARCH_MAX, DOCUMENT_SORT_OPTIONS, MAX_FOLDER_DEPTH } from '#contract/document-limits'

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
  'med_card',
  'my_documents',
  'health_details',
  'doctor_reports',
]

export const DEFAULT_ACCOUNT_SLUG: AccountSlug = 'personal-information'

export function isBuiltAccountSlug(slug: unknown): slug is AccountSlug {
  return BUILT_ACCOUNT_SLUGS.includes(slug as AccountSlug)
}

/** The sections whose slug goes on with record ids: `my_documents/{folderId}/{folderId}` (spec part 2 §2). */
const PATH_DEPTH: Partial<Record<AccountSlug, number>> = { my_documents: MAX_FOLDER_DEPTH }

/**
 * A slug as the address writes it, split into its section and the ids after it
 * (`my_documents/12/34` → my_documents, ['12', '34']); null for anything that is not a built section,
 * ids where the section takes none, ids that are not ids, or a path deeper than the section's.
 */
export function parseAccountSlug(slug: string): { section: AccountSlug; path: string[] } | null {
  const [section, ...path] = slug.split('/')
  if (!isBuiltAccountSlug(section)) return null
  if (path.length > (PATH_DEPTH[section] ?? 0) || !path.every((id) => ID_PATTERN.test(id))) return null
  return { section, path }
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
  // My documents: the sort option (1–6), grid or list, the search; a deep link restores them (issue 29).
  sort: lenient(v.pipe(urlNumber, v.picklist(DOCUMENT_SORT_OPTIONS))),
  view: lenient(v.picklist(['grid', 'list'])),
  q: lenient(v.pipe(v.string(), v.maxLength(DOCUMENT_SEARCH_MAX))),
  // The medical card's tab; doctor reports' day (YYYY-MM-DD in the patient's time zone).
  tab: lenient(v.picklist(['my_health', 'my_reports'])),
  date: lenient(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))),
})
