import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query'
import { ANALYSIS_STATUS, ANALYSIS_TIMINGS, type AnalysisSort } from '#contract/analyses'
import type { Locale } from '~/i18n/locales'
import { sessionQueries } from './session'

/**
 * Test results (issue 30): the patient's analyses a page at a time, one analysis with its values,
 * and the questions about one value; starting and deleting one. Keys sit under the session's, so
 * signing in as someone else reads them again; the language is in them, since names and the list's
 * summary come translated. The server functions load with the section, not with every page.
 */
const functions = () => import('~/server/analyses.functions')

type Functions = Awaited<ReturnType<typeof functions>>
export type AnalysisPage = NonNullable<Awaited<ReturnType<Functions['getAnalyses']>>>
export type AnalysisRow = AnalysisPage['results'][number]
export type Analysis = NonNullable<Awaited<ReturnType<Functions['getAnalysis']>>>
export type AnalysisIndicator = Analysis['indicators'][number]

export const analysisQueries = {
  all: [...sessionQueries.all, 'analyses'] as const,
  lists: () => [...analysisQueries.all, 'list'] as const,
  /**
   * One page of the list, refreshed every 30 s while it is shown (spec part 2 §9): a row's status
   * moves on by itself. A row it finds done whose analysis is cached as being read refetches that.
   */
  list: (locale: Locale, page: number, sort: AnalysisSort) =>
    queryOptions({
      queryKey: [...analysisQueries.lists(), page, sort, locale],
      queryFn: async ({ client }) => {
        const list = await (await functions()).getAnalyses({ data: { page, sort } })
        for (const row of list?.results ?? [])
          if (row.status !== ANALYSIS_STATUS.processing && detailShowsProcessing(client, row.id))
            void client.invalidateQueries({ queryKey: [...analysisQueries.details(), row.id] })
        return list
      },
      refetchInterval: ANALYSIS_TIMINGS.listRefresh,
    }),
  details: () => [...analysisQueries.all, 'detail'] as const,
  /**
   * One analysis, asked again every 5 s while it is being read, and no more once it is ready or
   * failed. Read done while a list kept its row as "analysing", it refetches the lists.
   */
  detail: (locale: Locale, id: string) =>
    queryOptions({
      queryKey: [...analysisQueries.details(), id, locale],
      queryFn: async ({ client }) => {
        const analysis = await (await functions()).getAnalysis({ data: { id } })
        if (analysis && analysis.status !== ANALYSIS_STATUS.processing && listsShowProcessing(client, id)) void refetchLists(client)
        return analysis
      },
      refetchInterval: (query) => (query.state.data?.status === ANALYSIS_STATUS.processing ? ANALYSIS_TIMINGS.detailPoll : false),
      // Being read, it is never fresh: opening it again asks at once rather than replaying the steps.
      staleTime: (query) => (query.state.data?.status === ANALYSIS_STATUS.processing ? 0 : 60_000),
    }),
  /** The questions about one value: written once an analysis is ready, so they are kept while the patient stays. */
  questions: (locale: Locale, id: string, biomarker: string) =>
    queryOptions({
      queryKey: [...analysisQueries.all, 'questions', id, biomarker, locale],
      queryFn: async () => (await functions()).getAnalysisQuestions({ data: { id, biomarker } }),
      staleTime: Infinity,
    }),
}

const key = (name: string) => [...analysisQueries.all, name] as const
/** Whether analysis `id`'s own cached page shows it as still being read (in any language). */
function detailShowsProcessing(client: QueryClient, id: string): boolean {
  return client
    .getQueriesData<Analysis | null>({ queryKey: [...analysisQueries.details(), id] })
    .some(([, analysis]) => analysis?.status === ANALYSIS_STATUS.processing)
}

/** Whether a cached page of the list shows analysis `id` as still being read. */
function listsShowProcessing(client: QueryClient, id: string): boolean {
  return client
    .getQueriesData<AnalysisPage | null>({ queryKey: analysisQueries.lists() })
    .some(([, page]) => page?.results.some((row) => row.id === id && row.status === ANALYSIS_STATUS.processing))
}

function refetchLists(client: QueryClient) {
  return client.invalidateQueries({ queryKey: analysisQueries.lists() })
}

export const analysisMutations = {
  /** Starts reading a stored file (a fresh upload, or the file of an analysis that failed): the list gains a row. */
  start: () =>
    mutationOptions({
      mutationKey: key('start'),
      mutationFn: async (fileId: string) => (await functions()).analyseFile({ data: { fileId } }),
      onSettled: (_result, _error, _fileId, _onMutateResult, { client }) => refetchLists(client),
    }),
  /** Deletes one analysis (not its file): it leaves the list, and its page is forgotten. */
  delete: () =>
    mutationOptions({
      mutationKey: key('delete'),
      mutationFn: async (id: string) => (await functions()).removeAnalysis({ data: { id } }),
      onSettled: (_result, _error, id, _onMutateResult, { client }) => {
        client.removeQueries({ queryKey: [...analysisQueries.details(), id] })
        return refetchLists(client)
      },
    }),
}
