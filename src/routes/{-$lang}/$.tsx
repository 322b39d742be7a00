import { createFileRoute, notFound } from '@tanstack/react-router'

/** Any unknown path under a language prefix answers the 404 page with a 404 status. */
export const Route = createFileRoute('/{-$lang}/$')({
  beforeLoad: () => {
    throw notFound()
  },
})
