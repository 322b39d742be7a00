import * as v from 'valibot'
import { DEFAULT_DOCUMENT_SORT, type DocumentSort } from './document-limits'
import { firstIssue, requiredText } from './fields'

/**
 * The patient's documents (spec part 2 §2 "Documents", §5, §9; issue 29): folders nested in
 * folders, files in the root or a folder. The web's forms and pages and the API use these rules.
 */

/** A folder's name: required, at most 255 characters (spec §5, §9). */
export const FOLDER_NAME_MAX = 255
export const folderNameField = firstIssue(v.pipe(requiredText, v.maxLength(FOLDER_NAME_MAX, 'string_max')))
export const folderForm = v.object({ name: folderNameField })

export {
  DEFAULT_DOCUMENT_SORT,
  DOCUMENT_SEARCH_MAX,
  SEARCH_DEBOUNCE_MS,
  DOCUMENT_SORT_OPTIONS,
  MAX_FOLDER_DEPTH,
  type DocumentSort,
} from './document-limits'

/**
 * The six sort options (spec §9): 1 oldest first, 2 newest first (the default), 3 A–Z, 4 Z–A,
 * 5 size small to large, 6 size large to small. Dates are the time last modified.
 */
export const DOCUMENT_SORT = {
  oldest: 1,
  newest: 2,
  nameAscending: 3,
  nameDescending: 4,
  smallest: 5,
  largest: 6,
} as const satisfies Record<string, DocumentSort>
export const documentSortField = v.pipe(
  v.number('invalid_sort'),
  v.integer('invalid_sort'),
  v.minValue(1, 'invalid_sort'),
  v.maxValue(6, 'invalid_sort'),
  v.transform((sort) => sort as DocumentSort),
)
/** A listing's query: the sort option, when one is asked for. */
export const documentListingQuery = v.object({ sort_option: v.optional(documentSortField, DEFAULT_DOCUMENT_SORT) })

export { DOCUMENT_FILE_ACCEPT } from './document-accept'

/** At most 10 files in one upload (spec §5). */
export const MAX_UPLOAD_FILES = 10

/** What the storage bar shows (spec §5, §9): MB, or GB once the limit passes 0.99 GB. */
export type StorageDisplay = {
  unit: 'MB' | 'GB'
  /** used and limit in `unit`, two decimals */
  used: number
  limit: number
  /** used as a share of the limit, 0–100, capped at 100 */
  percent: number
  /** the bar's colour: over 90 % an error, over 75 % a warning */
  level: 'normal' | 'warning' | 'error'
}

const MIB = 1024 ** 2
const GIB = 1024 ** 3

export function storageDisplay(usedBytes: number, limitBytes: number): StorageDisplay {
  const unit = limitBytes > 0.99 * GIB ? 'GB' : 'MB'
  const divisor = unit === 'GB' ? GIB : MIB
  const round = (bytes: number) => Math.round((bytes / divisor) * 100) / 100
  const percent = limitBytes > 0 ? Math.min(100, (usedBytes / limitBytes) * 100) : usedBytes > 0 ? 100 : 0
  return {
    unit,
    used: round(usedBytes),
    limit: round(limitBytes),
    percent: Math.round(percent * 100) / 100,
    level: percent > 90 ? 'error' : percent > 75 ? 'warning' : 'normal',
  }
}

/** Processing status of a stored document (spec §3). */
export const DOCUMENT_STATUS = { processing: 1, ready: 2, error: 3 } as const
