// node scripts/bench-api.mjs — the API's catalog reads under autocannon, one row per operation.
//   --url <api origin>       bench a running API instead of starting the compiled one on fresh PGlite;
//                            twice (before and after) measures both, alternating, in one run
//   --database-url <pg url>  start the compiled API on this PostgreSQL database (migrated and seeded)
//   --connections 1,10       connection counts to run (default 1,10)
//   --rate <n>               a fixed overall rate (req/s) at 10 connections instead of saturation
//   --duration <s>           seconds per run (default 10)
//   --only <text>            operations whose name contains the text
//   --cpu-prof <dir>         start the API with node --cpu-prof (profile written on exit)
import { randomBytes } from 'node:crypto'
import { parseArgs } from 'node:util'
import { API_ENTRY, buildApi } from './lib/api-bundle.mjs'
import { CATALOG_OPERATIONS, checkOperation, measureOperation } from './lib/api-catalog-bench.mjs'
import { apiHealthUrl, freePort, spawnChild, startFreshApi, stopChild, tempDataDir, waitForHttp } from './lib/processes.mjs'

const { values } = parseArgs({
  options: {
    url: { type: 'string', multiple: true },
    'database-url': { type: 'string' },
    connections: { type: 'string', default: '1,10' },
    rate: { type: 'string' },
    duration: { type: 'string', default: '10' },
    only: { type: 'string' },
    'cpu-prof': { type: 'string' },
  },
})

const operations = CATALOG_OPERATIONS.filter((op) => !values.only || op.name.includes(values.only))
const duration = Number(values.duration)

let api = null
const targets = values.url ?? []
if (!targets.length) {
  await buildApi()
  const port = Number(process.env.E2E_API_PORT) || (await freePort())
  const env = {
    NODE_ENV: 'production',
    AUTH_SECRET: randomBytes(48).toString('base64url'),
    API_INTERNAL_SECRET: randomBytes(48).toString('base64url'),
    ...(values['database-url'] ? { DATABASE_URL: values['database-url'] } : {}),
  }
  if (values['cpu-prof']) {
    // The compiled API as startFreshApi runs it, with the profiler on (written when it exits).
    const data = tempDataDir('patient-portal-api-')
    const args = ['--cpu-prof', `--cpu-prof-dir=${values['cpu-prof']}`, API_ENTRY]
    const child = spawnChild('api', process.execPath, args, {
      env: { DATABASE_URL: '', ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: data.dir },
      quiet: true,
    })
    api = { child, remove: data.remove }
  } else {
    api = startFreshApi({ port, env, compiled: true, quiet: true })
  }
  targets.push(`http://127.0.0.1:${port}`)
  await waitForHttp(apiHealthUrl(port), { child: api.child })
}

const runs = values.rate
  ? [{ label: `${values.rate} req/s`, connections: 10, overallRate: Number(values.rate) }]
  : values.connections.split(',').map((c) => ({ label: `-c ${c}`, connections: Number(c) }))

const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–')
const columns = runs.flatMap((run) => targets.map((target) => (targets.length > 1 ? `${run.label} ${target}` : run.label)))
try {
  for (const target of targets) for (const operation of operations) await checkOperation(target, operation)
  // Warm-up: the first requests compile code paths and fill whatever caches there are.
  for (const target of targets)
    for (const operation of operations) await measureOperation(target, operation, { connections: 2, duration: 1 })
  console.log(`| operation | ${columns.map((c) => `${c} req/s | p50 ms | p95 ms`).join(' | ')} |`)
  console.log(`|---|${columns.map(() => '---:|---:|---:').join('|')}|`)
  for (const operation of operations) {
    const cells = []
    for (const run of runs) {
      for (const target of targets) {
        const result = await measureOperation(target, operation, { connections: run.connections, duration, overallRate: run.overallRate })
        if (result.errors) console.error(`${operation.name} ${run.label} ${target}: ${result.errors} errors`)
        cells.push(`${fmt(result.rps, 0)} | ${fmt(result.p50)} | ${fmt(result.p95)}`)
      }
    }
    console.log(`| ${operation.name} | ${cells.join(' | ')} |`)
  }
} finally {
  if (api) {
    await stopChild(api.child, 'SIGINT')
    api.remove()
  }
}
