// npm run dev: the API under `tsx watch` and the web app under `vite dev`, both reloading on change.
import { resolve } from 'node:path'
import {
  apiHealthUrl,
  assertPortFree,
  bin,
  internalSecret,
  loadDotEnv,
  spawnChild,
  startApi,
  supervise,
  urlHost,
  waitForHttp,
} from './lib/processes.mjs'

loadDotEnv()
const host = process.env.HOST || '127.0.0.1'
const apiPort = Number(process.env.PORT || 4000)
const webPort = Number(process.env.WEB_PORT || 3000)
const dataDir = resolve(process.env.DATA_DIR || 'data')
const apiUrl = `http://${urlHost(host)}:${apiPort}`
const API_INTERNAL_SECRET = internalSecret()

const group = supervise()
try {
  await Promise.all([assertPortFree(apiPort, host, 'PORT'), assertPortFree(webPort, host, 'WEB_PORT')])
  const api = group.add(
    startApi({
      port: apiPort,
      host,
      dataDir,
      watch: true,
      env: { NODE_ENV: 'development', API_INTERNAL_SECRET, WEB_ORIGIN: process.env.WEB_ORIGIN || `http://${urlHost(host)}:${webPort}` },
    }),
  )
  await waitForHttp(apiHealthUrl(apiPort, host), { child: api })
  const web = group.add(
    spawnChild('web', bin('vite'), ['dev', '--host', host, '--port', String(webPort), '--strictPort'], {
      env: { API_URL: process.env.API_URL || apiUrl, NODE_ENV: 'development', API_INTERNAL_SECRET },
    }),
  )
  await waitForHttp(`http://${urlHost(host)}:${webPort}/`, { child: web, anyStatus: true })
} catch (error) {
  await group.fail(error)
}

console.log('')
console.log(`  Web app (vite dev):  http://${urlHost(host)}:${webPort}/`)
console.log(`  API (tsx watch):     ${apiUrl}/graphql`)
console.log('  Press Ctrl-C to stop both.')
console.log('')
