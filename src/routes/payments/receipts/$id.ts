import { createFileRoute } from '@tanstack/react-router'
import { PAYMENT_ID_PATTERN } from '#contract/payments'
import { pageLocale, proxyApiFile } from '~/server/file-proxy.server'

/** A payment's receipt as a PDF (`/payments/receipts/{paymentId}`, the history's receipt link when the processor has none). */
export const Route = createFileRoute('/payments/receipts/$id')({
  server: {
    handlers: {
      GET: ({ request, params }) => {
        if (!PAYMENT_ID_PATTERN.test(params.id)) return new Response('Not found', { status: 404 })
        // The labels follow the page's language (`?lang=`).
        return proxyApiFile(`/payments/receipts/${params.id}`, 'private, no-store', pageLocale(request))
      },
    },
  },
})
