import { queryOptions, type QueryClient } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locales'
import { getCurrentUser } from '~/server/session.functions'

/**
 * The session's user, one entry per interface language (nested names like `languages` are
 * translated). Health answers are not part of it: only the pages that show them load them
 * (`healthQueries.answers`), so the session every page dehydrates carries none.
 */
export const sessionQueries = {
  all: ['session'] as const,
  currentUsers: () => [...sessionQueries.all, 'currentUser'] as const,
  currentUser: (locale: Locale) =>
    queryOptions({
      queryKey: [...sessionQueries.currentUsers(), locale],
      queryFn: () => getCurrentUser(),
      staleTime: 60_000,
    }),
}

export type CurrentUser = NonNullable<Awaited<ReturnType<typeof getCurrentUser>>>

/** After a change the API answered: every language's cached user takes the changed fields at once. */
export function patchCurrentUser(client: QueryClient, changes: Partial<CurrentUser>) {
  client.setQueriesData<CurrentUser | null>({ queryKey: sessionQueries.currentUsers() }, (user) => (user ? { ...user, ...changes } : user))
}

/** After sign-in, verification and the like: the session's user is read again. */
export function refetchSession(client: QueryClient) {
  return client.invalidateQueries({ queryKey: sessionQueries.all })
}
