import type { RestResult } from '~/lib/action-results'
import { fieldErrorsFrom } from '~/lib/field-errors'
import { apiHeaders, refreshTokens, type ApiCallOptions } from './api.server'
import { webEnv } from './env.server'

export type { RestResult }

interface RestRequest {
  method?: 'GET' | 'POST'
  /** a JSON body */
  json?: Record<string, unknown>
  /** a multipart body (file uploads) */
  form?: FormData
  /**
   * Another bearer than the session's (the password-reset key), or null for none. Only the
   * session's own bearer is refreshed and retried on a 401.
   */
  bearer?: string | null
  /** ends the call when the caller goes away (a proxied stream whose browser left) */
  signal?: AbortSignal
  /** more headers (a video room's session) */
  headers?: Record<string, string>
}

/**
 * A raw API call with the session's bearer; on a 401 it refreshes the tokens once and retries,
 * like apiRequest does for GraphQL. Bodies are rebuilt per attempt, so a retry re-sends them.
 */
export async function apiFetch(path: string, request: RestRequest, options: ApiCallOptions): Promise<Response> {
  const send = () => {
    const headers: Record<string, string> = { ...apiHeaders(options, request.bearer), ...request.headers }
    let body: BodyInit | undefined
    if (request.json) {
      headers['content-type'] = 'application/json'
      body = JSON.stringify(request.json)
    } else if (request.form) {
      body = request.form
    }
    return fetch(new URL(path, webEnv().API_URL), { method: request.method ?? 'GET', headers, body, signal: request.signal })
  }
  const response = await send()
  if (response.status !== 401 || request.bearer !== undefined || !(await refreshTokens())) return response
  return send()
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A JSON REST call: `{ data }` on success, else the code, translated message and field errors. */
export async function apiRest<T>(path: string, request: RestRequest, options: ApiCallOptions): Promise<RestResult<T>> {
  const response = await apiFetch(path, request, options)
  const body: unknown = await response.json().catch(() => null)
  if (response.ok && isRecord(body) && 'data' in body) return { ok: true, data: body.data as T }
  const code = isRecord(body) && typeof body.code === 'string' ? body.code : `HTTP_${response.status}`
  const message = isRecord(body) && typeof body.message === 'string' ? body.message : 'errors.generic'
  return { ok: false, status: response.status, code, message, fieldErrors: fieldErrorsFrom(isRecord(body) ? body.errors : undefined) }
}
