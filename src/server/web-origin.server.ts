import { requestOrigin } from '../lib/request-origin'
import { webEnv } from './env.server'

/**
 * The web tier's public origin of a request (ADR 0008: proxy headers count only under TRUST_PROXY).
 * Relative imports only: the production server (scripts/serve-web.mjs, through src/server.ts) and
 * the dev server (vite.config.ts) hand it to the room's WebSocket relay.
 */
export function webOriginOf(url: string, headers: Pick<Headers, 'get'>): string {
  return requestOrigin(url, headers, webEnv().TRUST_PROXY)
}
