import pino, { type DestinationStream, type Logger } from 'pino'
import { webEnv } from './env.server'

/**
 * Fields never written to a log line, wherever they sit: credentials and session material. Request
 * lines log method, path, status and timing only; this is the net under anything else logged.
 */
export const REDACTED_FIELDS = [
  'authorization',
  'cookie',
  'set-cookie',
  'password',
  'token',
  'refreshToken',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  '*.authorization',
  '*.cookie',
  '*.password',
  '*.token',
  '*.refreshToken',
]

/** JSON lines on stdout (or `destination` in tests) at LOG_LEVEL. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino({ level, base: { service: 'web' }, redact: REDACTED_FIELDS }, destination)
}

let shared: Logger | undefined

/** The web server's logger, made on first use. */
export function logger(): Logger {
  shared ??= createLogger(webEnv().LOG_LEVEL)
  return shared
}
