import { createFileRoute } from '@tanstack/react-router'
import { isFileId, proxyApiFile } from '~/server/file-proxy.server'

/** The avatar and other images (`/aws-s3/file/{id}?size=`), through the web server (file-proxy.server.ts). */
export const Route = createFileRoute('/aws-s3/file/$id')({
  server: {
    handlers: {
      GET: ({ request, params }) => {
        if (!isFileId(params.id)) return new Response('Not found', { status: 404 })
        const size = new URL(request.url).searchParams.get('size')
        const query = size && /^\d{1,4}$/.test(size) ? `?size=${size}` : ''
        return proxyApiFile(`/aws-s3/file/${params.id}${query}`, 'private, max-age=3600')
      },
    },
  },
})
