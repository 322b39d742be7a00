import type { QueryClient } from '@tanstack/react-query'
import { BRAND, titleFromMessages } from '~/lib/page-title'
import type { Locale } from './locales'
import { ensureMessages } from './messages'
import { namespaceOf } from './namespaces'

/**
 * A translated title for a route's `head`, which cannot use hooks: the loader resolves it and returns
 * it in its data. The id's namespace is loaded (usually already there: the route declares it).
 */
export async function translatedTitle(queryClient: QueryClient, locale: Locale, id: string): Promise<string> {
  const namespace = namespaceOf(id)
  if (!namespace) return BRAND
  const [messages] = await ensureMessages(queryClient, locale, [namespace])
  return titleFromMessages(locale, messages, id)
}
