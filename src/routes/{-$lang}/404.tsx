import { createFileRoute, notFound } from '@tanstack/react-router'

/** `/404` is the not-found page itself: it renders through notFound() so it answers status 404 too. */
export const Route = createFileRoute('/{-$lang}/404')({
  beforeLoad: () => {
    throw notFound()
  },
})
