import type { Locale } from '~/i18n/locales'
import { apiFetch } from './api-rest.server'

/** Headers of the API's answer that a file keeps on its way through. */
const PASSED_ON = ['content-type', 'content-disposition', 'content-length'] as const

/**
 * A same-origin download of an API file: the browser never holds the API token, so files (the
 * avatar, appointment documents, the report PDF) are fetched here with the cookie's bearer and
 * streamed through. Whose file it is, the API decides; anything else answers 404 (401 signed out).
 */
export async function proxyApiFile(path: string, cacheControl: string, locale: Locale = 'en'): Promise<Response> {
  const upstream = await apiFetch(path, { method: 'GET' }, { locale })
  if (!upstream.ok || !upstream.body) return new Response(null, { status: upstream.status === 401 ? 401 : 404 })
  const headers = new Headers({ 'cache-control': cacheControl, 'x-content-type-options': 'nosniff' })
  for (const name of PASSED_ON) {
    const value = upstream.headers.get(name)
    if (value) headers.set(name, value)
  }
  if (!headers.has('content-type')) headers.set('content-type', 'application/octet-stream')
  return new Response(upstream.body, { headers })
}

export const isFileId = (id: string) => /^\d{1,9}$/.test(id)
