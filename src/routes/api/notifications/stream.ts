import { createFileRoute } from '@tanstack/react-router'
import { proxyNotificationStream } from '~/server/notifications.server'

/** The signed-in account's live notifications (server-sent events), through the web server that holds the token. */
export const Route = createFileRoute('/api/notifications/stream')({
  server: {
    handlers: {
      GET: ({ request }) => proxyNotificationStream(request),
    },
  },
})
