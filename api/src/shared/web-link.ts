import type { Locale } from '../db/schema'
import { parseLocale } from '../graphql/context'

/**
 * An address on the web app for a person (e-mails, text messages, answers the browser follows), in
 * that person's language: English pages have no language segment, the others start with /ru, /de,
 * /ar (ADR 0003). A link without it would open in English whatever the reader speaks. A path in
 * WEB_ORIGIN (the app served under /portal, say) is kept.
 */
export function webLink(
  webOrigin: string,
  locale: Locale | string | null | undefined,
  path: string,
  search?: Record<string, string>,
): string {
  const url = new URL(webOrigin)
  const lang = parseLocale(locale)
  const base = url.pathname.replace(/\/+$/, '')
  url.pathname = `${base}${lang === 'en' ? '' : `/${lang}`}${path.startsWith('/') ? path : `/${path}`}`
  url.search = search ? new URLSearchParams(search).toString() : ''
  url.hash = ''
  return url.toString()
}
