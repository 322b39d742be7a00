import { mutationOptions, queryOptions } from '@tanstack/react-query'
import type { HealthAnswers } from '~/lib/health-options'
import { getHealthAnswers } from '~/server/session.functions'
import { sessionQueries } from './session'

/**
 * The patient's health answers, loaded only by the pages that show them (the questionnaire and the
 * account's health summary), never with the session every page dehydrates. The key sits under
 * the session's, so a sign-in or sign-out reads them again; answers are not translated, so it has
 * no language.
 */
export const healthQueries = {
  answers: () =>
    queryOptions({
      queryKey: [...sessionQueries.all, 'healthAnswers'],
      queryFn: () => getHealthAnswers(),
      staleTime: 60_000,
    }),
}

export const healthMutations = {
  /** One questionnaire step's answers; the saved set comes back whole and replaces the cached one. */
  saveAnswers: () =>
    mutationOptions({
      mutationKey: ['health', 'saveAnswers'],
      // The account's server functions (and their validators) load with the first save, not with the
      // route loaders every page's bundle holds.
      mutationFn: async (answers: HealthAnswers) => (await import('~/server/account.functions')).saveHealth({ data: { answers } }),
      onSuccess: (result, _answers, _onMutateResult, { client }) =>
        result.ok ? client.setQueryData(healthQueries.answers().queryKey, result.data) : undefined,
    }),
}
