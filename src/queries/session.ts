import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locales'
import { getCurrentUser } from '~/server/session.functions'

/**
 * The session's user. One key for every language: the user's data does not depend on it
 * (translated nested names like languages refetch on sign-in or language change anyway).
 */
export const sessionQueries = {
  all: ['session'] as const,
  currentUser: (locale: Locale) =>
    queryOptions({
      queryKey: [...sessionQueries.all, 'currentUser'],
      queryFn: () => getCurrentUser({ data: { locale } }),
      staleTime: 60_000,
    }),
}

export type CurrentUser = NonNullable<Awaited<ReturnType<typeof getCurrentUser>>>
