import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '~/components/home/HomePage'
import { catalogQueries } from '~/queries/catalog'
import { qrQueries } from '~/queries/qr'

export const Route = createFileRoute('/{-$lang}/')({
  // A CDN may keep the anonymous answer (ADR 0022).
  staticData: { sharedCache: true, messages: ['home'] },
  loader: ({ context: { queryClient, locale } }) =>
    Promise.all([queryClient.ensureQueryData(catalogQueries.services(locale)), queryClient.ensureQueryData(qrQueries.mobileApp())]).then(
      () => undefined,
    ),
  component: HomePage,
})
