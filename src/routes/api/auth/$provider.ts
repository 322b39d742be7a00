import { createFileRoute } from '@tanstack/react-router'
import { beginSocialSignIn } from '~/server/oauth.server'

/** Starts Google or Apple sign-in (a full-page visit from the login step's buttons). */
export const Route = createFileRoute('/api/auth/$provider')({
  server: {
    handlers: {
      GET: ({ params, request }) => {
        const query = new URL(request.url).searchParams
        return beginSocialSignIn(params.provider, query.get('lang'), query.get('returnTo'))
      },
    },
  },
})
