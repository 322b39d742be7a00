import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import * as v from 'valibot'

/** The API's variables; `.env.example` names each of them (src/env-example.test.ts). */
export const EnvSchema = v.object({
  PORT: v.optional(v.pipe(v.string(), v.regex(/^\d{1,5}$/, 'must be a port number'), v.transform(Number)), '4000'),
  HOST: v.optional(v.pipe(v.string(), v.minLength(1)), '127.0.0.1'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'must start with postgres://'))),
  DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), './data'),
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  // pino's levels; one JSON line per request at info.
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  RECAPTCHA_SECRET: v.optional(v.pipe(v.string(), v.minLength(1))),
  // Signs access tokens and derives the key that encrypts TOTP secrets. Required in production;
  // elsewhere a random one is kept in ${DATA_DIR}/auth-secret (see resolveAuthSecret).
  AUTH_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
  // How many proxies in front of the API are ours (ADR 0008): 0 takes the client address from the
  // socket; N takes the N-th X-Forwarded-For entry from the right.
  TRUST_PROXY: v.optional(v.pipe(v.string(), v.regex(/^\d{1,2}$/, 'must be a number of proxy hops'), v.transform(Number)), '0'),
  // Proves a request comes from the web server, which then names the browser's address (ADR 0008).
  // Required in production; elsewhere a random one is kept in ${DATA_DIR}/internal-secret.
  API_INTERNAL_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
  // The web app's public origin, for links in e-mails (password reset) and OAuth redirects.
  WEB_ORIGIN: v.optional(v.pipe(v.string(), v.url('must be a URL')), 'http://localhost:3000'),
  // Public catalog data is kept in memory this long at most (ADR 0021); 0 turns the cache off.
  CATALOG_CACHE_TTL_SECONDS: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'must be a number of seconds'), v.transform(Number)), '60'),
  // The cache's size bound (the JSON size of what it holds).
  CATALOG_CACHE_MAX_MB: v.optional(
    v.pipe(v.string(), v.regex(/^[1-9]\d{0,4}$/, 'must be a number of megabytes'), v.transform(Number)),
    '64',
  ),
  // Rate-limit state and catalog-cache invalidations shared by several API instances; in memory when unset.
  REDIS_URL: v.optional(v.pipe(v.string(), v.regex(/^rediss?:\/\//, 'must start with redis://'))),
  // One deployment's namespace on a Redis that serves several (staging beside production): its rate
  // limits, live messages and catalogue invalidations are kept and heard under this prefix only.
  REDIS_PREFIX: v.optional(v.pipe(v.string(), v.maxLength(64), v.regex(/^[\w.:-]*$/, 'letters, digits, _ . : - only')), ''),
  // E-mail through SMTP (smtp:// or smtps://, credentials in the URL); the outbox table when unset.
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://'))),
  MAIL_FROM: v.optional(v.pipe(v.string(), v.minLength(3)), 'Telemedicine <no-reply@localhost>'),
  // SMS through an HTTP provider (POST JSON with a bearer token); the outbox table when unset.
  SMS_PROVIDER_URL: v.optional(v.pipe(v.string(), v.url('must be a URL'))),
  SMS_PROVIDER_TOKEN: v.optional(v.pipe(v.string(), v.minLength(1))),
  // Social sign-in: each provider is offered only when all of its variables are set.
  GOOGLE_CLIENT_ID: v.optional(v.pipe(v.string(), v.minLength(1))),
  GOOGLE_CLIENT_SECRET: v.optional(v.pipe(v.string(), v.minLength(1))),
  APPLE_CLIENT_ID: v.optional(v.pipe(v.string(), v.minLength(1))),
  APPLE_TEAM_ID: v.optional(v.pipe(v.string(), v.minLength(1))),
  APPLE_KEY_ID: v.optional(v.pipe(v.string(), v.minLength(1))),
  // The .p8 key's PEM text (newlines may be written as \n).
  APPLE_PRIVATE_KEY: v.optional(v.pipe(v.string(), v.minLength(1))),
  // An OpenAI-compatible chat completions endpoint (api/src/adapters/ai.ts), on when all three are set:
  // it translates messages (else the translate action is not offered), cross-checks the local reading
  // of lab reports and answers questions about their values (ADR 0072). Lab reports and their values
  // are sent to it: use a service the patients' data may go to.
  AI_BASE_URL: v.optional(v.pipe(v.string(), v.url('must be a URL'))),
  AI_API_KEY: v.optional(v.pipe(v.string(), v.minLength(1))),
  AI_MODEL: v.optional(v.pipe(v.string(), v.minLength(1))),
  // How long a worker holds a lab report it took (issue 30, ADR 0070): another instance takes the job
  // up again only after it, so it must outlast the longest reading (a photo's OCR, ~20 s), and it is
  // how long a job waits after its instance died mid-way.
  ANALYSIS_LEASE_SECONDS: v.optional(
    v.pipe(v.string(), v.regex(/^[1-9]\d{0,4}$/, 'must be a number of seconds'), v.transform(Number)),
    '120',
  ),
  // Which card processor takes payments (ADR 0040): `stripe` (needs the three STRIPE_* keys) or
  // `test`, the built-in one with Stripe's test cards that takes no real money. Unset: stripe when
  // its keys are set, else test outside production and none (payments off) in production, where the
  // test processor runs only when chosen here.
  PAYMENT_PROCESSOR: v.optional(v.picklist(['stripe', 'test'], 'must be stripe or test')),
  // Card payments through Stripe when all three are set (api/src/payments/stripe-processor.ts).
  STRIPE_SECRET_KEY: v.optional(v.pipe(v.string(), v.regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_…)'))),
  STRIPE_PUBLISHABLE_KEY: v.optional(v.pipe(v.string(), v.regex(/^pk_/, 'must be a Stripe publishable key (pk_…)'))),
  STRIPE_WEBHOOK_SECRET: v.optional(v.pipe(v.string(), v.regex(/^whsec_/, 'must be a Stripe webhook secret (whsec_…)'))),
  // The video room's ICE servers (issue 14), a JSON array of RTCIceServer objects, e.g.
  // [{"urls":"stun:stun.example.org:3478"},{"urls":"turn:turn.example.org","username":"u","credential":"c"}];
  // none are needed on one network.
  ICE_SERVERS: v.optional(
    v.pipe(
      v.string(),
      v.parseJson(),
      v.array(
        v.object({
          urls: v.union([v.string(), v.array(v.string())]),
          username: v.optional(v.string()),
          credential: v.optional(v.string()),
        }),
      ),
    ),
    '[]',
  ),
  // The video room on a LiveKit server (an SFU) instead of the embedded peer-to-peer call, when all
  // three are set (api/src/rooms/livekit.ts): its wss:// address and an API key and secret.
  LIVEKIT_URL: v.optional(v.pipe(v.string(), v.regex(/^wss?:\/\//, 'must start with wss:// or ws://'))),
  LIVEKIT_API_KEY: v.optional(v.pipe(v.string(), v.minLength(1))),
  LIVEKIT_API_SECRET: v.optional(v.pipe(v.string(), v.minLength(1))),
  // Demo accounts with public passwords (README): the demo patient and one per seeded doctor
  // (api/src/db/demo-seed.ts). `npm start` sets it; never on a server that holds real patients.
  DEMO_ACCOUNTS: v.optional(v.picklist(['0', '1']), '0'),
  // Read-only inspection routes for end-to-end tests (api/src/testing); never in production.
  API_TEST_ROUTES: v.optional(v.picklist(['0', '1']), '0'),
  // The largest document one upload may hold (spec part 2 §5: "a setting whose value is not shown").
  UPLOAD_MAX_FILE_MB: v.optional(
    // At most 2047: a file's size is a 32-bit column.
    v.pipe(
      v.string(),
      v.regex(/^[1-9]\d{0,3}$/, 'must be a number of megabytes'),
      v.transform(Number),
      v.maxValue(2047, 'must be at most 2047'),
    ),
    '1024',
  ),
  // Uploaded files go to this S3-compatible bucket when all five are set; else to ${DATA_DIR}/files.
  S3_BUCKET: v.optional(v.pipe(v.string(), v.minLength(1))),
  S3_ENDPOINT: v.optional(v.pipe(v.string(), v.url('must be a URL'))),
  S3_REGION: v.optional(v.pipe(v.string(), v.minLength(1))),
  S3_ACCESS_KEY_ID: v.optional(v.pipe(v.string(), v.minLength(1))),
  S3_SECRET_ACCESS_KEY: v.optional(v.pipe(v.string(), v.minLength(1))),
})

export type Env = v.InferOutput<typeof EnvSchema>

/**
 * The card processor the API runs with (ADR 0040): PAYMENT_PROCESSOR when set; else Stripe when its
 * keys are set, the built-in test processor outside production, and none in production (real
 * money never meets test cards unless someone asked for them by name).
 */
export function paymentProcessorKind(env: Env): 'stripe' | 'test' | 'none' {
  if (env.PAYMENT_PROCESSOR) return env.PAYMENT_PROCESSOR
  if (env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET) return 'stripe'
  return env.NODE_ENV === 'production' ? 'none' : 'test'
}

/** Parses once at start-up and throws an error that names every bad variable. */
export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  // Empty strings count as unset, the way .env files usually mean them.
  const input = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''))
  const result = v.safeParse(EnvSchema, input)
  if (result.success) {
    if (result.output.API_TEST_ROUTES === '1' && result.output.NODE_ENV === 'production') {
      throw new Error('Invalid environment variables:\n  API_TEST_ROUTES: must not be 1 when NODE_ENV is production')
    }
    const { PAYMENT_PROCESSOR, STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET } = result.output
    if (PAYMENT_PROCESSOR === 'stripe' && !(STRIPE_SECRET_KEY && STRIPE_PUBLISHABLE_KEY && STRIPE_WEBHOOK_SECRET)) {
      throw new Error(
        'Invalid environment variables:\n  PAYMENT_PROCESSOR: stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET',
      )
    }
    for (const name of ['AUTH_SECRET', 'API_INTERNAL_SECRET'] as const) {
      if (!result.output[name] && result.output.NODE_ENV === 'production') {
        throw new Error(`Invalid environment variables:\n  ${name}: required when NODE_ENV is production`)
      }
    }
    return result.output
  }
  const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? '?'}: ${issue.message}`)
  throw new Error(`Invalid environment variables:\n  ${problems.join('\n  ')}`)
}

/**
 * The signing secret: AUTH_SECRET, or (outside production) one generated on first start and kept
 * in the data folder so sessions survive restarts. Several instances must share AUTH_SECRET.
 */
export function resolveAuthSecret(env: Env): string {
  return env.AUTH_SECRET ?? keptSecret(env.DATA_DIR, 'auth-secret')
}

/**
 * The secret the web server proves itself with: API_INTERNAL_SECRET, or (outside production) one
 * kept in the data folder. `npm start`, `npm run dev` and the tests hand one value to both tiers.
 */
export function resolveInternalSecret(env: Env): string {
  return env.API_INTERNAL_SECRET ?? keptSecret(env.DATA_DIR, 'internal-secret')
}

/** A random secret generated on first use and kept in `dataDir/name` so it survives restarts. */
function keptSecret(dataDir: string, name: string): string {
  const file = join(dataDir, name)
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(48).toString('base64url')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}
