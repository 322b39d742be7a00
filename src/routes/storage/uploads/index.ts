import { createFileRoute } from '@tanstack/react-router'
import { proxyResumableUpload } from '~/server/file-proxy.server'

/**
 * A resumable upload begins (tus creation, ADR 0069): the browser's uploader sends documents larger
 * than one part this way, through the web server to the API. Same-origin only (src/start.ts).
 */
export const Route = createFileRoute('/storage/uploads/')({
  server: {
    handlers: {
      POST: ({ request }) => proxyResumableUpload(request),
    },
  },
})
