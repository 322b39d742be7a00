import type { QueryClient } from '@tanstack/react-query'
import { createIntl } from 'react-intl'
import type { Locale } from '~/i18n/locales'
import { messagesQuery } from '~/i18n/messages'

export const BRAND = 'MedConsult'

/** `Doctors · MedConsult`: the page part first so tabs stay distinguishable. */
export function pageTitle(part: string | undefined): string {
  return part ? `${part} · ${BRAND}` : BRAND
}

/**
 * A translated title for a route's `head`, which cannot use hooks: the loader resolves it and returns
 * it in its data. The root loader has already loaded the language's messages, so this reads the cache.
 */
export async function translatedTitle(queryClient: QueryClient, locale: Locale, id: string): Promise<string> {
  const messages = await queryClient.ensureQueryData(messagesQuery(locale))
  return pageTitle(createIntl({ locale, messages, onError: () => {} }).formatMessage({ id }))
}
