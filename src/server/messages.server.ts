import { parse } from '@formatjs/icu-messageformat-parser'
import { compactMessage, type CompactMessages } from '~/i18n/compact-messages'
import type { Locale } from '~/i18n/locales'
import { isSlice, type MessagePart } from '~/i18n/namespaces'
import { sliceHolds, sliceNamespaces } from '~/i18n/slices'

/**
 * Messages live in `src/i18n/messages/<locale>/<namespace>.json` (one file per feature) and are
 * addressed as `<namespace>.<key>`. They are parsed here, on the server, so the browser receives
 * ready ASTs and never downloads the ICU parser (about 10 KB gzip of first-load JS); plain-text
 * messages travel as text (compact-messages.ts). Pages load only the namespaces they show (ADR 0023).
 */
const files = import.meta.glob<Record<string, string>>('../i18n/messages/*/*.json', { eager: true, import: 'default' })

const cache = new Map<string, CompactMessages>()

/**
 * One namespace or slice of one language, compiled once per process; the same object for every request.
 * A slice's ids keep their namespace (`auth.logout`), so a page showing the slice and the whole
 * namespace merges the same message twice.
 */
export function compiledMessages(locale: Locale, part: MessagePart): CompactMessages {
  const key = `${locale}/${part}`
  const hit = cache.get(key)
  if (hit) return hit
  const compiled: CompactMessages = {}
  if (isSlice(part)) {
    for (const namespace of sliceNamespaces(part)) {
      for (const [id, message] of Object.entries(compiledMessages(locale, namespace))) {
        if (sliceHolds(part, namespace, id.slice(namespace.length + 1))) compiled[id] = message
      }
    }
  } else {
    for (const [id, message] of Object.entries(files[`../i18n/messages/${key}.json`] ?? {})) {
      compiled[`${part}.${id}`] = compactMessage(parse(message))
    }
  }
  cache.set(key, compiled)
  return compiled
}
