import { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { routeTree } from './routeTree.gen'
import { CrashFallback } from './components/errors/CrashFallback'
import { NotFoundPage } from './components/errors/NotFoundPage'

export function getRouter() {
  const isServer = typeof window === 'undefined'
  const queryClient = new QueryClient({
    defaultOptions: {
      // A per-request client on the server must not keep results alive after the response
      // (STACK-NOTES: default gcTime grows the server heap).
      queries: { staleTime: 60_000, gcTime: isServer ? 0 : 5 * 60_000, refetchOnWindowFocus: false },
    },
  })

  const router = createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    scrollRestoration: true,
    defaultErrorComponent: CrashFallback,
    defaultNotFoundComponent: NotFoundPage,
  })
  setupRouterSsrQueryIntegration({ router, queryClient })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
