/**
 * The native app opens payment pages in a web view with `fromMobile=1` (kept in the fromMobile
 * cookie, spec part 1 §1) and listens for these messages (spec part 1 §4).
 */
export const MOBILE_MESSAGES = {
  success: 'PAYMENT_FINISHED_SUCCESS',
  fail: 'PAYMENT_FINISHED_FAIL',
  close: 'CLOSE_WEB',
  threeDSecureComplete: 'stripe-3DS-authentication-complete',
} as const
export type MobileMessage = (typeof MOBILE_MESSAGES)[keyof typeof MOBILE_MESSAGES]

type NativeHost = { ReactNativeWebView?: { postMessage: (message: string) => void } }

export function inMobileShell(): boolean {
  return typeof document !== 'undefined' && /(?:^|;\s*)fromMobile=1(?:;|$)/.test(document.cookie)
}

/** Tells the native host; outside the shell nothing happens. */
export function postToMobileShell(message: MobileMessage): void {
  if (!inMobileShell()) return
  const host = window as unknown as NativeHost
  if (host.ReactNativeWebView) host.ReactNativeWebView.postMessage(message)
  else window.parent.postMessage(message, '*')
}
