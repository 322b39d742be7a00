import { createFileRoute } from '@tanstack/react-router'
import { proxyResumableUpload } from '~/server/file-proxy.server'

/**
 * One resumable upload (tus, ADR 0069): where it got to (HEAD), its next part (PATCH) and its end
 * (DELETE), through the web server to the API. Same-origin only (src/start.ts).
 */
export const Route = createFileRoute('/storage/uploads/$id')({
  server: {
    handlers: {
      HEAD: ({ request, params }) => proxyResumableUpload(request, params.id),
      PATCH: ({ request, params }) => proxyResumableUpload(request, params.id),
      DELETE: ({ request, params }) => proxyResumableUpload(request, params.id),
    },
  },
})
