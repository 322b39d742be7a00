import pino, { type DestinationStream, type Logger } from 'pino'

export type { Logger }

/**
 * Never written to a log line, wherever they sit: credentials and session material. Request lines
 * carry method, path, status, timing and the request id only; this is the net under anything else.
 */
const REDACT = [
  'authorization',
  'cookie',
  'password',
  'token',
  'refreshToken',
  'headers.authorization',
  'headers.cookie',
  '*.authorization',
  '*.cookie',
  '*.password',
  '*.currentPassword',
  '*.token',
  '*.refreshToken',
]

/** JSON lines on stdout (or `destination` in tests) at `level` (LOG_LEVEL). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino({ level, base: { service: 'api' }, redact: REDACT }, destination)
}

/**
 * For a part made without the API's logger (a test's own Redis client): its errors still come out
 * as JSON lines. The API hands its own logger to everything it makes (app.ts, main.ts).
 */
export const errorLogger: Logger = createLogger('error')
