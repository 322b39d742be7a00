import QRCode from 'qrcode'
import { publicOrigin } from './request-origin.server'

/** Where the QR code on the home page points: the app-download page of this site (spec part 1 §2). */
export const MOBILE_APP_PATH = '/mobile-app'

/**
 * The QR code as an SVG string, made on the server so the qrcode library never reaches the browser.
 * The origin comes from the request (proxy headers only under TRUST_PROXY), so each deployment links to itself.
 */
export async function mobileAppQrSvg(): Promise<{ url: string; svg: string }> {
  const url = `${publicOrigin()}${MOBILE_APP_PATH}`
  const svg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#14213dff', light: '#ffffffff' } })
  return { url, svg }
}
