import { use } from 'react'
import { useQueryClient, useSuspenseQuery, type QueryKey, type UseSuspenseQueryOptions } from '@tanstack/react-query'

type Options<T, K extends QueryKey> = UseSuspenseQueryOptions<T, Error, T, K>

/**
 * A query's data for a component that needs it before it renders — `useSuspenseQuery(options).data`
 * in the browser. The server render is one pass over a cache the loaders filled, with no effect and no
 * subscription, so it reads the cache as it is (ADR 0061): a `QueryObserver` per call (built, its
 * options defaulted and hashed, its result computed) was ~7 % of a signed-in page's server CPU, the
 * session's user alone being read by every card and header part. What the observer would do remains:
 * data in the cache is returned; a failed query throws its error (to the error boundary); a query not
 * yet loaded suspends on its fetch (one fetch per key, shared with a loader's).
 */
export const useSuspenseData: <T, K extends QueryKey>(options: Options<T, K>) => T = import.meta.env.SSR
  ? function useCachedData<T, K extends QueryKey>(options: Options<T, K>): T {
      const queryClient = useQueryClient()
      const state = queryClient.getQueryState<T, Error>(options.queryKey)
      if (state?.status === 'success') return state.data as T
      if (state?.status === 'error' && state.data === undefined) throw state.error
      return use(queryClient.ensureQueryData(options as Parameters<typeof queryClient.ensureQueryData>[0]) as Promise<T>)
    }
  : function useObservedData<T, K extends QueryKey>(options: Options<T, K>): T {
      return useSuspenseQuery(options).data
    }
