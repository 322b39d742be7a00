import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { localeFromParam } from '~/i18n/locales'
import { PendingUser } from '~/components/auth/PendingUser'
import { isPrivatePath, loginHref } from '~/lib/private-routes'
import { rememberPrivateRedirect } from '~/server/readable-cookies'
import { sessionQueries } from '~/queries/session'

/** The optional language prefix: `/` is English, `/ru`, `/de` and `/ar` the others. */
export const Route = createFileRoute('/{-$lang}')({
  beforeLoad: ({ params }) => {
    if (localeFromParam(params.lang) === null) throw notFound()
  },
  // One guard for every private section, whichever route file serves it (spec part 1 §2). A loader,
  // not beforeLoad: the page's own loaders start beside it, so the session's user and the page's reads
  // leave in the same turn and reach the API as one request (issue 28, ADR 0053); a visitor's page
  // reads answer null without asking the API, and this redirect wins before anything renders.
  loader: async ({ location, context: { queryClient, locale } }) => {
    if (isPrivatePath(location.pathname) && !(await queryClient.ensureQueryData(sessionQueries.currentUser(locale)))) {
      rememberPrivateRedirect(location.href)
      throw redirect({ href: loginHref(locale) })
    }
  },
  // The full-screen spinner while the guard loads the user (inside the layout and its messages).
  pendingComponent: PendingUser,
  // No component: the router renders the child's Outlet itself, and a `component: Outlet` was split
  // into a chunk of its own that only re-exported Outlet, one more request on every page (0.09 kB gzip).
})
