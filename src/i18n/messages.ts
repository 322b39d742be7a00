import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { queryOptions, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { CompactMessages } from './compact-messages'
import type { Locale } from './locales'
import type { MessagePart } from './namespaces'
import { loadMessages } from '~/server/messages.functions'

/** One namespace of a language's messages (compact, see compact-messages.ts); they never change while the app runs. */
export const messagesQuery = (locale: Locale, namespace: MessagePart) =>
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
export function ensureMessages(
  queryClient: QueryClient,
  locale: Locale,
  namespaces: ReadonlyArray<MessagePart>,
): Promise<CompactMessages[]> {
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

/** The cached namespaces among `namespaces`, in order. */
function cachedParts(queryClient: QueryClient, locale: Locale, namespaces: ReadonlyArray<MessagePart>): CompactMessages[] {
  return namespaces.flatMap((namespace): CompactMessages[] => {
    const data = queryClient.getQueryData(messagesQuery(locale, namespace).queryKey)
    return data ? [data] : []
  })
}

/**
 * The loaded namespaces among `namespaces`. The browser subscribes to the query cache, so a namespace
 * that arrives later (the signed-in chrome's, right after sign-in) joins without suspending the page;
 * the server render reads what beforeLoad and the loaders put in its cache, without a subscription
 * that lives for one request. A store over the cache rather than `useQueries`: the messages never go
 * stale, and its observer machinery would cost every page ~1 kB of first-load JS (ADR 0027).
 */
export const useMessageParts: (locale: Locale, namespaces: ReadonlyArray<MessagePart>) => CompactMessages[] = import.meta.env.SSR
  ? function useCachedMessageParts(locale, namespaces) {
      return cachedParts(useQueryClient(), locale, namespaces)
    }
  : function useObservedMessageParts(locale, namespaces) {
      const queryClient = useQueryClient()
      const [subscribe] = useState(() => (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange))
      // The same array while the parts are the same objects: useSyncExternalStore compares snapshots.
      const snapshot = useRef<CompactMessages[]>([])
      const read = () => {
        const parts = cachedParts(queryClient, locale, namespaces)
        const previous = snapshot.current
        if (parts.length !== previous.length || parts.some((part, index) => part !== previous[index])) snapshot.current = parts
        return snapshot.current
      }
      const parts = useSyncExternalStore(subscribe, read, read)
      const missing = parts.length < namespaces.length
      const wanted = namespaces.join()
      useEffect(() => {
        // A failed load leaves the keys on screen until the next navigation asks again (beforeLoad).
        if (missing) ensureMessages(queryClient, locale, namespaces).catch(() => {})
        // `wanted` stands for `namespaces`, a new array on every render.
      }, [missing, queryClient, locale, wanted])
      return parts
    }
