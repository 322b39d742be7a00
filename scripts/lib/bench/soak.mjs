// The soak (ADR 0025): a mixed browse load — anonymous pages, a signed-in page, catalogue calls
// straight to the API — in rounds; between rounds, with no request in flight, the heap of the web
// server and of the API after a forced GC. Passes when neither heap grows by more than
// `maxGrowth` from just after warm-up to the end, and no response was an error.
import { operationRequest } from './api-ops.mjs'
import { PAGE_HEADERS, runLoad } from './load.mjs'

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor((sorted.length - 1) / 2)]
}

/** Heap growth from the first to the last samples after warm-up (medians of up to three each). */
export function heapGrowth(samples) {
  const window = Math.max(1, Math.min(3, Math.floor(samples.length / 2)))
  const baseline = median(samples.slice(0, window))
  const final = median(samples.slice(-window))
  return { baselineBytes: baseline, finalBytes: final, growth: (final - baseline) / baseline }
}

/**
 * `webUrl`/`apiUrl`: the servers; `inspectors`: `{ web, api }` from connectInspector; `pages`:
 * anonymous paths; `privatePaths` with `cookieHeader()` (called every round, so it can renew the
 * session); `operations`: catalogue reads. `minutes` of load in rounds of about 30 s.
 */
export async function runSoak({
  webUrl,
  apiUrl,
  inspectors,
  pages,
  privatePaths,
  cookieHeader,
  operations,
  minutes,
  maxGrowth = 0.1,
  log = console.log,
}) {
  const totalSeconds = minutes * 60
  const rounds = Math.max(6, Math.round(totalSeconds / 30))
  const roundSeconds = totalSeconds / rounds
  const warmUpRounds = Math.max(1, Math.ceil(rounds * 0.2))
  const apiRequests = operations.map((operation) => operationRequest(operation))
  const samples = { web: [], api: [] }
  const totals = { webRequests: 0, apiRequests: 0, non2xx: 0, errors: 0, statuses: {} }

  const sample = async (round) => {
    const [web, api] = await Promise.all([inspectors.web.heapAfterGc(), inspectors.api.heapAfterGc()])
    samples.web.push({ round, ...web })
    samples.api.push({ round, ...api })
    const mb = (bytes) => (bytes / 1e6).toFixed(1)
    log(`  round ${String(round).padStart(2)}/${rounds}: heap after GC — web ${mb(web.usedBytes)} MB, API ${mb(api.usedBytes)} MB`)
  }

  log(`Soak: ${minutes} min in ${rounds} rounds of ${roundSeconds.toFixed(0)} s (the first ${warmUpRounds} warm up)…`)
  await sample(0)
  for (let round = 1; round <= rounds; round++) {
    const cookie = await cookieHeader()
    const webRequests = [
      ...pages.map((path) => ({ method: 'GET', path, headers: PAGE_HEADERS })),
      ...privatePaths.map((path) => ({ method: 'GET', path, headers: { ...PAGE_HEADERS, cookie } })),
    ]
    const [web, api] = await Promise.all([
      runLoad({ url: webUrl, connections: 4, duration: roundSeconds, requests: webRequests }),
      runLoad({ url: apiUrl, connections: 2, duration: roundSeconds, requests: apiRequests }),
    ])
    totals.webRequests += web.requests
    totals.apiRequests += api.requests
    for (const result of [web, api]) {
      totals.non2xx += result.non2xx
      totals.errors += result.errors
      for (const [status, count] of Object.entries(result.statuses)) totals.statuses[status] = (totals.statuses[status] ?? 0) + count
    }
    await sample(round)
  }

  const afterWarmUp = (list) => list.filter((entry) => entry.round >= warmUpRounds).map((entry) => entry.usedBytes)
  const web = heapGrowth(afterWarmUp(samples.web))
  const api = heapGrowth(afterWarmUp(samples.api))
  const problems = []
  for (const [name, growth] of [
    ['web', web],
    ['API', api],
  ]) {
    if (growth.growth > maxGrowth)
      problems.push(`soak: ${name} heap grew ${(growth.growth * 100).toFixed(1)} % after warm-up (limit ${maxGrowth * 100} %)`)
  }
  if (totals.non2xx || totals.errors)
    problems.push(`soak: ${totals.non2xx} non-2xx responses and ${totals.errors} errors (statuses ${JSON.stringify(totals.statuses)})`)
  return {
    minutes,
    rounds,
    roundSeconds,
    warmUpRounds,
    maxGrowth,
    web: { ...web, samples: samples.web },
    api: { ...api, samples: samples.api },
    ...totals,
    problems,
  }
}
