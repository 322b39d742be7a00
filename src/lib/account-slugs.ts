import { ID_PATTERN } from '#contract/ids'
import { MAX_FOLDER_DEPTH } from '#contract/document-limits'

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

/** The sections not built yet: no page, no link (an address naming one is the 404 page). */
const UNBUILT_ACCOUNT_SLUGS: ReadonlyArray<AccountSlug> = ['activity_track', 'ai_reports']

/** The sections built so far, in menu order: the only ones that are pages and the only ones linked. */
export const BUILT_ACCOUNT_SLUGS: ReadonlyArray<AccountSlug> = ACCOUNT_SLUGS.filter((slug) => !UNBUILT_ACCOUNT_SLUGS.includes(slug))

export function isBuiltAccountSlug(slug: unknown): slug is AccountSlug {
  return BUILT_ACCOUNT_SLUGS.includes(slug as AccountSlug)
}

/** The sections whose slug goes on with record ids: `my_documents/{folderId}/{folderId}`, `test_results/{analysisId}` (spec part 2 §2). */
const PATH_DEPTH: Partial<Record<AccountSlug, number>> = { my_documents: MAX_FOLDER_DEPTH, test_results: 1 }

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
