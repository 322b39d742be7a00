import type { Locale } from '~/i18n/locales'
import type { AnalysisSort } from '#contract/analyses'
import { PAGE_LIMITS } from '#contract/page-limits'
import type { ActionResult } from '~/lib/action-results'
import { ApiError, apiRequest, attempt } from './api.server'
import { apiRest, fromRest } from './api-rest.server'
import { readSignedIn } from './session.server'
import { AnalysisDocument, AnalysisListDocument, AnalysisQuestionsDocument, DeleteAnalysisDocument } from './analyses.documents'

/** The API calls of test results (issue 30). The API answers only the signed-in patient's own. */

/** A missing analysis (or another patient's, which the API answers as missing) is null, as a visitor's. */
const missingIsNull = (error: unknown) => {
  if (error instanceof ApiError && error.code === 'NOT_FOUND') return null
  throw error
}

export function fetchAnalyses(locale: Locale, page: number, sort: AnalysisSort) {
  return readSignedIn(
    async () =>
      (await apiRequest(AnalysisListDocument, { page, limit: PAGE_LIMITS.analyses.defaultLimit, sort, search: null }, { locale }))
        .getAnalysis,
  )
}

export function fetchAnalysis(locale: Locale, id: string) {
  return readSignedIn(() => apiRequest(AnalysisDocument, { id }, { locale }).then((answer) => answer.getAnalysisById, missingIsNull))
}

export function fetchQuestions(locale: Locale, id: string, biomarker: string) {
  return readSignedIn(() =>
    apiRequest(AnalysisQuestionsDocument, { id, biomarker }, { locale }).then((answer) => answer.getQuestions, missingIsNull),
  )
}

/** Starts reading one of the patient's stored files (POST /ai/analysis, spec part 2 §7): the new analysis' id. */
export async function startAnalysis(locale: Locale, fileId: string): Promise<ActionResult<{ id: string }>> {
  const result = await apiRest<{ data: { id: string } }>('/ai/analysis', { method: 'POST', json: { filename: fileId } }, { locale })
  return fromRest(result.ok ? { ok: true, data: { id: result.data.data.id } } : result)
}

export function deleteAnalysis(locale: Locale, id: string) {
  return attempt(async () => (await apiRequest(DeleteAnalysisDocument, { id }, { locale })).deleteAnalysisById.message)
}
