import type { Hono } from 'hono'
import type { Database } from '../db/client'
import { fail, jsonBody, ok, restPatient } from '../shared/rest'
import { requestAnalysis } from './analysis.service'

const REFUSALS = {
  not_found: [404, 'not_found'],
  analysis_file_type: [422, 'analysis_file_type'],
  analysis_file_size: [413, 'analysis_file_size'],
  not_entitled: [403, 'analysis_not_entitled'],
  analysis_limit_reached: [429, 'analysis_limit_reached'],
  analysis_busy: [429, 'analysis_busy'],
} as const

/**
 * `POST /ai/analysis {filename}` (spec part 2 §7): starts reading one of the patient's stored files
 * (a document, or a fresh upload's id from POST /storage/file) and answers `data.data.id`; the
 * analysis is then read by the worker (`getAnalysisById` shows it). `wake` lets this instance's
 * worker start at once instead of at its next round.
 */
export function mountAnalysisRoutes(app: Hono, deps: { db: Database; authSecret: string; now: () => Date; wake: () => void }) {
  const { db, authSecret, now, wake } = deps
  app.post('/ai/analysis', async (c) => {
    const session = await restPatient(c, db, authSecret)
    if ('response' in session) return session.response
    const body = await jsonBody(c)
    const filename = body?.filename
    if (typeof filename !== 'string' && typeof filename !== 'number') return fail(c, 400, 'bad_request')
    if (!/^\d{1,9}$/.test(String(filename))) return fail(c, 404, 'not_found')
    const result = await requestAnalysis(db, session.userId, Number(filename), now())
    if (!result.ok) {
      const [status, code] = REFUSALS[result.code]
      return fail(c, status, code)
    }
    wake()
    return ok(c, { data: { id: String(result.analysis.id) } }, 201)
  })
}
