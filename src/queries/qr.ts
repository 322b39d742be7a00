import { queryOptions } from '@tanstack/react-query'
import { getMobileAppQr } from '~/server/qr.functions'

/** The home page's QR code; the origin does not change while the app runs. */
export const qrQueries = {
  mobileApp: () => queryOptions({ queryKey: ['qr', 'mobile-app'], queryFn: () => getMobileAppQr(), staleTime: Infinity }),
}
