import { createFileRoute } from '@tanstack/react-router'
import { isFileId, pageLocale, proxyApiFile } from '~/server/file-proxy.server'

/** The doctor's report as a PDF (`appointments-reports/pdf/{id}`, spec part 1 §7), opened in a new tab. */
export const Route = createFileRoute('/appointments-reports/pdf/$id')({
  server: {
    handlers: {
      GET: ({ request, params }) => {
        if (!isFileId(params.id)) return new Response('Not found', { status: 404 })
        // The labels follow the page's language (`?lang=`).
        return proxyApiFile(`/appointments-reports/pdf/${params.id}`, 'private, no-store', pageLocale(request))
      },
    },
  },
})
