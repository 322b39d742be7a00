// npm run bench:cluster [-- --seconds=60 --patients=4 --rate=20] — two API and two web instances on
// one PostgreSQL (TEST_DATABASE_URL) and one Redis (TEST_REDIS_URL) behind round-robin balancers,
// under a bounded mixed load (scripts/lib/bench/cluster.mjs). Exits 1 when any request failed, a
// session was refused by an instance, or a notification never reached its patient's stream.
import { parseArgs } from 'node:util'
import { runCluster } from './lib/bench/cluster.mjs'
import { mark, ms, num, printTable } from './lib/bench/report.mjs'

const { values } = parseArgs({ options: { seconds: { type: 'string' }, patients: { type: 'string' }, rate: { type: 'string' } } })
const positive = (value, fallback) => {
  const number = Number(value ?? fallback)
  if (!Number.isFinite(number) || number <= 0) throw new Error(`not a positive number: ${value}`)
  return number
}

const result = await runCluster({
  seconds: positive(values.seconds, 60),
  patients: Math.round(positive(values.patients, 4)),
  browseRate: positive(values.rate, 20),
})
const { browse, steps, notifications, spread, failures } = result
printTable(
  'Cluster run: 2 API + 2 web instances, one PostgreSQL, one Redis',
  ['<step', 'count', 'failed', 'p50', 'p95'],
  [
    ['anonymous pages (web balancer)', browse.requests, browse.errors + browse.non2xx, ms(browse.latencyP50ms), ms(browse.latencyP95ms)],
    ...steps.map((step) => [step.kind, step.count, step.failures.length, ms(step.p50), ms(step.p95)]),
  ],
)
console.log(
  `\nNotifications written ${notifications.created}, heard on the patients' streams ${notifications.heard} ${mark(notifications.heard >= notifications.created)}`,
)
console.log(
  `Requests per instance: API ${spread.api.map((count) => num(count)).join(' / ')}, web ${spread.web.map((count) => num(count)).join(' / ')}`,
)
if (failures.length) {
  console.log(`\n${failures.length} failure(s):\n${failures.map((failure) => `  - ${failure}`).join('\n')}`)
  process.exitCode = 1
} else console.log('\nNo error; sessions valid on either instance; no lost notification ✓')
