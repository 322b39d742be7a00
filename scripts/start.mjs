// npm start: build the web app if needed, start the API (embedded PGlite in DATA_DIR unless
// DATABASE_URL is set) and the production web server, and keep them together until Ctrl-C.
import { resolve } from 'node:path'
import {
  apiHealthUrl,
  assertPortFree,
  buildIfStale,
  internalSecret,
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
// The local demo's API runs in development mode unless told otherwise: it keeps a signing secret
// in DATA_DIR and serves the dev mailbox, where a person trying the app reads verification codes.
// A deployment sets NODE_ENV=production and AUTH_SECRET instead.
// Links in e-mails (password reset) point at the web app this command starts.
const apiEnv = {
  NODE_ENV: process.env.NODE_ENV || 'development',
  WEB_ORIGIN: process.env.WEB_ORIGIN || `http://${urlHost(host)}:${webPort}`,
  API_INTERNAL_SECRET,
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
try {
  const api = group.add(startApi({ port: apiPort, host, dataDir, env: apiEnv }))
  await waitForHttp(apiHealthUrl(apiPort, host), { child: api })
  const web = group.add(startWeb({ port: webPort, host, apiUrl: process.env.API_URL || apiUrl, env }))
  await waitForHttp(webUrl, { child: web, anyStatus: true })
} catch (error) {
  await group.fail(error)
}

console.log('')
console.log(`  Web app:  ${webUrl}`)
console.log(`  API:      ${apiUrl}/graphql  (database: ${process.env.DATABASE_URL ? 'DATABASE_URL' : dataDir})`)
if (apiEnv.NODE_ENV !== 'production') console.log(`  Mailbox:  ${apiUrl}/dev/mailbox  (e-mails and SMS codes sent locally)`)
console.log('  Press Ctrl-C to stop both.')
console.log('')
