import { createServerFn } from '@tanstack/react-start'
import { mobileAppQrSvg } from './qr.server'

/** The get-the-app QR code (an SVG string pointing at `{origin}/mobile-app`). */
export const getMobileAppQr = createServerFn({ method: 'GET' }).handler(() => mobileAppQrSvg())
