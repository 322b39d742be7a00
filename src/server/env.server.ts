import * as v from 'valibot'

/** pino's levels; `silent` logs nothing. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

const httpsUrl = v.pipe(
  v.string(),
  v.url(),
  v.startsWith('https://'),
  v.transform((url) => url.replace(/\/+$/, '')),
)
const detail = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(300))

const megabytes = v.pipe(v.string(), v.regex(/^\d{1,5}$/, 'must be a number of megabytes'), v.transform(Number))

/**
 * Server-only settings of the web tier, the app's and its Node server's (scripts/serve-web.mjs, which
 * reads them through src/server.ts), read once and checked at start (fail fast). The public ones,
 * compiled into the browser bundle, are in src/lib/public-env.ts; `.env.example` names every one.
 */
export const webEnvSchema = v.object({
  API_URL: v.optional(v.pipe(v.string(), v.url()), 'http://127.0.0.1:4000'),
  // Where the production web server listens when started without --port/--host (npm start passes both).
  WEB_PORT: v.optional(v.pipe(v.string(), v.regex(/^\d{1,5}$/, 'must be a port number'), v.transform(Number)), '3000'),
  HOST: v.optional(v.pipe(v.string(), v.minLength(1))),
  // Shareable pages the production web server keeps in memory, in megabytes; 0 turns it off (ADR 0028).
  PAGE_CACHE_MB: v.optional(megabytes, '32'),
  REGION: v.optional(v.pipe(v.string(), v.regex(/^[a-z-]{2,20}$/))),
  // The largest document one upload may hold: the same setting as the API's (README), so the web
  // server passes such an upload through and the upload dialog refuses a larger file before sending.
  UPLOAD_MAX_FILE_MB: v.optional(megabytes, '1024'),
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'production'),
  // Proxy hops in front of the web server whose X-Forwarded-* entries count (ADR 0008); 0 = none.
  TRUST_PROXY: v.optional(v.pipe(v.string(), v.regex(/^\d{1,2}$/), v.transform(Number)), '0'),
  // The API believes the client address the web server names only with this secret (ADR 0008).
  API_INTERNAL_SECRET: v.optional(v.pipe(v.string(), v.minLength(32))),
  LOG_LEVEL: v.optional(v.picklist(LOG_LEVELS), 'info'),
  // Set with the API's Stripe keys: the CSP then lets Stripe.js and its frames in (ADR 0033).
  STRIPE_PUBLISHABLE_KEY: v.optional(v.pipe(v.string(), v.regex(/^pk_/))),
  // Set with the API's LiveKit settings: the video room's page may then connect to that server (ADR 0036).
  LIVEKIT_URL: v.optional(v.pipe(v.string(), v.regex(/^wss?:\/\//))),
  // Where the site sends people and who runs it (issue 26 #19; src/lib/site-config.ts): unset, the
  // link or badge is not shown, and the legal pages keep their placeholders and their template notice.
  APP_STORE_URL: v.optional(httpsUrl),
  PLAY_STORE_URL: v.optional(httpsUrl),
  DOCTOR_SITE_URL: v.optional(httpsUrl),
  COMPANY_LEGAL_NAME: v.optional(detail),
  COMPANY_ADDRESS: v.optional(detail),
  COMPANY_REPRESENTATIVES: v.optional(detail),
  COMPANY_REGISTER: v.optional(detail),
  COMPANY_VAT_ID: v.optional(detail),
})

export type WebEnv = v.InferOutput<typeof webEnvSchema>

let cached: WebEnv | undefined

export function webEnv(): WebEnv {
  if (cached) return cached
  // An empty variable (`APP_STORE_URL=` in an .env file) is an unset one, not an invalid value.
  const set = Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== ''))
  const result = v.safeParse(webEnvSchema, set)
  if (!result.success) {
    const issue = result.issues[0]
    const name = issue.path?.map((p) => String(p.key)).join('.') ?? 'environment'
    throw new Error(`Invalid environment variable ${name}: ${issue.message}`)
  }
  if (result.output.NODE_ENV === 'production' && !result.output.API_INTERNAL_SECRET) {
    throw new Error('Invalid environment variable API_INTERNAL_SECRET: required when NODE_ENV is production')
  }
  cached = result.output
  return cached
}
