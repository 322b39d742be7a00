// npm run bench: first-load JavaScript (gzip) and server-rendering throughput for / and /doctors,
// against the production build and the API on a fresh PGlite database, on loopback.
import { randomBytes } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import {
  ROOT,
  apiHealthUrl,
  buildIfStale,
  freePort,
  internalSecret,
  startFreshApi,
  startWeb,
  stopChild,
  waitForHttp,
} from './lib/processes.mjs'

const PAGES = ['/', '/doctors']
const BUDGET_KB = { '/': 150 }
const DURATION_S = Number(process.env.BENCH_DURATION || 10)
const CONNECTIONS = 10

/** Module scripts and modulepreloads the server-rendered HTML makes the browser load up front. */
function firstLoadScripts(html) {
  const urls = new Set()
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    const src = /\bsrc="([^"]+)"/i.exec(tag)?.[1]
    if (src && /\btype="module"/i.test(tag)) urls.add(src)
  }
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    const href = /\bhref="([^"]+)"/i.exec(tag)?.[1]
    if (href && /\brel="modulepreload"/i.test(tag)) urls.add(href)
  }
  // Inline module scripts that import the entry (`import("/assets/…")`) count too.
  for (const [, body] of html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/gi)) {
    for (const [, specifier] of body.matchAll(/import\s*\(?\s*["']([^"']+\.js)["']/g)) urls.add(specifier)
  }
  return [...urls]
}

async function measureFirstLoad(baseUrl, path) {
  const response = await fetch(new URL(path, baseUrl))
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`)
  const scripts = firstLoadScripts(await response.text())
  let gzipBytes = 0
  let rawBytes = 0
  const files = []
  for (const script of scripts) {
    const asset = await fetch(new URL(script, new URL(path, baseUrl)))
    if (!asset.ok) throw new Error(`GET ${script} (referenced by ${path}) answered ${asset.status}`)
    const body = Buffer.from(await asset.arrayBuffer())
    const gzipped = gzipSync(body).length
    rawBytes += body.length
    gzipBytes += gzipped
    files.push({ url: script, gzipKB: gzipped / 1000 })
  }
  // kB = 1000 bytes, as vite reports sizes.
  return { files, rawKB: rawBytes / 1000, gzipKB: gzipBytes / 1000 }
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

async function measureThroughput(baseUrl, path) {
  const times = []
  const instance = autocannon({
    url: new URL(path, baseUrl).toString(),
    connections: CONNECTIONS,
    duration: DURATION_S,
  })
  // autocannon reports p90 and p97.5; keep every 2xx response time to get p95 exactly.
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) times.push(responseTime)
  })
  const result = await instance
  times.sort((a, b) => a - b)
  return {
    requestsPerSecond: result.requests.average,
    latencyP50ms: result.latency.p50,
    latencyP95ms: percentile(times, 95),
    latencyP99ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  }
}

const fmt = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '—')

async function main() {
  await buildIfStale()

  const [apiPort, webPort] = [Number(process.env.BENCH_API_PORT) || (await freePort()), Number(process.env.BENCH_WEB_PORT) || (await freePort())]
  // Production mode, as deployed; a throw-away signing secret since the database is throw-away too.
  const API_INTERNAL_SECRET = internalSecret()
  const api = startFreshApi({
    port: apiPort,
    env: { NODE_ENV: 'production', AUTH_SECRET: randomBytes(32).toString('hex'), API_INTERNAL_SECRET },
    compiled: true,
    quiet: true,
  })
  let web
  const stop = async () => {
    if (web) await stopChild(web)
    await stopChild(api.child)
    api.remove()
  }
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop().then(() => process.exit(130)))
  process.on('exit', () => {
    for (const child of [api.child, web]) if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  })

  try {
    console.log(`Starting the API (fresh PGlite) on ${apiPort} and the production web server on ${webPort}…`)
    await waitForHttp(apiHealthUrl(apiPort), { child: api.child })
    web = startWeb({ port: webPort, apiUrl: `http://127.0.0.1:${apiPort}`, env: { API_INTERNAL_SECRET }, quiet: true })
    const baseUrl = `http://127.0.0.1:${webPort}`
    await waitForHttp(`${baseUrl}/`, { child: web })

    const results = []
    for (const path of PAGES) {
      const firstLoad = await measureFirstLoad(baseUrl, path)
      // Warm up the server-side caches and JIT before measuring.
      await autocannon({ url: new URL(path, baseUrl).toString(), connections: CONNECTIONS, amount: 200 })
      console.log(`Measuring ${path} for ${DURATION_S} s with ${CONNECTIONS} connections…`)
      const throughput = await measureThroughput(baseUrl, path)
      const budgetKB = BUDGET_KB[path]
      results.push({ path, firstLoadJs: { ...firstLoad, budgetKB: budgetKB ?? null }, ssr: throughput })
    }

    console.log('')
    console.log('| page     | first-load JS (gzip) | files | SSR req/s | p50 ms | p95 ms | p99 ms | non-2xx |')
    console.log('|----------|---------------------:|------:|----------:|-------:|-------:|-------:|--------:|')
    for (const { path, firstLoadJs: js, ssr } of results) {
      const budget = js.budgetKB ? ` / ${js.budgetKB}` : ''
      console.log(
        `| ${path.padEnd(8)} | ${`${fmt(js.gzipKB)}${budget} kB`.padStart(20)} | ${String(js.files.length).padStart(5)} | ` +
          `${fmt(ssr.requestsPerSecond, 0).padStart(9)} | ${fmt(ssr.latencyP50ms).padStart(6)} | ` +
          `${fmt(ssr.latencyP95ms).padStart(6)} | ${fmt(ssr.latencyP99ms).padStart(6)} | ${String(ssr.non2xx).padStart(7)} |`,
      )
    }

    const file = join(ROOT, 'bench-results.json')
    const report = {
      date: new Date().toISOString(),
      node: process.version,
      durationSeconds: DURATION_S,
      connections: CONNECTIONS,
      results,
    }
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`)
    console.log(`\nWrote ${file}`)

    const problems = []
    for (const { path, firstLoadJs, ssr } of results) {
      if (firstLoadJs.budgetKB && firstLoadJs.gzipKB > firstLoadJs.budgetKB)
        problems.push(`first-load JS of ${path} is ${fmt(firstLoadJs.gzipKB)} kB gzip, over the ${firstLoadJs.budgetKB} kB budget`)
      if (ssr.non2xx > 0 || ssr.errors > 0) problems.push(`${path}: ${ssr.non2xx} non-2xx responses, ${ssr.errors} errors`)
    }
    for (const problem of problems) console.error(`✗ ${problem}`)
    process.exitCode = problems.length ? 1 : 0
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    for (const child of [api.child, web].filter(Boolean)) if (child.tail.length) console.error(child.tail.slice(-30).join('\n'))
    process.exitCode = 1
  } finally {
    await stop()
  }
}

await main()
