import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import type { Locale } from '~/i18n/locales'
import { PAGE_NAMESPACES, type PageNamespace } from '~/i18n/page-namespaces'

export type CompiledMessages = Record<string, MessageFormatElement[]>

/**
 * Messages live in `src/i18n/messages/<locale>/<namespace>.json` (one file per feature) and are
 * addressed as `<namespace>.<key>`. They are parsed here, on the server, so the browser receives
 * ready ASTs and never downloads the ICU parser (about 10 KB gzip of first-load JS).
 *
 * The page namespaces (`PAGE_NAMESPACES`, e.g. the long legal texts) are left out of the language's
 * messages that every page carries; only the pages that show them load them (ADR 0018).
 */
const files = import.meta.glob<Record<string, string>>('../i18n/messages/*/*.json', { eager: true, import: 'default' })
const FILE_PATTERN = /\/messages\/([a-z]{2})\/([\w-]+)\.json$/

const cache = new Map<string, CompiledMessages>()

function compile(locale: Locale, wanted: (namespace: string) => boolean): CompiledMessages {
  const compiled: CompiledMessages = {}
  for (const [path, messages] of Object.entries(files)) {
    const match = FILE_PATTERN.exec(path)
    if (!match || match[1] !== locale || !wanted(match[2]!)) continue
    for (const [key, message] of Object.entries(messages)) compiled[`${match[2]}.${key}`] = parse(message)
  }
  return compiled
}

function cached(key: string, build: () => CompiledMessages): CompiledMessages {
  const hit = cache.get(key)
  if (hit) return hit
  const compiled = build()
  cache.set(key, compiled)
  return compiled
}

const isPageNamespace = (namespace: string): boolean => (PAGE_NAMESPACES as ReadonlyArray<string>).includes(namespace)

/** Every namespace but the page namespaces: what the root loader gives every page. */
export function compiledMessages(locale: Locale): CompiledMessages {
  return cached(locale, () => compile(locale, (namespace) => !isPageNamespace(namespace)))
}

/** One page namespace, loaded by the routes that show it. */
export function compiledPageMessages(locale: Locale, namespace: PageNamespace): CompiledMessages {
  return cached(`${locale}:${namespace}`, () => compile(locale, (name) => name === namespace))
}
