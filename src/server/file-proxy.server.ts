import type { Locale } from '~/i18n/locales'
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
