/**
 * Lab reports read for the patient (issue 30, spec part 2 §5, §9): what may be analysed, how the
 * list is sorted and paged, and the section's timings. The API refuses what these refuse; the upload
 * modal offers only these (its `accept` is a hint, the API decides by the stored file's type).
 */

/** One jpg, jpeg, png or pdf (spec part 2 §5). */
export const ANALYSIS_MEDIA_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const
export const ANALYSIS_FILE_ACCEPT = ['.jpg', '.jpeg', '.png', '.pdf', ...ANALYSIS_MEDIA_TYPES].join(',')

/** A phone's photo or a lab's PDF is far smaller; a larger file is refused before it is read. */
export const ANALYSIS_MAX_BYTES = 20 * 1024 * 1024

/** Sort 1 oldest first, 2 newest first (the default), 3 A to Z, 4 Z to A (spec part 2 §9). */
export const ANALYSIS_SORTS = [1, 2, 3, 4] as const
export type AnalysisSort = (typeof ANALYSIS_SORTS)[number]
export const DEFAULT_ANALYSIS_SORT: AnalysisSort = 2

/** Status of an analysis (spec part 2 §3). */
export const ANALYSIS_STATUS = { processing: 1, ready: 2, error: 3 } as const

/** A value's id in the curated table (`?biomarker=`): lower-case words joined by underscores. */
export const BIOMARKER_ID_PATTERN = /^[a-z][a-z0-9_]{0,47}$/

/** The section's timings (spec part 2 §9), in milliseconds. */
export const ANALYSIS_TIMINGS = {
  listRefresh: 30_000,
  detailPoll: 5_000,
  progressStep: 2_000,
  resultReveal: 1_000,
} as const
