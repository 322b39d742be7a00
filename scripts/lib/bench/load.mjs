// HTTP load with autocannon. Percentiles come from every response's own time (autocannon's
// hrtime-based `responseTime`, fractional ms), since its histogram has whole milliseconds and no p95.
import autocannon from 'autocannon'

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
}

/** What a browser sends for a page (compression accepted, so its cost is part of the figure). */
export const PAGE_HEADERS = Object.freeze({
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br, zstd',
})

/**
 * Runs autocannon: `url` plus either `duration` (s) or `amount`, `connections`, and optionally
 * `overallRate` (req/s across all connections), `method`, `headers`, `body`, or `requests` (a
 * sequence each connection cycles through, autocannon's format). Resolves to requests per second,
 * p50/p95/p99 latency (ms), totals, non-2xx and errors (with the status codes seen).
 */
export async function runLoad({ url, connections = 10, duration, amount, overallRate, method, headers, body, requests }) {
  const times = []
  const statuses = {}
  const instance = autocannon({
    url,
    connections,
    ...(amount ? { amount } : { duration }),
    ...(overallRate ? { overallRate } : {}),
    ...(method ? { method } : {}),
    ...(headers ? { headers } : {}),
    ...(body ? { body } : {}),
    ...(requests ? { requests } : {}),
    // Loopback servers answer in time or are broken; a hung request is an error, not a wait.
    timeout: 30,
  })
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    times.push(responseTime)
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1
  })
  const result = await instance
  times.sort((a, b) => a - b)
  const seconds = result.duration || duration || 1
  return {
    requestsPerSecond: times.length / seconds,
    latencyP50ms: percentile(times, 50),
    latencyP95ms: percentile(times, 95),
    latencyP99ms: percentile(times, 99),
    requests: times.length,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    statuses,
    seconds,
  }
}

/** A short run (seconds, not a request count: slow pages would take minutes) that fills caches and warms the JIT. */
export function warmUp(options, seconds = 3) {
  return runLoad({ ...options, duration: seconds, amount: undefined, overallRate: undefined })
}
