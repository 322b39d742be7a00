import { createSchema, createYoga } from 'graphql-yoga'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { aiServiceFrom, aiTranslator, type AiService, type Translator } from './adapters/ai'
import { aiValueExplainer, type ValueExplainer } from './analysis/ai-questions'
import { createCaptcha, type CaptchaVerifier } from './adapters/captcha'
import { createMailer, type Mailer } from './adapters/mail'
import { createSmsSender, type SmsSender } from './adapters/sms'
import { authRoutes } from './auth/auth.routes'
import { createRateLimiter, type RateLimiter } from './auth/rate-limit'
import { createStorage, type FileStorage } from './adapters/storage'
import type { Database } from './db/client'
import { resolveAuthSecret, resolveInternalSecret, type Env } from './env'
import { buildContext, type GraphQLContext } from './graphql/context'
import { createPublicReads } from './graphql/public-reads'
import { createPublicCache, type PublicCache } from './shared/public-cache'
import { protectionPlugins } from './graphql/protection'
import { formatError } from './graphql/error-formatter'
import { createLogger, type Logger } from './shared/logger'
import { currentRequest, requestLogger, requestLogging } from './shared/request-log'
import { fail } from './shared/rest'
import { refuseNulInput } from './shared/nul-input'
import { createBackgroundWork, type BackgroundWork } from './shared/background'
import { devMailboxEnabled, mountDevMailbox } from './dev/mailbox.routes'
import { clientIpMiddleware } from './shared/client-ip'
import { resolvers } from './graphql/resolvers'
import { loadTypeDefs } from './graphql/type-defs'
import { createRequestTally, mountTestRoutes } from './testing/test-routes'
import { mountAccountRoutes } from './users/account.routes'
import { mountAnalysisRoutes } from './analysis/analysis.routes'
import { mountResumableUploadRoutes } from './users/resumable-uploads'
import { mountAppointmentRoutes } from './appointments/appointments.routes'
import { readBodyWithin } from '#contract/body-limit'
import { createPaymentProcessor } from './payments/create-processor'
import type { PaymentProcessor } from './payments/processor'
import { mountPaymentRoutes } from './payments/payments.routes'
import { createLiveBus, type LiveBus } from './shared/live-bus'
import type { NotificationDeps } from './notifications/notifications.service'
import { mountNotificationRoutes } from './notifications/notifications.routes'
import { mountRoomRoutes } from './rooms/rooms.routes'
import { MAX_BATCHED_OPERATIONS } from '#contract/graphql-batch'

export const MAX_BODY_BYTES = 1024 * 1024

const typeDefs = loadTypeDefs()

export type ApiDeps = {
  db: Database
  env: Env
  /** defaults to reCAPTCHA when RECAPTCHA_SECRET is set, else the local 'off' verifier */
  captcha?: CaptchaVerifier
  /** the AI service (ADR 0072); defaults to aiServiceFrom(env) (null: not configured) */
  ai?: AiService | null
  /** message translation through `ai` (null: not offered) */
  translator?: Translator | null
  /** questions about a lab value answered through `ai` (null: the knowledge base only) */
  valueExplainer?: ValueExplainer | null
  /** signs access tokens; defaults to resolveAuthSecret(env) */
  authSecret?: string
  /** proves the web server's requests (ADR 0008); defaults to resolveInternalSecret(env) */
  internalSecret?: string
  /** defaults to SMTP when SMTP_URL is set, else the outbox table */
  mailer?: Mailer
  /** defaults to the HTTP provider when SMS_PROVIDER_URL is set, else the outbox table */
  sms?: SmsSender
  /** defaults to Redis when REDIS_URL is set, else memory */
  limiter?: RateLimiter
  /** uploaded files; defaults to createStorage(env) (S3 when configured, else ${DATA_DIR}/files) */
  storage?: FileStorage
  /** JSON-lines logger; defaults to stdout at LOG_LEVEL */
  logger?: Logger
  /**
   * The public catalogue's cache (ADR 0021); defaults to createPublicCache(env), shared through
   * Redis when REDIS_URL is set. Whoever changes catalog data calls its `invalidate()`.
   */
  catalogCache?: PublicCache
  /** card payments; defaults to createPaymentProcessor(env, db) (Stripe, the built-in one, or none in production) */
  paymentProcessor?: PaymentProcessor | null
  /** the payments and entitlements clock (subscription periods, the sweep, what a plan grants); tests pass a fake one */
  clock?: () => Date
  /** live messages to listeners on any instance (notifications); defaults to Redis when REDIS_URL is set, else memory */
  liveBus?: LiveBus
  /** work requests start after answering (forgot-password); tests and a shutdown wait on its `settled()` */
  background?: BackgroundWork
  /** this instance's analysis worker, woken when a lab report is asked for; none: the workers' next round takes it */
  analysisWorker?: { wake: () => void }
}

