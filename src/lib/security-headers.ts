/**
 * The security headers of every web response (ADR 0011). Pure: the request middleware in
 * `src/start.ts` decides the inputs (nonce, https, configured adapters) and sets the result.
 */

/** Third-party browser code the app may load, each only when its adapter is configured. */
export type BrowserAdapter = 'recaptcha' | 'stripe'

/** The origins each adapter needs, by directive (from the vendors' CSP guides). */
const ADAPTER_SOURCES: Record<BrowserAdapter, Partial<Record<'script-src' | 'frame-src' | 'connect-src', string[]>>> = {
  // reCAPTCHA v3: api.js from google.com loads its code from gstatic and runs in a google.com frame.
  recaptcha: {
    'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  },
  // Stripe.js and its payment frames (Stripe Elements, 3-D Secure), when the Stripe adapter is configured.
  stripe: {
    'script-src': ['https://js.stripe.com'],
    'frame-src': ['https://js.stripe.com', 'https://hooks.stripe.com'],
    'connect-src': ['https://api.stripe.com'],
  },
}

/** The adapters a deployment configured: reCAPTCHA by its site key, Stripe by its publishable key (ADR 0033). */
export function configuredAdapters({ recaptcha, stripe }: { recaptcha: boolean; stripe: boolean }): BrowserAdapter[] {
  return [...(recaptcha ? (['recaptcha'] as const) : []), ...(stripe ? (['stripe'] as const) : [])]
}

export interface PolicyOptions {
  /** A fresh random value per response; inline scripts carrying it run. */
  nonce?: string
  /**
   * Base64 sha256 of each inline script of a page a shared cache may keep, which has no nonce to
   * replay (ADR 0022); those scripts, and no others, run.
   */
  scriptHashes?: readonly string[]
  adapters: readonly BrowserAdapter[]
  /** Served over https: upgrade stray http subresources. */
  https: boolean
  /** More origins the page may connect to: the video room's LiveKit server when one is configured (ADR 0036). */
  connectTo?: readonly string[]
}

/**
 * The Content-Security-Policy. Scripts: same-origin files, and inline scripts that carry the nonce
 * (the router stamps it on its hydration scripts) or match a listed hash; never 'unsafe-inline'. Styles keep
 * 'unsafe-inline': server-rendered `style` attributes (React) and the `<style>` Radix's scroll
 * lock injects carry no nonce, and CSS cannot run script (see the ADR).
 */
export function contentSecurityPolicy({ nonce, scriptHashes = [], adapters, https, connectTo = [] }: PolicyOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), ...scriptHashes.map((hash) => `'sha256-${hash}'`)],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...connectTo],
    'frame-src': [],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
  for (const adapter of adapters) {
    for (const [directive, sources] of Object.entries(ADAPTER_SOURCES[adapter])) directives[directive]!.push(...sources)
  }
  const policy = Object.entries(directives).map(([name, sources]) => `${name} ${sources.length ? sources.join(' ') : "'none'"}`)
  if (https) policy.push('upgrade-insecure-requests')
  return policy.join('; ')
}

/** Powerful features nobody uses are off (only names Chromium knows, or it logs an error); camera and microphone open only where a page needs them (the video room). */
export function permissionsPolicy({ cameraAndMicrophone }: { cameraAndMicrophone: boolean }): string {
  const media = cameraAndMicrophone ? '(self)' : '()'
  return [`camera=${media}`, `microphone=${media}`, 'geolocation=()', 'payment=()', 'usb=()'].join(', ')
}

/** Two years, the preload list's minimum, once a response went out over https. */
const HSTS = 'max-age=63072000; includeSubDomains'

export interface HeaderOptions extends PolicyOptions {
  /** Development serves Vite's own inline scripts: report violations there instead of blocking. */
  reportOnly: boolean
  /** The video room's page: this origin may use the camera and microphone there (issue 14). */
  cameraAndMicrophone?: boolean
}

/** Every security header of a response, ready to set. */
export function securityHeaders(options: HeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {
    [options.reportOnly ? 'content-security-policy-report-only' : 'content-security-policy']: contentSecurityPolicy(options),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': permissionsPolicy({ cameraAndMicrophone: options.cameraAndMicrophone ?? false }),
    'x-frame-options': 'DENY',
  }
  if (options.https) headers['strict-transport-security'] = HSTS
  return headers
}

/** Answers rendered for a signed-in patient embed their data: no cache may keep them. */
export const PRIVATE_NO_STORE = 'private, no-store'

/**
 * Anonymous catalog pages (ADR 0022): a CDN may serve one for a minute, and a stale one for ten
 * more while it fetches the next; browsers (`max-age` absent) revalidate.
 */
export const SHARED_CACHE = 'public, s-maxage=60, stale-while-revalidate=600'

/** Everything else made for one request: only the visitor's browser may keep it, and it asks again before reuse. */
export const PRIVATE_REVALIDATE = 'private, no-cache'
