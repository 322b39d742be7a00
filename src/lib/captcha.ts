/**
 * Captcha tokens for forms (spec: the contact form needs a recaptcha token; without one nothing is sent).
 * With `VITE_RECAPTCHA_SITE_KEY` set, reCAPTCHA v3 runs in the page; without it the local adapter
 * returns a fixed token, which the API's local captcha verifier accepts.
 */
import { publicEnv } from './public-env'

/** The token sent when no captcha is configured (local development and tests). */
export const LOCAL_CAPTCHA_TOKEN = 'local-captcha-off'

/** The part of the reCAPTCHA v3 browser API we use (https://developers.google.com/recaptcha/docs/v3). */
export interface Grecaptcha {
  ready(callback: () => void): void
  execute(siteKey: string, options: { action: string }): Promise<string>
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha
  }
}

export type CaptchaTokenSource = (action: string) => Promise<string | null>

let loading: Promise<Grecaptcha> | undefined

/** Loads `api.js?render=<siteKey>` once and resolves when grecaptcha is ready. */
function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const whenReady = () => {
      const api = window.grecaptcha
      if (api) api.ready(() => resolve(api))
      else reject(new Error('reCAPTCHA did not initialise'))
    }
    if (window.grecaptcha) return whenReady()
    const script = document.createElement('script')
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`
    script.async = true
    script.onload = whenReady
    script.onerror = () => reject(new Error('reCAPTCHA failed to load'))
    document.head.append(script)
  }).catch((error: unknown) => {
    loading = undefined // let a later attempt retry
    throw error
  })
  return loading
}

/**
 * Builds the token source. `load` is injectable for tests. Any failure (script blocked, execute
 * rejected, empty token) yields null so the caller sends nothing and shows the generic error.
 */
export function createCaptcha(
  siteKey: string | undefined,
  load: (siteKey: string) => Promise<Grecaptcha> = loadRecaptcha,
): CaptchaTokenSource {
  if (!siteKey) return async () => LOCAL_CAPTCHA_TOKEN
  return async (action) => {
    try {
      const api = await load(siteKey)
      const token = await api.execute(siteKey, { action })
      return token || null
    } catch {
      return null
    }
  }
}

const siteKey = publicEnv.VITE_RECAPTCHA_SITE_KEY

/** reCAPTCHA runs in the page (the Content-Security-Policy then allows Google's origins). */
export const recaptchaConfigured = siteKey !== undefined

/**
 * A token for `action` (letters, digits, slashes and underscores, e.g. `contact_us`), or null when
 * none could be obtained.
 */
export const getCaptchaToken: CaptchaTokenSource = createCaptcha(siteKey)

/** The token a form's action needs; without one (script blocked) the call fails like a network error. */
export async function requireCaptchaToken(action: string): Promise<string> {
  const token = await getCaptchaToken(action)
  if (!token) throw new Error(`No reCAPTCHA token for ${action}`)
  return token
}
