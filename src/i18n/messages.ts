import { queryOptions } from '@tanstack/react-query'
import type { Locale } from './locales'
import type { PageNamespace } from './page-namespaces'
import { getMessages, getPageMessages } from '~/server/messages.functions'

/** A language's compiled messages; they never change while the app runs. */
export const messagesQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['messages', locale],
    queryFn: () => getMessages({ data: { locale } }),
    staleTime: Infinity,
    gcTime: Infinity,
  })

/** One page namespace (not part of `messagesQuery`), for the routes that show it (ADR 0018). */
export const pageMessagesQuery = (locale: Locale, namespace: PageNamespace) =>
  queryOptions({
    queryKey: ['messages', locale, namespace],
    queryFn: () => getPageMessages({ data: { locale, namespace } }),
    staleTime: Infinity,
    gcTime: Infinity,
  })
