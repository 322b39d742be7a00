import type { Locale } from '~/i18n/locales'
import { fieldErrorsFrom } from '~/lib/field-errors'
import { apiFetch, apiRest, refreshIfLapsed } from './api-rest.server'
import { isLocale } from '~/i18n/locales'

/** Headers of the API's answer that a file keeps on its way through. */
const PASSED_ON = ['content-type', 'content-disposition', 'content-length'] as const

/**
 * A same-origin download of an API file: the browser never holds the API token, so files (the
 * avatar, appointment documents, the report PDF) are fetched here with the cookie's bearer and
 * streamed through. Whose file it is, the API decides; anything else answers 404 (401 signed out).
 */
export async function proxyApiFile(path: string, cacheControl: string, locale: Locale = 'en'): Promise<Response> {
  const upstream = await apiFetch(path, { method: 'GET' }, { locale })
  // Signed out (401) and a locked free plan's document (403, 'unlock to view') say so; anything else is not found.
  if (!upstream.ok || !upstream.body)
    return new Response(null, { status: upstream.status === 401 || upstream.status === 403 ? upstream.status : 404 })
  const headers = new Headers({ 'cache-control': cacheControl, 'x-content-type-options': 'nosniff' })
  for (const name of PASSED_ON) {
    const value = upstream.headers.get(name)
    if (value) headers.set(name, value)
  }
  if (!headers.has('content-type')) headers.set('content-type', 'application/octet-stream')
  return new Response(upstream.body, { headers })
}

export const isFileId = (id: string) => /^\d{1,9}$/.test(id)

/** A signed link's query (`expires` and `signature`), rebuilt from only those two; null when absent. */
export function signedLinkQuery(request: Request): string | null {
  const query = new URL(request.url).searchParams
  const expires = query.get('expires')
  const signature = query.get('signature')
  if (!expires || !signature || !/^\d{1,12}$/.test(expires) || !/^[0-9a-f]{64}$/.test(signature)) return null
  return new URLSearchParams({ expires, signature }).toString()
}

/** The language a file is drawn or answered in: the page's, passed as `?lang=` (English otherwise). */
export function pageLocale(request: Request): Locale {
  const lang = new URL(request.url).searchParams.get('lang') ?? ''
  return isLocale(lang) ? lang : 'en'
}

/**
 * One multipart upload (field `file`) stored for the signed-in account through the API, its body
 * passed through as it arrives: a file of hundreds of MB never sits in this server's memory, and a
 * browser that aborts ends the API's upload too. Answers `{ id, name }`, or the API's status with
 * its message and field errors (JSON) for the uploader.
 */
export async function uploadStoredFile(request: Request): Promise<Response> {
  const locale = pageLocale(request)
  const contentType = request.headers.get('content-type') ?? ''
  const contentLength = request.headers.get('content-length')
  if (!request.body || !/^multipart\/form-data/i.test(contentType))
    return Response.json({ message: 'bad_request', fieldErrors: [] }, { status: 400 })
  if (contentLength === null) return Response.json({ message: 'bad_request', fieldErrors: [] }, { status: 411 })
  if (!(await refreshIfLapsed())) return Response.json({ message: 'unauthorized', fieldErrors: [] }, { status: 401 })
  const stored = await apiRest<{ file: { id: string; name: string } }>(
    '/storage/file',
    { method: 'POST', stream: { body: request.body, contentType, contentLength }, signal: request.signal },
    { locale },
  )
  if (!stored.ok) return Response.json({ message: stored.message, fieldErrors: stored.fieldErrors }, { status: stored.status })
  return Response.json(
    { id: stored.data.file.id, name: stored.data.file.name },
    { status: 201, headers: { 'cache-control': 'private, no-store' } },
  )
}

/** A resumable upload's tus headers (ADR 0066): those the browser sends on, and those its answers carry back. */
const TUS_REQUEST_HEADERS = ['tus-resumable', 'upload-length', 'upload-metadata', 'upload-offset'] as const
const TUS_ANSWER_HEADERS = ['tus-resumable', 'tus-version', 'upload-offset', 'upload-length', 'upload-expires', 'location'] as const
export const RESUMABLE_UPLOADS_PATH = '/storage/uploads'

/**
 * One request of a resumable upload (tus 1.0 at `/storage/uploads[/{id}]`, ADR 0066, 0069) passed to
 * the API with the session's bearer: creation (POST), the offset reached (HEAD), one part (PATCH, its
 * body streamed through as it arrives) and termination (DELETE). The API's paths are the web's own,
 * so `Location` passes unchanged. Answers as the single upload does: `{ id, name }` once the file is
 * created or complete, `{ message, fieldErrors }` when refused; tus headers either way.
 */
export async function proxyResumableUpload(request: Request, id?: string): Promise<Response> {
  if (id !== undefined && !isFileId(id)) return new Response(null, { status: 404 })
  const method = request.method as 'POST' | 'HEAD' | 'PATCH' | 'DELETE'
  const headers: Record<string, string> = {}
  for (const name of TUS_REQUEST_HEADERS) {
    const value = request.headers.get(name)
    if (value !== null) headers[name] = value
  }
  let stream: { body: ReadableStream<Uint8Array>; contentType: string; contentLength: string } | undefined
  if (method === 'PATCH') {
    const contentLength = request.headers.get('content-length')
    if (!request.body || contentLength === null) return Response.json({ message: 'bad_request', fieldErrors: [] }, { status: 411 })
    // A part is sent once: a lapsed token is refreshed first rather than retried after a 401.
    if (!(await refreshIfLapsed())) return Response.json({ message: 'unauthorized', fieldErrors: [] }, { status: 401 })
    stream = { body: request.body, contentType: request.headers.get('content-type') ?? '', contentLength }
  }
  const path = id === undefined ? RESUMABLE_UPLOADS_PATH : `${RESUMABLE_UPLOADS_PATH}/${id}`
  const upstream = await apiFetch(path, { method, headers, stream, signal: request.signal }, { locale: pageLocale(request) })
  const answer = new Headers({ 'cache-control': 'private, no-store' })
  for (const name of TUS_ANSWER_HEADERS) {
    const value = upstream.headers.get(name)
    if (value !== null) answer.set(name, value)
  }
  const body: unknown = upstream.headers.get('content-type')?.includes('json') ? await upstream.json().catch(() => null) : null
  if (!body || typeof body !== 'object') return new Response(null, { status: upstream.status, headers: answer })
  const { data, message, errors } = body as { data?: { file?: { id: string; name: string } }; message?: string; errors?: unknown }
  if (upstream.ok && data?.file)
    return Response.json({ id: data.file.id, name: data.file.name }, { status: upstream.status, headers: answer })
  return Response.json(
    { message: message ?? 'errors.generic', fieldErrors: fieldErrorsFrom(errors) },
    { status: upstream.status, headers: answer },
  )
}
