import { createFileRoute } from '@tanstack/react-router'
import { isFileId, proxyApiFile } from '~/server/file-proxy.server'

/** An appointment's documents (`/storage/file/{id}`, spec part 1 §7), through the web server. */
export const Route = createFileRoute('/storage/file/$id')({
  server: {
    handlers: {
      GET: ({ params }) =>
        isFileId(params.id)
          ? proxyApiFile(`/storage/file/${params.id}`, 'private, max-age=3600')
          : new Response('Not found', { status: 404 }),
    },
  },
})
