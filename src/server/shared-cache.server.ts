import { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { routeTree } from '~/routeTree.gen'

/**
 * Which pages a shared cache (a CDN) may keep for everyone: a route says so itself with
 * `staticData: { sharedCache: true }` (the anonymous catalog: home, doctors, profiles, specialties,
 * services), and this is the one place that reads it (ADR 0022). Whether a given answer is then
 * shared also depends on the request and the outcome (no session, no cookie set, status 200):
 * `src/server/request-edge.server.ts` decides that.
 */

/**
 * A router used only to match a path to its route, as the request's router will; built on first
 * use. It loads nothing, so its query client (the route context the tree requires) stays empty.
 */
const createMatcher = () => createRouter({ routeTree, context: { queryClient: new QueryClient() } })
let matcher: ReturnType<typeof createMatcher> | undefined

export function isSharedCacheableRoute(pathname: string): boolean {
  matcher ??= createMatcher()
  const [, , route] = matcher.getMatchedRoutes(pathname)
  return route?.options.staticData?.sharedCache === true
}
