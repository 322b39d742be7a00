#!/usr/bin/env node
// The production web server (ADR 0022), used by `npm start`, Playwright and the bench: srvx on
// Node with the built app (dist/server/server.js) and its static files (dist/client).
//   node scripts/serve-web.mjs [--port 3000] [--host 127.0.0.1]   (else WEB_PORT and HOST)
// Its variables are the app's (src/server/env.server.ts, read through dist/server/server.js).
// - Static files are sent as the build precompressed them (.br/.gz beside each, see
//   scripts/lib/precompress.mjs), with ETag/Last-Modified and 304s (srvx's static middleware).
//   Hashed build output under /assets never changes under its name: cached for a year, immutable;
//   the other public files (favicon, images) for an hour. They carry the app's security headers.
// - Everything else is the app's answer, compressed (scripts/lib/compression.mjs): a page read whole
//   and sent with its length, other answers as they stream.
// - WebSockets to /room/signal (the video room's signalling) are relayed to the API (issue 14).
// - Answers the app marks as shareable (anonymous catalog pages) are kept in-process as a CDN would
//   keep them (scripts/lib/page-cache.mjs, ADR 0028); PAGE_CACHE_MB=0 turns that off.
import { readdirSync } from 'node:fs'
import { extname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { serve } from 'srvx'
import { staticMiddleware } from 'srvx/static'
import { compressResponse, readWholePage } from './lib/compression.mjs'
import { createSharedPageCache } from './lib/page-cache.mjs'
import { attachRoomSignalProxy } from './lib/room-signal-proxy.mjs'

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable'
export const PUBLIC_FILE_CACHE = 'public, max-age=3600'

const { values: args } = parseArgs({ options: { port: { type: 'string', short: 'p' }, host: { type: 'string' } } })
const dist = new URL('../dist/', import.meta.url)
const app = await import(new URL('server/server.js', dist).href)
// Every chunk of the server build is loaded before the first request, not on the request that first
// needs it: a page's loaders that import their code while its first API batch waits (one turn of the
// event loop, src/server/api.server.ts) sent their reads in a second round trip (issue 28), and the
// first patient after a start waited for the code to be read and compiled.
const chunks = new URL('server/assets/', dist)
await Promise.all(
  readdirSync(chunks)
    .filter((name) => name.endsWith('.js'))
    .map((name) => import(new URL(name, chunks).href)),
)
const files = staticMiddleware({ dir: fileURLToPath(new URL('client', dist)), encodings: true, compress: false })

// The app's environment module reads and checks the server's variables too, failing here at start.
const env = app.webEnv()
const pages = env.PAGE_CACHE_MB > 0 ? createSharedPageCache({ maxBytes: env.PAGE_CACHE_MB * 1024 * 1024 }) : null
// A page is sent in one piece, with its length; other answers stream (readWholePage).
const render = async (request) => {
  const response = await app.default.fetch(request)
  return compressResponse(request, response, await readWholePage(response))
}

/** The static file for this request, if there is one: only paths with an extension (no page has one) cost a lookup. */
async function staticFile(request) {
  const { pathname } = new URL(request.url)
  if (!extname(pathname)) return undefined
  const response = await files(request, () => undefined)
  if (!response) return undefined
  const headers = {
    ...app.staticFileHeaders(request),
    'cache-control': pathname.startsWith('/assets/') ? IMMUTABLE_CACHE : PUBLIC_FILE_CACHE,
  }
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value)
  return response
}

const server = serve({
  port: args.port ?? env.WEB_PORT,
  hostname: args.host ?? env.HOST,
  gracefulShutdown: true,
  fetch: async (request) => (await staticFile(request)) ?? (pages ? pages.handle(request, render) : render(request)),
})
await server.ready()
// The video room's signalling WebSockets go to the API with the room's session (scripts/lib/room-signal-proxy.mjs).
attachRoomSignalProxy(server.node.server, {
  apiUrl: env.API_URL,
  originOf: app.webOriginOf,
  maxPayload: app.MAX_SIGNAL_BYTES,
})
