import { MutationCache, QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { createIsomorphicFn, getGlobalStartContext } from '@tanstack/react-start'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { routeTree } from './routeTree.gen'
import type { startInstance } from './start'
import { CrashFallback } from './components/errors/CrashFallback'
import { NotFoundPage } from './components/errors/NotFoundPage'
import type { Namespace } from './i18n/namespaces'
import { dehydrateMessages, hydrateMessages, isMessagesQuery, type DehydratedMessages } from './i18n/messages'

/**
 * The CSP nonce the router stamps on its scripts: on the server this request's (from the global
 * middleware in start.ts); in the browser the one the server rendered into `<meta property="csp-nonce">`,
 * so hydration sees the same attributes.
 */
const cspNonce = createIsomorphicFn()
  .server(() => getGlobalStartContext()?.nonce)
  .client(() => document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content || undefined)

export function getRouter() {
  const isServer = typeof window === 'undefined'
  const queryClient = new QueryClient({
    // A thrown mutation (network, refused input) is shown as the generic error by its component;
    // it is logged here, once for every mutation, so none is swallowed.
    mutationCache: new MutationCache({
      onError: (error, _variables, _onMutateResult, mutation) => console.error('Mutation failed', mutation.options.mutationKey, error),
    }),
    defaultOptions: {
      // Server: one client per request, and gcTime Infinity schedules no GC timer at all
      // (query-core's Removable), so nothing outlives the request and no timer holds the client
      // (the heap growth STACK-NOTES warns about comes from finite timers). gcTime 0 was worse:
      // data a loader prefetched could be collected before the render, which then showed a
      // loading state while the client hydrated with the data (React error #418).
      queries: { staleTime: 60_000, gcTime: isServer ? Infinity : 5 * 60_000, refetchOnWindowFocus: false },
    },
  })

  // The first render in the browser is the hydration of the server's page: one the visitor has already
  // scrolled (or the browser restored on reload) stays where it is, or their next tap would land on
  // whatever the jump to the top put under their finger (ADR 0020). Later navigations restore as usual.
  let hydrationRendered = false
  const router = createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    scrollRestoration: () => {
      // On the server this decides on the inline restore script for reloads: keep it.
      if (isServer || hydrationRendered) return true
      hydrationRendered = true
      return window.scrollX === 0 && window.scrollY === 0
    },
    defaultErrorComponent: CrashFallback,
    defaultNotFoundComponent: NotFoundPage,
    ssr: { nonce: cspNonce() },
    // The page's messages travel as one JSON text per part, not as queries (ADR 0061).
    // Each side only where it runs, so the browser's bundle has no dehydration.
    dehydrate: import.meta.env.SSR ? (): { messages: DehydratedMessages } => ({ messages: dehydrateMessages(queryClient) }) : undefined,
    hydrate: import.meta.env.SSR
      ? undefined
      : (dehydrated: { messages: DehydratedMessages }) => hydrateMessages(queryClient, dehydrated.messages),
  })
  setupRouterSsrQueryIntegration({
    router,
    queryClient,
    dehydrateOptions: import.meta.env.SSR ? { shouldDehydrateQuery: (query) => !isMessagesQuery(query) } : undefined,
  })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
  interface HistoryState {
    /** What a form already knows of a visitor about to sign up (the find-doctor request): filled into the sign-up steps. */
    signUpPrefill?: { email: string; first_name: string; last_name: string }
  }
  interface StaticDataRouteOption {
    /** An anonymous answer of this route may be kept by a shared cache (ADR 0022, src/server/shared-cache.server.ts). */
    sharedCache?: boolean
    /** The message namespaces this route's page shows beyond the shell's; the root loads them first (ADR 0023). */
    messages?: ReadonlyArray<Namespace>
  }
}

declare module '@tanstack/react-start' {
  interface Register {
    config: Awaited<ReturnType<typeof startInstance.getOptions>>
  }
}
