import { createServerEntry, createStartHandler, defaultStreamHandler } from '@tanstack/react-start/server'

/**
 * The server entry (dist/server/server.js): Start's request handler, as in Start's default entry,
 * plus what the production Node server (scripts/serve-web.mjs) takes from the app for the static
 * files it sends itself (ADR 0022).
 */
export default createServerEntry({ fetch: createStartHandler(defaultStreamHandler) })

export { staticFileHeaders } from './server/request-edge.server'
/** The web tier's settings, the Node server's own included (port, host, page cache, API_URL). */
export { webEnv } from './server/env.server'
/** What the room's WebSocket relay (scripts/lib/room-signal-proxy.mjs) needs from the app. */
export { webOriginOf } from './server/web-origin.server'
export { MAX_SIGNAL_BYTES } from '#contract/room-signal'
