import { createFileRoute } from '@tanstack/react-router'
import { isFileId, proxyApiFile, signedLinkQuery } from '~/server/file-proxy.server'

/**
 * An appointment's or the patient's documents (`/storage/file/{id}`, spec part 1 §7, part 2 §7),
 * through the web server: with the session's bearer, or with a signed link the owner copied
 * (`?expires=…&signature=…`, checked by the API; ADR 0066).
 */
export const Route = createFileRoute('/storage/file/$id')({
  server: {
    handlers: {
      GET: ({ params, request }) => {
        if (!isFileId(params.id)) return new Response('Not found', { status: 404 })
        const signed = signedLinkQuery(request)
        return signed
          ? proxyApiFile(`/storage/file/${params.id}?${signed}`, 'private, no-store')
          : proxyApiFile(`/storage/file/${params.id}`, 'private, max-age=3600')
      },
    },
  },
})
