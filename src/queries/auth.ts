import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locales'
import { oauthProvidersFn } from '~/server/auth.functions'

export const authQueries = {
  all: ['auth'] as const,
  /** Social sign-in providers the API has configured; the buttons show only for these. */
  providers: (locale: Locale) =>
    queryOptions({
      queryKey: [...authQueries.all, 'providers'],
      queryFn: () => oauthProvidersFn({ data: { locale } }),
      staleTime: 10 * 60_000,
    }),
}