export function createApi({
  db,
  env,
  captcha = createCaptcha(env),
  ai = aiServiceFrom(env),
  translator = ai && aiTranslator(ai),
  valueExplainer = ai && aiValueExplainer(ai),
  authSecret = resolveAuthSecret(env),
  internalSecret = resolveInternalSecret(env),
  mailer = createMailer(env, db),
  sms = createSmsSender(env, db),
  // First: what is made below reports to it.
  logger = createLogger(env.LOG_LEVEL),
  limiter = createRateLimiter(env, logger),
  storage = createStorage(env),
  catalogCache = createPublicCache(env, { logger }),
  paymentProcessor = createPaymentProcessor(env, db),
  clock = () => new Date(),
  liveBus = createLiveBus(env, logger),
  background = createBackgroundWork(),
  analysisWorker,
}: ApiDeps) {
  const production = env.NODE_ENV === 'production'
  /** what the Hono route hands each GraphQL request */
  type ServerContext = { clientIp: string }
  const reads = createPublicReads(db, catalogCache)
  const notifications: NotificationDeps = { db, bus: liveBus, onError: (error) => logger.error({ err: error }, 'notification failed') }
  const payments = paymentProcessor ? { db, processor: paymentProcessor, now: clock, mailer, notifications, limiter } : null
  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema: createSchema<GraphQLContext>({ typeDefs, resolvers }),
    graphqlEndpoint: '/graphql',
    context: ({ request, clientIp }) =>
      buildContext(request, {
        db,
        env,
        captcha,
        translator,
        valueExplainer,
        limiter,
        authSecret,
        storage,
        clientIp,
        reads,
        payments,
        notifications,
      }),
    // GraphQLErrors we throw (with extension codes) pass through; anything unexpected is masked.
    // Variables that do not coerce are answered without their values (error-formatter.ts).
    maskedErrors: { maskError: formatError },
    // The web calls the API from its own server, never cross-origin from a browser.
    cors: false,
    graphiql: !production,
    landingPage: false,
    // The route below keeps bodies within MAX_BODY_BYTES (413); yoga's own limit would wrap every
    // body in another stream and another Request (ADR 0021, profile).
    maxRequestBodySize: false,
    plugins: protectionPlugins({ production }),
    // The web server sends the reads of one page render as one request (issue 28, ADR 0053): an array
    // of operations, each checked and answered as if alone, the session looked up once (buildContext).
    // A page needs two or three; more is refused whole.
    batching: { limit: MAX_BATCHED_OPERATIONS },
    // yoga's own lines (a request it could not handle) go to the JSON log, not the console; the
    // masked error's detail is logged with the request id by formatError.
    logging: yogaLogger(logger),
  })

  const app = new Hono()
  app.use('*', requestLogging(logger, internalSecret))
  const tally = env.API_TEST_ROUTES === '1' ? createRequestTally() : null
  if (tally) app.use('*', tally.middleware)
  app.use(clientIpMiddleware({ trustedHops: env.TRUST_PROXY, internalSecret }))
  app.use(refuseNulInput)

  app.get('/health-check', (c) => c.json({ ok: true }))

  app.on(['GET', 'POST'], '/graphql', async (c) => {
    const request = c.req.raw
    const server: ServerContext = { clientIp: c.get('clientIp') }
    if (request.method === 'GET') return yoga.fetch(request, server)
    // Node ends a body at its declared length, so one declared within the limit goes to yoga as it
    // came; only a chunked body is counted while it is read (a copy and a new Request per call).
    const declared = request.headers.get('content-length')
    if (declared !== null && /^\d{1,7}$/.test(declared) && Number(declared) <= MAX_BODY_BYTES) return yoga.fetch(request, server)
    const body = await readBodyWithin(request, MAX_BODY_BYTES)
    if (!body.fits) return c.json({ error: 'payload_too_large', limit: MAX_BODY_BYTES }, 413)
    return yoga.fetch(new Request(request.url, { method: request.method, headers: request.headers, body: body.bytes }), server)
  })

  // REST bodies are small JSON; the limit answers 413 before anything is parsed.
  app.use('/auth/*', bodyLimit({ maxSize: 64 * 1024, onError: (c) => c.json({ error: 'payload_too_large' }, 413) }))
  app.route('/auth', authRoutes({ db, env, authSecret, captcha, mailer, sms, limiter, storage, background }))
  if (devMailboxEnabled(env)) mountDevMailbox(app, db)
  const uploads = { db, authSecret, storage, now: clock, maxDocumentBytes: env.UPLOAD_MAX_FILE_MB * 1024 * 1024 }
  mountAccountRoutes(app, uploads)
  mountResumableUploadRoutes(app, uploads)
  mountAppointmentRoutes(app, { db, authSecret })
  app.use('/ai/*', bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.json({ error: 'payload_too_large' }, 413) }))
  mountAnalysisRoutes(app, { db, authSecret, now: clock, wake: () => analysisWorker?.wake() })
  for (const path of ['/payments/*', '/subscriptions/*'])
    app.use(path, bodyLimit({ maxSize: 64 * 1024, onError: (c) => c.json({ error: 'payload_too_large' }, 413) }))
  mountPaymentRoutes(app, { db, authSecret, payments, logger })
  mountNotificationRoutes(app, { db, authSecret, bus: liveBus })
  app.use('/rooms/*', bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.json({ error: 'payload_too_large' }, 413) }))
  mountRoomRoutes(app, { db, secret: authSecret, env, limiter })

  if (tally) mountTestRoutes(app, { db, authSecret, storage, tally })

  app.notFound((c) => c.json({ error: 'not_found', path: c.req.path }, 404))
  // Whatever a REST handler throws (a database error names SQL and parameters): the log line keeps
  // it, the answer is the translated generic one with the request id to quote, in every mode.
  app.onError((error, c) => {
    requestLogger().error({ err: error }, 'unexpected error')
    return fail(c, 500, 'internal_error', { requestId: currentRequest()?.requestId })
  })

  return app
}

export type Api = ReturnType<typeof createApi>

/** yoga's logger interface on pino (yoga passes errors and strings). */
function yogaLogger(logger: Logger) {
  const child = logger.child({ component: 'graphql-yoga' })
  const line =
    (level: 'debug' | 'info' | 'warn' | 'error') =>
    (...args: unknown[]) => {
      const [first] = args
      if (first instanceof Error) child[level]({ err: first }, first.message.split('\n', 1)[0] ?? 'error')
      else child[level](String(first))
    }
  return { debug: line('debug'), info: line('info'), warn: line('warn'), error: line('error') }
}
