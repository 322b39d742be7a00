import { createFileRoute } from '@tanstack/react-router'
import { uploadStoredFile } from '~/server/file-proxy.server'

/**
 * Uploads of appointment documents (`POST /storage/file`, spec part 1 §7), through the web server:
 * a plain route rather than a server function, so the browser can report the upload's progress and
 * abort it (XMLHttpRequest). Same-origin only (src/start.ts); the API checks size, type and quota.
 */
export const Route = createFileRoute('/storage/file/')({
  server: {
    handlers: {
      POST: ({ request }) => uploadStoredFile(request),
    },
  },
})
