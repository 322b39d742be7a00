import { createFileRoute } from '@tanstack/react-router'
import { completeSocialSignIn } from '~/server/oauth.server'

/** The provider's return: Google with a query, Apple with a form POST (and the user on first sign-in). */
export const Route = createFileRoute('/api/auth/$provider/callback')({
  server: {
    handlers: {
      GET: ({ params, request }) => {
        const query = new URL(request.url).searchParams
        return completeSocialSignIn(params.provider, { code: query.get('code'), state: query.get('state') })
      },
      POST: async ({ params, request }) => {
        const form = await request.formData()
        const text = (name: string) => {
          const value = form.get(name)
          return typeof value === 'string' ? value : null
        }
        return completeSocialSignIn(params.provider, { code: text('code'), state: text('state'), user: text('user') })
      },
    },
  },
})
