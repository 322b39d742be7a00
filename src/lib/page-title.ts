import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import type { QueryClient } from '@tanstack/react-query'
import { createIntl } from 'react-intl'
import type { Locale } from '~/i18n/locales'
import { messagesQuery, pageMessagesQuery } from '~/i18n/messages'
import type { PageNamespace } from '~/i18n/page-namespaces'

export const BRAND = 'MedConsult'

/** `Doctors · MedConsult`: the page part first so tabs stay distinguishable. */
export function pageTitle(part: string | undefined): string {
  return part ? `${part} · ${BRAND}` : BRAND
}

/**
 * A translated title for a route's `head`, which cannot use hooks: the loader resolves it and returns
 * it in its data. The root loader has already loaded the language's messages, so this reads the cache;
 * a title from a page namespace (ADR 0018) loads that namespace.
 */
export async function translatedTitle(queryClient: QueryClient, locale: Locale, id: string, namespace?: PageNamespace): Promise<string> {
  const messages = await queryClient.ensureQueryData(namespace ? pageMessagesQuery(locale, namespace) : messagesQuery(locale))
  return titleFromMessages(locale, messages, id)
}

/** A title from messages already at hand (the root's `head` has the language's messages in its loader data). */
export function titleFromMessages(locale: Locale, messages: Record<string, MessageFormatElement[]> | undefined, id: string): string {
  if (!messages) return BRAND
  return pageTitle(createIntl({ locale, messages, onError: () => {} }).formatMessage({ id }))
}
