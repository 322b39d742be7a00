import { queryOptions } from '@tanstack/react-query'
import type { Locale } from './locales'
import { getMessages } from '~/server/messages.functions'

/** A language's compiled messages; they never change while the app runs. */
export const messagesQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['messages', locale],
    queryFn: () => getMessages({ data: { locale } }),
    staleTime: Infinity,
    gcTime: Infinity,
  })
