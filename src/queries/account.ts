import { useQueryClient } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locales'
import { sessionQueries, type CurrentUser } from './session'

/**
 * Account changes land in the one current-user cache entry: patched at once with what the API
 * answered, so the page shows it without another round trip.
 */
export function useCurrentUserUpdater(locale: Locale) {
  const queryClient = useQueryClient()
  return {
    patch: (changes: Partial<CurrentUser>) =>
      queryClient.setQueryData(sessionQueries.currentUser(locale).queryKey, (user) => (user ? { ...user, ...changes } : user)),
    refetch: () => queryClient.invalidateQueries({ queryKey: sessionQueries.all }),
  }
}
