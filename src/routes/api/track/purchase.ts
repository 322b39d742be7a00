import { createFileRoute } from '@tanstack/react-router'
import { trackPurchase } from '~/server/track-purchase.server'

/** Purchase tracking after a payment (spec part 1 §7); same-origin only (src/start.ts). */
export const Route = createFileRoute('/api/track/purchase')({
  server: {
    handlers: {
      POST: ({ request }) => trackPurchase(request),
    },
  },
})
