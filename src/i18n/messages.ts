import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { createIsomorphicFn } from '@tanstack/react-start'
import type { Locale } from './locales'
import type { Namespace } from './namespaces'
import { getMessages } from '~/server/messages.functions'
import { compiledMessages } from '~/server/messages.server'

/**
 * On the server the compiled namespace is read in-process (the same object for every request); a
 * server-function round through its middleware and validation cost ~0.05 ms per namespace and page.
 * The browser asks the server function.
 */
const loadMessages = createIsomorphicFn()
  .server((locale: Locale, namespace: Namespace) => compiledMessages(locale, namespace))
  .client((locale: Locale, namespace: Namespace) => getMessages({ data: { locale, namespace } }))

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
