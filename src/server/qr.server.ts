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
  return { url, svg: await qrSvgFor(url) }
}

/**
 * Drawing the code cost ~0.5 ms of CPU on every home page view (issue 11); a deployment answers under
 * one or a few origins, so each one's SVG is made once. Bounded, since the origin can come from headers.
 */
const svgs = new Map<string, Promise<string>>()
const MAX_ORIGINS = 16

function qrSvgFor(url: string): Promise<string> {
  let svg = svgs.get(url)
  if (!svg) {
    if (svgs.size >= MAX_ORIGINS) svgs.clear()
    svg = QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#14213dff', light: '#ffffffff' } })
    svgs.set(url, svg)
  }
  return svg
}
