import type { ActionResult, RestResult } from '~/lib/action-results'
import { fieldErrorsFrom } from '~/lib/field-errors'
import { apiHeaders, refreshTokens, type ApiCallOptions } from './api.server'
import { COOKIE, readCookie } from './cookies.server'
import { webEnv } from './env.server'

export type { RestResult }

/** A REST answer as a change's result (ActionResult): the refusal's message and field errors, its status and code dropped. */
export function fromRest<T>(result: RestResult<T>): ActionResult<T> {
  return result.ok ? result : { ok: false, message: result.message, fieldErrors: result.fieldErrors }
}

interface RestRequest {
  method?: 'GET' | 'POST' | 'HEAD' | 'PATCH' | 'DELETE'
  /** a JSON body */
  json?: Record<string, unknown>
  /** a multipart body (file uploads) */
  form?: FormData
  /**
   * A body passed through as it arrives (a large upload), with its type and length. It can be sent
   * once only, so a 401 is answered rather than retried: refresh before (`refreshIfLapsed`).
   */
  stream?: { body: ReadableStream<Uint8Array>; contentType: string; contentLength: string }
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
    } else if (request.stream) {
      headers['content-type'] = request.stream.contentType
      headers['content-length'] = request.stream.contentLength
      body = request.stream.body
    }
    // A streamed body goes out as it comes in (`duplex: 'half'`, which undici requires for one).
    const init = { method: request.method ?? 'GET', headers, body, signal: request.signal, duplex: 'half' } as RequestInit
    return fetch(new URL(path, webEnv().API_URL), init)
  }
  const response = await send()
  if (response.status !== 401 || request.bearer !== undefined || request.stream || !(await refreshTokens())) return response
  return send()
}

/**
 * Before a call whose body cannot be sent twice: when the access token's cookie has lapsed (it
 * lives as long as the token) but a refresh token is there, refresh now. False when signed out.
 */
export async function refreshIfLapsed(): Promise<boolean> {
  if (readCookie(COOKIE.token) || readCookie(COOKIE.tempToken)) return true
  return refreshTokens()
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
