// npm start: build the web app and the API if needed (scripts/lib/api-bundle.mjs), start the API
// (embedded PGlite in DATA_DIR unless DATABASE_URL is set) and the web server, the web server in
// production mode, and keep them running (a crashed one is restarted) until Ctrl-C.
import { resolve } from 'node:path'
import {
  apiHealthUrl,
  assertPortFree,
  buildIfStale,
  internalSecret,
  keptSecret,
  loadDotEnv,
  startApi,
  startWeb,
  supervise,
  urlHost,
  waitForHttp,
} from './lib/processes.mjs'

loadDotEnv()
const host = process.env.HOST || '127.0.0.1'
const apiPort = Number(process.env.PORT || 4000)
const webPort = Number(process.env.WEB_PORT || 3000)
const dataDir = resolve(process.env.DATA_DIR || 'data')
const API_INTERNAL_SECRET = internalSecret()
const env = { NODE_ENV: process.env.NODE_ENV || 'production', API_INTERNAL_SECRET }
// The API runs compiled (dist/api). Production wants AUTH_SECRET;
// the demo needs none, so one is generated once and kept in DATA_DIR unless you set it.
// Links in e-mails (password reset) point at the web app this command starts.
const apiEnv = {
  ...env,
  // The API runs in production mode like the web tier (no GraphiQL, introspection or error details).
  // The demo takes card payments with the built-in test processor (Stripe's test cards, ADR 0033),
  // chosen by name as production requires (ADR 0040); with your STRIPE_* keys set, Stripe instead.
  PAYMENT_PROCESSOR: process.env.PAYMENT_PROCESSOR || (process.env.STRIPE_SECRET_KEY ? '' : 'test'),
  AUTH_SECRET: process.env.AUTH_SECRET || keptSecret(dataDir, 'auth-secret'),
  WEB_ORIGIN: process.env.WEB_ORIGIN || `http://${urlHost(host)}:${webPort}`,
  // The demo patient and the doctors' accounts for `npm run doctor` (README, "Trying it").
  DEMO_ACCOUNTS: process.env.DEMO_ACCOUNTS || '1',
}

const group = supervise()
try {
  await Promise.all([assertPortFree(apiPort, host, 'PORT'), assertPortFree(webPort, host, 'WEB_PORT')])
  await buildIfStale()
} catch (error) {
  await group.fail(error)
}

const apiUrl = `http://${urlHost(host)}:${apiPort}`
const webUrl = `http://${urlHost(host)}:${webPort}/`
// A tier that crashes is restarted (with back-off) while the other keeps serving; Ctrl-C stops both.
try {
  await group.keep(() => startApi({ port: apiPort, host, dataDir, env: apiEnv, compiled: true }), {
    ready: (child) => waitForHttp(apiHealthUrl(apiPort, host), { child }),
  })
  await group.keep(() => startWeb({ port: webPort, host, apiUrl: process.env.API_URL || apiUrl, env }), {
    ready: (child) => waitForHttp(webUrl, { child, anyStatus: true }),
  })
} catch (error) {
  await group.fail(error)
}

console.log('')
console.log(`  Web app:  ${webUrl}`)
console.log(`  API:      ${apiUrl}/graphql  (database: ${process.env.DATABASE_URL ? 'DATABASE_URL' : dataDir})`)
// The API decides whether the mailbox exists (no SMTP/SMS provider, listening on loopback): ask it.
const mailbox = await fetch(`${apiUrl}/dev/mailbox?to=-`).then(
  (response) => response.ok,
  () => false,
)
if (mailbox) console.log(`  Mailbox:  ${apiUrl}/dev/mailbox  (e-mails and SMS codes sent locally)`)
console.log('  Press Ctrl-C to stop both.')
console.log('')
