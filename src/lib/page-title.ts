import type { QueryClient } from '@tanstack/react-query'
import { mergeMessages, type CompactMessages } from '~/i18n/compact-messages'
import { intlFor } from '~/i18n/intl'
import type { Locale } from '~/i18n/locales'
import { ensureMessages } from '~/i18n/messages'
import { namespaceOf } from '~/i18n/namespaces'

export const BRAND = 'MedConsult'

/** `Doctors · MedConsult`: the page part first so tabs stay distinguishable. */
export function pageTitle(part: string | undefined): string {
  return part ? `${part} · ${BRAND}` : BRAND
}

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

/** A title from one namespace's messages already at hand. */
export function titleFromMessages(locale: Locale, messages: CompactMessages | undefined, id: string): string {
  if (!messages || messages[id] === undefined) return BRAND
  const message = messages[id]
  if (typeof message === 'string') return pageTitle(message)
  return pageTitle(intlFor(locale, mergeMessages([messages])).formatMessage({ id }))
}
