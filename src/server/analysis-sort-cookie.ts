import { ANALYSIS_SORTS, DEFAULT_ANALYSIS_SORT, type AnalysisSort } from '#contract/analyses'
import { readReadableCookie, setReadableCookie } from './readable-cookies'

// A module of its own, as documents-view-cookie.ts: only the account's code loads it.
/** Test results' sort as the patient last chose it (spec part 2 §9: stored locally), readable by the server's render too. */
const ANALYSIS_SORT_COOKIE = 'analyses_sort'
const ONE_YEAR = 60 * 60 * 24 * 365

export const isAnalysisSort = (value: unknown): value is AnalysisSort => (ANALYSIS_SORTS as ReadonlyArray<unknown>).includes(value)

export function rememberAnalysisSort(sort: AnalysisSort) {
  setReadableCookie(ANALYSIS_SORT_COOKIE, String(sort), ONE_YEAR)
}

/** What rememberAnalysisSort kept; anything else reads as nothing chosen. */
export function rememberedAnalysisSort(): AnalysisSort | undefined {
  const sort = Number(readReadableCookie(ANALYSIS_SORT_COOKIE))
  return isAnalysisSort(sort) ? sort : undefined
}

/** The list's sort: the address's, else the one the patient last chose, else newest first (spec part 2 §9). */
export const analysisSortOf = (fromAddress: unknown): AnalysisSort =>
  isAnalysisSort(fromAddress) ? fromAddress : (rememberedAnalysisSort() ?? DEFAULT_ANALYSIS_SORT)
