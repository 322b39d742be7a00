import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { queryOptions, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { CompactMessages } from './compact-messages'
import type { Locale } from './locales'
import type { MessagePart } from './namespaces'
import { loadMessages } from '~/server/messages.functions'

const MESSAGES_KEY = 'messages'

/** One namespace of a language's messages (compact, see compact-messages.ts); they never change while the app runs. */
export const messagesQuery = (locale: Locale, namespace: MessagePart) =>
  queryOptions({
    queryKey: [MESSAGES_KEY, locale, namespace],
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

/** The messages a page's HTML carries: `[locale, part, the part's JSON]`. */
export type DehydratedMessages = Array<[Locale, MessagePart, string]>

/** Whether the router's query dehydration sends this query; messages travel as text (`dehydrateMessages`). */
export const isMessagesQuery = (query: { queryKey: ReadonlyArray<unknown> }): boolean => query.queryKey[0] === MESSAGES_KEY

/** A compiled part's JSON, made once per process: the parts are the same objects for every request. */
const partJson = new WeakMap<CompactMessages, string>()

/**
 * The page's message parts for the router's dehydrated state, each as its JSON text (ADR 0061). Sent
 * with the queries, seroval wrote every message of every part again for each request (a third of the
 * dehydration's work on a signed-in page); as text it escapes one string per part, and the browser
 * parses JSON rather than running an object literal.
 */
export function dehydrateMessages(queryClient: QueryClient): DehydratedMessages {
  return queryClient
    .getQueryCache()
    .findAll({ queryKey: [MESSAGES_KEY] })
    .flatMap((query): DehydratedMessages => {
      const data = query.state.data as CompactMessages | undefined
      if (query.state.status !== 'success' || !data) return []
      let json = partJson.get(data)
      if (json === undefined) {
        json = JSON.stringify(data)
        partJson.set(data, json)
      }
      const [, locale, part] = query.queryKey as [string, Locale, MessagePart]
      return [[locale, part, json]]
    })
}

/** The browser's side of `dehydrateMessages`, before the first render. */
export function hydrateMessages(queryClient: QueryClient, parts: DehydratedMessages | undefined): void {
  for (const [locale, part, json] of parts ?? []) {
    queryClient.setQueryData(messagesQuery(locale, part).queryKey, JSON.parse(json) as CompactMessages)
  }
}
