import { createFileRoute } from '@tanstack/react-router'
import { apiFetch } from '~/server/api-rest.server'

/**
 * Same-origin file proxy: the browser never holds the API token, so images such as the avatar
 * (`/aws-s3/file/{id}`) are fetched here with the cookie's bearer and streamed through.
 */
export const Route = createFileRoute('/aws-s3/file/$id')({
  server: {
    handlers: {
      GET: async ({ request, params }) => {
        if (!/^\d{1,9}$/.test(params.id)) return new Response('Not found', { status: 404 })
        const size = new URL(request.url).searchParams.get('size')
        const query = size && /^\d{1,4}$/.test(size) ? `?size=${size}` : ''
        const upstream = await apiFetch(`/aws-s3/file/${params.id}${query}`, { method: 'GET' }, { locale: 'en' })
        if (!upstream.ok || !upstream.body) return new Response(null, { status: upstream.status === 401 ? 401 : 404 })
        return new Response(upstream.body, {
          headers: {
            'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
            'cache-control': 'private, max-age=3600',
            'x-content-type-options': 'nosniff',
          },
        })
      },
    },
  },
})
