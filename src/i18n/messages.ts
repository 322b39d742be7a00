import { queryOptions, useQueries, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { CompactMessages } from './compact-messages'
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

/**
 * Loads the namespaces a page is about to show, in parallel; cached ones cost nothing. In the server
 * render the compiled namespace is at hand, and seeding the cache skips query-core's fetch machinery
 * (a retryer, an AbortController and promises per namespace and page).
 */
export function ensureMessages(queryClient: QueryClient, locale: Locale, namespaces: ReadonlyArray<Namespace>): Promise<CompactMessages[]> {
  return Promise.all(
    namespaces.map(async (namespace) => {
      const options = messagesQuery(locale, namespace)
      const cached = queryClient.getQueryData(options.queryKey)
      if (cached) return cached
      if (import.meta.env.SSR) return queryClient.setQueryData(options.queryKey, await loadMessages(locale, namespace)) ?? {}
      return queryClient.ensureQueryData(options)
    }),
  )
}

/**
 * The loaded namespaces among `namespaces`. The browser subscribes, so a namespace that arrives later
 * (the signed-in chrome's, right after sign-in) joins without suspending the page; the server render
 * reads what beforeLoad and the loaders put in its cache, without observers that live for one request.
 */
export const useMessageParts: (locale: Locale, namespaces: ReadonlyArray<Namespace>) => CompactMessages[] = import.meta.env.SSR
  ? function useCachedMessageParts(locale, namespaces) {
      const queryClient = useQueryClient()
      return namespaces.flatMap((namespace): CompactMessages[] => {
        const data = queryClient.getQueryData(messagesQuery(locale, namespace).queryKey)
        return data ? [data] : []
      })
    }
  : function useObservedMessageParts(locale, namespaces) {
      return useQueries({
        queries: namespaces.map((namespace) => messagesQuery(locale, namespace)),
        combine: (results) => results.flatMap((result): CompactMessages[] => (result.data ? [result.data] : [])),
      })
    }
