import { createSchema, createYoga } from 'graphql-yoga';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createCaptcha, type CaptchaVerifier } from './adapters/captcha';
import { createMailer, type Mailer } from './adapters/mail';
import { createSmsSender, type SmsSender } from './adapters/sms';
import { authRoutes } from './auth/auth.routes';
import { createRateLimiter, type RateLimiter } from './auth/rate-limit';
import { createStorage, type FileStorage } from './adapters/storage';
import type { Database } from './db/client';
import { resolveAuthSecret, type Env } from './env';
import { buildContext, type GraphQLContext } from './graphql/context';
import { protectionPlugins } from './graphql/protection';
import { formatError } from './graphql/error-formatter';
import { createLogger, type Logger } from './shared/logger';
import { requestLogger, requestLogging } from './shared/request-log';
import { mountDevMailbox } from './dev/mailbox.routes';
import { resolvers } from './graphql/resolvers';
import { loadTypeDefs } from './graphql/type-defs';
import { mountTestRoutes } from './testing/test-routes';
import { mountAccountRoutes } from './users/account.routes';

export const MAX_BODY_BYTES = 1024 * 1024;

const typeDefs = loadTypeDefs();

class PayloadTooLarge extends Error {}

/**
 * Reads at most `limit` bytes, checking the declared length first and then the streamed size,
 * so a chunked body without content-length cannot get past the limit either.
 */
async function readBodyWithin(request: Request, limit: number): Promise<ArrayBuffer | null> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) throw new PayloadTooLarge();
  if (!request.body) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new PayloadTooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body.buffer;
}

export type ApiDeps = {
  db: Database;
  env: Env;
  /** defaults to reCAPTCHA when RECAPTCHA_SECRET is set, else the local 'off' verifier */
  captcha?: CaptchaVerifier;
  /** signs access tokens; defaults to resolveAuthSecret(env) */
  authSecret?: string;
  /** defaults to SMTP when SMTP_URL is set, else the outbox table */
  mailer?: Mailer;
  /** defaults to the HTTP provider when SMS_PROVIDER_URL is set, else the outbox table */
  sms?: SmsSender;
  /** defaults to Redis when REDIS_URL is set, else memory */
  limiter?: RateLimiter;
  /** uploaded files; defaults to createStorage(env) (S3 when configured, else ${DATA_DIR}/files) */
  storage?: FileStorage;
  /** JSON-lines logger; defaults to stdout at LOG_LEVEL */
  logger?: Logger;
};

export function createApi({
  db,
  env,
  captcha = createCaptcha(env),
  authSecret = resolveAuthSecret(env),
  mailer = createMailer(env, db),
  sms = createSmsSender(env, db),
  limiter = createRateLimiter(env),
  storage = createStorage(env),
  logger = createLogger(env.LOG_LEVEL),
}: ApiDeps) {
  const production = env.NODE_ENV === 'production';
  const yoga = createYoga<object, GraphQLContext>({
    schema: createSchema<GraphQLContext>({ typeDefs, resolvers }),
    graphqlEndpoint: '/graphql',
    context: ({ request }) => buildContext(request, { db, env, captcha, authSecret, storage }),
    // GraphQLErrors we throw (with extension codes) pass through; anything unexpected is masked.
    // Variables that do not coerce are answered without their values (error-formatter.ts).
    maskedErrors: { maskError: formatError },
    // The web calls the API from its own server, never cross-origin from a browser.
    cors: false,
    graphiql: !production,
    landingPage: false,
    plugins: protectionPlugins({ production }),
  });

  const app = new Hono();
  app.use('*', requestLogging(logger));

  app.get('/health-check', (c) => c.json({ ok: true }));

  app.on(['GET', 'POST'], '/graphql', async (c) => {
    const request = c.req.raw;
    if (request.method === 'GET') return yoga.fetch(request);
    try {
      const body = await readBodyWithin(request, MAX_BODY_BYTES);
      return yoga.fetch(new Request(request.url, { method: request.method, headers: request.headers, body }));
    } catch (error) {
      if (error instanceof PayloadTooLarge) return c.json({ error: 'payload_too_large', limit: MAX_BODY_BYTES }, 413);
      throw error;
    }
  });

  // REST bodies are small JSON; the limit answers 413 before anything is parsed.
  app.use('/auth/*', bodyLimit({ maxSize: 64 * 1024, onError: (c) => c.json({ error: 'payload_too_large' }, 413) }));
  app.route('/auth', authRoutes({ db, env, authSecret, captcha, mailer, sms, limiter, storage }));
  if (!production) mountDevMailbox(app, db);
  mountAccountRoutes(app, { db, authSecret, storage, storageQuotaBytes: env.STORAGE_QUOTA_BYTES });

  if (env.API_TEST_ROUTES === '1') mountTestRoutes(app, db, authSecret);

  app.notFound((c) => c.json({ error: 'not_found', path: c.req.path }, 404));
  app.onError((error, c) => {
    requestLogger(c).error({ err: error }, 'unexpected error');
    return c.json({ error: 'internal_error' }, 500);
  });

  return app;
}

export type Api = ReturnType<typeof createApi>;
