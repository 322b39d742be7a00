import { queryOptions, type QueryClient } from '@tanstack/react-query'
import type { Locale } from './locales'
import type { Namespace } from './namespaces'
import { loadMessages } from '~/server/messages.functions'

/** One namespace of a language's messages (compact, see compact-messages.ts); they never change while the app runs. */
export const messagesQuery = (locale: Locale, namespace: Namespace) =>
  queryOptions({
    queryKey: ['messages', locale, namespace],
    queryFn: () => loadMessages(locale, namespace),
    staleTime: Infinity,
    gcTime: Infinity,
  })

/** Loads the namespaces a page is about to show, in parallel; cached ones cost nothing. */
export function ensureMessages(queryClient: QueryClient, locale: Locale, namespaces: ReadonlyArray<Namespace>) {
  return Promise.all(namespaces.map((namespace) => queryClient.ensureQueryData(messagesQuery(locale, namespace))))
}
