import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { fromWebServer } from './client-ip';
import { createLogger, type Logger } from './logger';

/**
 * The web server sends its request id (`x-request-id`) with every API call so one user action can
 * be followed across both tiers' logs. It is taken over only from the web server (the internal
 * secret, ADR 0008) and only as a plain token, so another caller cannot plant ids in the logs nor
 * inject anything into a log line; anything else gets a fresh id.
 */
const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

export type RequestScope = {
  requestId: string;
  logger: Logger;
  /** settles once the answer has left: work started after it (shared/background.ts) does not delay it */
  answered: Promise<void>;
};

/**
 * The request being handled, for code that has no Hono context: yoga's error masking logs the
 * detail of an unexpected error and answers its request id (error-formatter.ts).
 */
const scope = new AsyncLocalStorage<RequestScope>();
export const currentRequest = (): RequestScope | undefined => scope.getStore();

/**
 * One JSON line per request (method, path, status, duration, request id; never the query string,
 * bodies, tokens or cookies), the id echoed in the answer, and a per-request child logger for
 * handlers (`requestLogger(c)`).
 */
export function requestLogging(logger: Logger, internalSecret: string): MiddlewareHandler {
  return async (c, next) => {
    const startedAt = performance.now();
    const incoming = fromWebServer(c, internalSecret) ? c.req.header('x-request-id') : undefined;
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    let handled!: () => void;
    const answered = Promise.all([new Promise<void>((resolve) => (handled = resolve)), answerSent(c)]).then(() => undefined);
    try {
      await scope.run({ requestId, logger: logger.child({ requestId }), answered }, next);
    } finally {
      handled();
    }
    c.res.headers.set('x-request-id', requestId);
    logger.info(
      { requestId, method: c.req.method, path: c.req.path, status: c.res.status, durationMs: Math.round(performance.now() - startedAt) },
      'request',
    );
  };
}

/**
 * When the answer has been handed to the connection: @hono/node-server's binding (`c.env.outgoing`)
 * says so; in-process calls (tests) have none, and their answer is out when the handler returns.
 */
function answerSent(c: Context): Promise<void> {
  const env: unknown = c.env;
  const outgoing = env && typeof env === 'object' && 'outgoing' in env ? (env.outgoing as ServerResponse | undefined) : undefined;
  if (!outgoing?.once || outgoing.writableFinished) return Promise.resolve();
  return new Promise((resolve) => {
    outgoing.once('finish', resolve);
    outgoing.once('close', resolve);
  });
}

const unmounted = createLogger('silent');

/**
 * The logger of the request being handled: its lines carry the request id. Found through the
 * request's async scope, not `c.req.raw`, which body-limit middleware replaces.
 */
export function requestLogger(_c?: Context): Logger {
  return currentRequest()?.logger ?? unmounted;
}
