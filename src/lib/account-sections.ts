// The account route's search: in every page's route tree, so the slugs' lists and parsing live in
// account-slugs.ts, which only the account's own code (loaded with it) imports.
import * as v from 'valibot'
import { appointmentListSearchSchema } from './appointment-search'
import { lenient, urlNumber } from './search-params'
import { DOCUMENT_SEARCH_MAX, DOCUMENT_SORT_OPTIONS } from '#contract/document-limits'
import type { AccountSlug } from './account-slugs'
import { BIOMARKER_ID_PATTERN } from '#contract/analyses'

export const DEFAULT_ACCOUNT_SLUG: AccountSlug = 'personal-information'

/** Text as the address writes it: the router reads `?q=2024` as a number. */
const urlText = v.pipe(v.union([v.string(), v.number()]), v.transform(String))

/**
 * `?slug=` as written (a number-looking value as text); none is the default section. Whether it
 * names a built section is the route's decision: anything else is the 404 page, never another section.
 */
export const accountSearchSchema = v.object({
  slug: v.fallback(v.optional(urlText, DEFAULT_ACCOUNT_SLUG), ''),
  // The appointments section's group, as on /appointments.
  ...appointmentListSearchSchema.entries,
  // Billing: `action=add_card` opens the add-card modal (spec part 2 §2); `history` is the payment history's page.
  action: lenient(v.picklist(['add_card'])),
  history: lenient(v.pipe(urlNumber, v.integer(), v.minValue(1), v.maxValue(10_000))),
  // My documents: the sort option (1–6), grid or list, the search; a deep link restores them (issue 29).
  // Test results read `sort` too (1–4, anything else is their default).
  sort: lenient(v.pipe(urlNumber, v.picklist(DOCUMENT_SORT_OPTIONS))),
  view: lenient(v.picklist(['grid', 'list'])),
  q: lenient(v.pipe(urlText, v.maxLength(DOCUMENT_SEARCH_MAX))),
  // The medical card's tab; doctor reports' day (YYYY-MM-DD in the patient's time zone).
  tab: lenient(v.picklist(['my_health', 'my_reports'])),
  date: lenient(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))),
  // Test results: the list's page (from 1; `page` is the auth overlay's) and one value of the analysis shown (spec part 2 §2).
  list_page: lenient(v.pipe(urlNumber, v.integer(), v.minValue(1), v.maxValue(10_000))),
  biomarker: lenient(v.pipe(v.string(), v.regex(BIOMARKER_ID_PATTERN))),
})
