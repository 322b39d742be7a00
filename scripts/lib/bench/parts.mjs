// The parts of `npm run bench`: each measures, prints its table with ratios to the reference, and
// resolves to `{ results, problems }` (a problem is a missed budget or goal; any makes the run fail).
import { readFileSync } from 'node:fs'
import { REFERENCE_OPERATION, catalogOperations, operationRequest } from './api-ops.mjs'
import { measureFirstLoadJs, newMeasuringContext, sessionCookies } from './first-load.mjs'
import { measureHtml } from './html.mjs'
import { LIGHTHOUSE_GOALS, lighthouseProblems, measureLighthouse } from './lighthouse.mjs'
import { PAGE_HEADERS, runLoad, warmUp } from './load.mjs'
import { kB, mark, ms, num, printTable, share, times } from './report.mjs'
import {
  BUDGETS,
  KB,
  PRIVATE_ROUTES,
  PUBLIC_ROUTES,
  SIGNED_IN_LIGHTHOUSE_ROUTES,
  graphqlRequest,
  jsBudgetKB,
  pathOf,
  publicPagePath,
} from './routes.mjs'

const REFERENCE = 'reference page'

/** First-load JS of every public route (anonymous) and private route (signed in). */
export async function jsPart({ browser, webUrl, refUrl, slugs, patient, log }) {
  log('\nFirst-load JS: loading each page in Chromium until it settles…')
  const measure = async (baseUrl, path, cookies = []) => {
    const context = await newMeasuringContext(browser, { cookies })
    try {
      return await measureFirstLoadJs(context, new URL(path, baseUrl).toString())
    } finally {
      await context.close()
    }
  }
  const reference = await measure(refUrl, '/')
  const results = []
  const problems = []
  for (const route of [...PUBLIC_ROUTES, ...PRIVATE_ROUTES]) {
    const path = route.path(slugs, patient)
    const signedIn = PRIVATE_ROUTES.includes(route)
    const measured = await measure(webUrl, path, signedIn ? sessionCookies(webUrl, patient) : [])
    const budgetKB = jsBudgetKB(route)
    const landed = pathOf(measured.finalUrl)
    if (measured.status !== (route.status ?? 200) || landed !== path) {
      problems.push(`first-load JS of ${route.name}: ${path} answered ${measured.status} and ended on ${landed}, not the page to measure`)
    }
    if (measured.gzipBytes > budgetKB * KB)
      problems.push(`first-load JS of ${route.name} is ${kB(measured.gzipBytes)} gzip, over the ${budgetKB} kB budget`)
    results.push({ route: route.name, path, signedIn, budgetKB, ...measured })
    log(`  ${route.name}: ${kB(measured.gzipBytes)} in ${measured.files.length} scripts`)
  }
  printTable(
    'First-load JS: every script until the page settles (network and main thread idle), phone screen, gzip computed from each body (kB = 1000 B)',
    ['<page', 'JS gzip', 'vs ref', 'budget', 'files', 'raw', 'transferred', 'ok'],
    [
      [REFERENCE, kB(reference.gzipBytes), '1.00×', '', reference.files.length, kB(reference.rawBytes), kB(reference.transferBytes), ''],
      ...results.map((r) => [
        r.signedIn ? `${r.route} (signed in)` : r.route,
        kB(r.gzipBytes),
        times(r.gzipBytes, reference.gzipBytes),
        `${r.budgetKB} kB`,
        r.files.length,
        kB(r.rawBytes),
        kB(r.transferBytes),
        mark(r.gzipBytes <= r.budgetKB * KB),
      ]),
    ],
  )
  return { results: { reference, routes: results }, problems }
}

/** HTML of every public route: identity, gzip, brotli, and what the server sent. */
export async function htmlPart({ webUrl, refUrl, slugs }) {
  const reference = await measureHtml(`${refUrl}/`)
  const results = []
  const problems = []
  for (const route of PUBLIC_ROUTES) {
    const path = route.path(slugs)
    results.push({ route: route.name, path, ...(await measureHtml(new URL(path, webUrl).toString())) })
  }
  const home = results.find((r) => r.route === '/')
  if (home.sentBytes > BUDGETS.homeHtmlKB * KB) {
    problems.push(`HTML of / is ${kB(home.sentBytes)} as sent (${home.contentEncoding}), over the ${BUDGETS.homeHtmlKB} kB budget`)
  }
  printTable(
    'HTML (anonymous): identity, gzip -6 and brotli -11 of the body, and what the server sent for Accept-Encoding: gzip, deflate, br, zstd',
    ['<page', 'status', 'identity', 'gzip', 'brotli', 'sent', '<encoding', 'sent vs ref', '<cache-control', 'budget'],
    [
      [
        REFERENCE,
        reference.status,
        kB(reference.identityBytes),
        kB(reference.gzipBytes),
        kB(reference.brotliBytes),
        kB(reference.sentBytes),
        reference.contentEncoding,
        '1.00×',
        reference.cacheControl ?? '—',
        '',
      ],
      ...results.map((r) => [
        r.route,
        r.status,
        kB(r.identityBytes),
        kB(r.gzipBytes),
        kB(r.brotliBytes),
        kB(r.sentBytes),
        r.contentEncoding,
        times(r.sentBytes, reference.sentBytes),
        r.cacheControl ?? '—',
        r.route === '/' ? `${BUDGETS.homeHtmlKB} kB ${mark(r.sentBytes <= BUDGETS.homeHtmlKB * KB)}` : '',
      ]),
    ],
  )
  return { results: { reference, routes: results }, problems }
}

const LIGHTHOUSE_ROUTES = ['/', '/ar', '/doctors', '/doctors/{slug}/profile', '/services/{slug}', '/contact-us']

/**
 * Lighthouse mobile on the public pages (anonymous) and, with `signedIn` (the demo patient, issue
 * 28), on the signed-in ones: `signedIn.session()` signs in afresh through the overlay before each
 * run (a run outlasts no access token) and `signedIn.appointmentId` is the appointment page measured.
 */
export async function lighthousePart({ webUrl, refUrl, slugs, chromePath, options, log, signedIn }) {
  const names = options.lighthousePages ?? [
    ...LIGHTHOUSE_ROUTES,
    ...(signedIn ? SIGNED_IN_LIGHTHOUSE_ROUTES.map((route) => route.name) : []),
  ]
  const pages = names.map((name) => {
    const route = SIGNED_IN_LIGHTHOUSE_ROUTES.find((entry) => entry.name === name)
    if (!route) return { name, path: publicPagePath(name, slugs), signedIn: false }
    if (!signedIn) throw new Error(`--lighthouse-pages: ${name} is measured signed in, as the demo patient, who is not there`)
    return { name, path: route.path(signedIn), signedIn: true }
  })
  log(`\nLighthouse: ${pages.length + 1} pages × ${options.lighthouseRuns} runs (mobile, simulated slow 4G, 4× CPU)…`)
  const reference = await measureLighthouse(`${refUrl}/`, { runs: options.lighthouseRuns, chromePath })
  const results = []
  const problems = []
  for (const page of pages) {
    log(`  ${page.name}${page.signedIn ? ' (signed in)' : ''}…`)
    const cookies = page.signedIn ? async () => (await signedIn.session()).cookies : undefined
    const figures = await measureLighthouse(new URL(page.path, webUrl).toString(), { runs: options.lighthouseRuns, chromePath, cookies })
    const label = page.signedIn ? `${page.name} (signed in)` : page.name
    const missed = lighthouseProblems(label, figures)
    // A signed-in page that sent Lighthouse elsewhere (the sign-in overlay, a 404) measured the wrong page.
    const landed = figures.runs.map((run) => pathOf(run.finalUrl)).find((path) => path !== page.path)
    if (landed) missed.push(`Lighthouse ${label}: ${page.path} ended on ${landed}, not the page to measure`)
    if (page.signedIn && figures.lcpMs > LIGHTHOUSE_GOALS.signedInLcpMs)
      missed.push(`Lighthouse ${label}: LCP ${num(figures.lcpMs)} ms > ${LIGHTHOUSE_GOALS.signedInLcpMs} ms`)
    problems.push(...missed)
    results.push({ route: page.name, path: page.path, signedIn: page.signedIn, ok: missed.length === 0, ...figures })
  }
  const row = (name, f) => [
    name,
    `${f.performance} (${times(f.performance, reference.performance)})`,
    f.accessibility,
    f.bestPractices,
    f.seo,
    `${num(f.lcpMs / 1000, 2)} s (${times(f.lcpMs, reference.lcpMs)})`,
    `${num(f.fcpMs / 1000, 2)} s (${times(f.fcpMs, reference.fcpMs)})`,
    `${num(f.tbtMs)} ms`,
    num(f.cls, 4),
    f === reference ? '' : mark(f.ok),
  ]
  const label = (r) => (r.signedIn ? `${r.route} (signed in)` : r.route)
  printTable(
    `Lighthouse 13 mobile, default config, median of ${options.lighthouseRuns} (goals: performance ≥ 95, others 100, CLS 0, TBT ≤ 150 ms; signed in, LCP ≤ ${LIGHTHOUSE_GOALS.signedInLcpMs / 1000} s)`,
    ['<page', 'performance', 'a11y', 'best pr.', 'SEO', 'LCP', 'FCP', 'TBT', 'CLS', 'ok'],
    [row(REFERENCE, reference), ...results.map((r) => row(label(r), r))],
  )
  for (const [name, r] of [[REFERENCE, reference], ...results.map((r) => [label(r), r])]) {
    const failing = [...new Set(r.runs.flatMap((run) => run.failing))]
    if (failing.length) log(`  ${name}: audits below 1 in some run: ${failing.join(', ')}`)
    const elements = [...new Set(r.runs.map((run) => run.lcpElement).filter(Boolean))]
    if (elements.length) log(`  ${name}: largest element ${elements.join(' / ')}`)
  }
  return { results: { reference, routes: results }, problems }
}

/** CPU time (user + system) a process has used so far, in ms, from /proc (Linux); null elsewhere or without a pid. */
function cpuMs(pid) {
  if (!pid) return null
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS
  } catch {
    return null
  }
}
/** USER_HZ, 100 on every Linux the bench runs on. */
const CLOCK_TICKS = 100

const SSR_GOALS = { '/': 0.3, '/doctors': 0.25 }
const SSR_ROUTES = ['/', '/doctors', '/doctors/{slug}/profile']
/** Issue 28's goals for pages rendered for the request: a public page (cache bypassed) and a signed-in one. */
export const RENDER_GOALS = Object.freeze({ rendered: 0.3, signedIn: 0.2, p99ms: 150 })
/** Signed-in pages measured as the bench's patient (one booked appointment), rendered for every request. */
const SSR_PRIVATE_ROUTES = ['/appointments', '/appointments/{id}', '/account billing']

/**
 * SSR throughput at -c 10 with a browser's headers. The reference is measured before the first
 * page, between pages and after the last, and each page is set against the mean of the two
 * reference runs around it, so drift on a shared machine touches both sides of a ratio alike.
 */
export async function ssrPart({ webUrl, refUrl, slugs, patient, pids = {}, options, log }) {
  const duration = options.durationSeconds
  const connections = 10
  // CPU time per request of the processes that serve a page (the web server and the API, or the
  // reference server): unlike req/s it does not move when other work shares the machine's cores.
  const runLoadWithCpu = async (load, processes) => {
    const before = processes.map(cpuMs)
    const result = await runLoad(load)
    const after = processes.map(cpuMs)
    const known = result.requests > 0 && after.every((value, index) => value !== null && before[index] !== null)
    // Each process's share too (the web server's and the API's), so a run says where the time went.
    const perProcess = known ? after.map((value, index) => (value - before[index]) / result.requests) : null
    return { ...result, cpuMsPerRequest: perProcess && perProcess.reduce((a, b) => a + b, 0), cpuMsPerRequestByProcess: perProcess }
  }
  const pagePids = [pids.web, pids.api]
  const measure = async (url) => {
    await warmUp({ url, connections, headers: PAGE_HEADERS })
    return runLoadWithCpu({ url, connections, duration, headers: PAGE_HEADERS }, url.startsWith(refUrl) ? [pids.reference] : pagePids)
  }
  // The same page, each request with a cookie of its own: `Vary: Cookie` keeps the shared page cache
  // (ADR 0028) from answering, so every one is rendered, as for a visitor whose browser holds a cookie.
  let visitor = 0
  const rendered = (url) => {
    const requests = [
      { setupRequest: (request) => ({ ...request, headers: { ...request.headers, cookie: `bench_visitor=${++visitor}` } }) },
    ]
    return warmUp({ url, connections, headers: PAGE_HEADERS, requests }).then(() =>
      runLoadWithCpu({ url, connections, duration, headers: PAGE_HEADERS, requests }, pagePids),
    )
  }
  log(`\nSSR: autocannon -c ${connections} for ${duration} s per page, the reference page before, between and after…`)
  const references = [await measure(`${refUrl}/`)]
  const results = []
  for (const name of SSR_ROUTES) {
    const path = PUBLIC_ROUTES.find((entry) => entry.name === name).path(slugs)
    log(`  ${name}…`)
    const measured = await measure(new URL(path, webUrl).toString())
    const renderedEveryTime = await rendered(new URL(path, webUrl).toString())
    references.push(await measure(`${refUrl}/`))
    const around = references.slice(-2)
    const referenceRps = (around[0].requestsPerSecond + around[1].requestsPerSecond) / 2
    const referenceP50 = (around[0].latencyP50ms + around[1].latencyP50ms) / 2
    results.push({
      route: name,
      path,
      signedIn: false,
      ...measured,
      referenceRps,
      referenceP50ms: referenceP50,
      shareOfReference: measured.requestsPerSecond / referenceRps,
      goal: SSR_GOALS[name] ?? null,
      rendered: { ...renderedEveryTime, shareOfReference: renderedEveryTime.requestsPerSecond / referenceRps },
    })
  }
  // Signed in: every request renders (private answers are never shared), so one run per page.
  for (const name of patient ? SSR_PRIVATE_ROUTES : []) {
    const path = PRIVATE_ROUTES.find((entry) => entry.name === name).path(slugs, patient)
    log(`  ${name} (signed in)…`)
    const headers = { ...PAGE_HEADERS, cookie: `token=${patient.token}; refreshToken=${patient.refreshToken}` }
    const url = new URL(path, webUrl).toString()
    await warmUp({ url, connections, headers })
    const measured = await runLoadWithCpu({ url, connections, duration, headers }, pagePids)
    references.push(await measure(`${refUrl}/`))
    const around = references.slice(-2)
    const referenceRps = (around[0].requestsPerSecond + around[1].requestsPerSecond) / 2
    results.push({
      route: `${name} (signed in)`,
      path,
      signedIn: true,
      ...measured,
      referenceRps,
      referenceP50ms: (around[0].latencyP50ms + around[1].latencyP50ms) / 2,
      shareOfReference: measured.requestsPerSecond / referenceRps,
      goal: RENDER_GOALS.signedIn,
      rendered: null,
    })
  }
  const problems = []
  for (const r of results) {
    if (r.rendered && r.rendered.shareOfReference < RENDER_GOALS.rendered)
      problems.push(
        `SSR ${r.route} rendered each time: ${num(r.rendered.requestsPerSecond)} req/s is ${share(r.rendered.requestsPerSecond, r.referenceRps)} of the reference, goal ≥ ${RENDER_GOALS.rendered * 100} %`,
      )
    for (const run of [r, r.rendered].filter((run) => run && (run === r.rendered || r.signedIn)))
      if (run.latencyP99ms >= RENDER_GOALS.p99ms)
        problems.push(
          `SSR ${r.route}${run === r.rendered ? ' rendered each time' : ''}: p99 ${ms(run.latencyP99ms)}, goal < ${RENDER_GOALS.p99ms} ms`,
        )
    if (r.goal !== null && r.shareOfReference < r.goal)
      problems.push(
        `SSR ${r.route}: ${num(r.requestsPerSecond)} req/s is ${share(r.requestsPerSecond, r.referenceRps)} of the reference, goal ≥ ${r.goal * 100} %`,
      )
    for (const [label, run] of [[r.route, r], ...(r.rendered ? [[`${r.route} rendered`, r.rendered]] : [])]) {
      if (run.non2xx || run.errors) problems.push(`SSR ${label}: ${run.non2xx} non-2xx responses, ${run.errors} errors`)
    }
  }
  const meanRps = references.reduce((total, r) => total + r.requestsPerSecond, 0) / references.length
  const referenceCpu = references.map((r) => r.cpuMsPerRequest).filter((value) => value != null)
  const meanCpu = referenceCpu.length ? referenceCpu.reduce((total, value) => total + value, 0) / referenceCpu.length : null
  const row = (name, r, referenceRps, referenceP50, goal = '') => [
    name,
    num(r.requestsPerSecond),
    share(r.requestsPerSecond, referenceRps),
    ms(r.latencyP50ms),
    ms(r.latencyP95ms),
    ms(r.latencyP99ms),
    times(r.latencyP50ms, referenceP50),
    r.cpuMsPerRequest == null ? '' : ms(r.cpuMsPerRequest, 1),
    r.cpuMsPerRequestByProcess?.length === 2 ? r.cpuMsPerRequestByProcess.map((value) => num(value, 1)).join(' + ') : '',
    r.cpuMsPerRequest == null || !meanCpu ? '' : `${num(meanCpu / r.cpuMsPerRequest, 3)}×`,
    r.non2xx + r.errors,
    goal,
  ]
  const rows = []
  references.forEach((reference, index) => {
    rows.push(row(`${REFERENCE} (run ${index + 1})`, reference, meanRps, reference.latencyP50ms))
    const r = results[index]
    if (r)
      rows.push(
        row(
          r.route,
          r,
          r.referenceRps,
          r.referenceP50ms,
          r.goal === null ? '' : `≥ ${r.goal * 100} % ${mark(r.shareOfReference >= r.goal)}`,
        ),
      )
    if (r?.rendered)
      rows.push(
        row(
          `${r.route} (rendered each time)`,
          r.rendered,
          r.referenceRps,
          r.referenceP50ms,
          `≥ ${RENDER_GOALS.rendered * 100} % ${mark(r.rendered.shareOfReference >= RENDER_GOALS.rendered)}`,
        ),
      )
  })
  printTable(
    `SSR throughput, autocannon -c ${connections}, ${duration} s, a browser's Accept-Encoding (pages vs the reference runs around them; reference runs vs their mean). A page as served (anonymous pages from the shared page cache when fresh), rendered for every request (a cookie per request), and signed in as the bench's patient (goals for rendered and signed-in pages: p99 < ${RENDER_GOALS.p99ms} ms)`,
    ['<page', 'req/s', 'vs ref', 'p50', 'p95', 'p99', 'p50 vs ref', 'CPU/req', 'web + API ms', 'ref CPU ÷ CPU', 'errors', 'goal'],
    rows,
  )
  return { results: { reference: { runs: references, meanRequestsPerSecond: meanRps }, routes: results }, problems }
}

export const API_GOALS = Object.freeze({ p50ms: 3, requestsPerSecond: 400, p95ms: 25, postgresRate: 200, postgresP95ms: 20 })

async function checkOperations(apiUrl, operations) {
  for (const operation of operations) await graphqlRequest(apiUrl, operation.query, operation.variables)
}

/** Catalogue reads straight to the API on PGlite: p50 at -c 1, req/s and p95 at -c 10. */
export async function apiPart({ apiUrl, slugs, options, log }) {
  const duration = options.durationSeconds
  const c1Duration = Math.max(3, duration / 2)
  const operations = [REFERENCE_OPERATION, ...catalogOperations(slugs)]
  await checkOperations(apiUrl, operations)
  log(`\nAPI (PGlite): per operation ${c1Duration} s at -c 1 and ${duration} s at -c 10…`)
  const results = []
  for (const operation of operations) {
    const request = { url: new URL('/graphql', apiUrl).toString(), ...operationRequest(operation) }
    delete request.path
    await warmUp({ ...request, connections: 10 })
    const single = await runLoad({ ...request, connections: 1, duration: c1Duration })
    const ten = await runLoad({ ...request, connections: 10, duration })
    results.push({ operation: operation.name, reference: operation === REFERENCE_OPERATION, single, ten })
  }
  const [reference, ...catalog] = results
  const problems = []
  for (const r of catalog) {
    r.pass =
      r.single.latencyP50ms <= API_GOALS.p50ms &&
      r.ten.requestsPerSecond >= API_GOALS.requestsPerSecond &&
      r.ten.latencyP95ms <= API_GOALS.p95ms
    if (!r.pass)
      problems.push(
        `API ${r.operation}: p50 ${ms(r.single.latencyP50ms, 2)} at -c 1, ${num(r.ten.requestsPerSecond)} req/s and p95 ${ms(r.ten.latencyP95ms)} at -c 10 (goals ≤ ${API_GOALS.p50ms} ms, ≥ ${API_GOALS.requestsPerSecond} req/s, ≤ ${API_GOALS.p95ms} ms)`,
      )
  }
  for (const r of results)
    if (r.single.non2xx + r.single.errors + r.ten.non2xx + r.ten.errors) problems.push(`API ${r.operation}: error responses under load`)
  printTable(
    `API catalogue reads on PGlite (goals: p50 ≤ ${API_GOALS.p50ms} ms at -c 1, ≥ ${API_GOALS.requestsPerSecond} req/s and p95 ≤ ${API_GOALS.p95ms} ms at -c 10; ratios to { __typename } on the same API)`,
    ['<operation', 'p50 -c1', 'vs ref', 'req/s -c10', 'vs ref', 'p95 -c10', 'p99 -c10', 'errors', 'ok'],
    results.map((r) => [
      r.operation,
      ms(r.single.latencyP50ms, 2),
      times(r.single.latencyP50ms, reference.single.latencyP50ms),
      num(r.ten.requestsPerSecond),
      share(r.ten.requestsPerSecond, reference.ten.requestsPerSecond),
      ms(r.ten.latencyP95ms),
      ms(r.ten.latencyP99ms),
      r.single.non2xx + r.single.errors + r.ten.non2xx + r.ten.errors,
      r.reference ? '' : mark(r.pass),
    ]),
  )
  return { results, problems }
}

/** Catalogue reads on PostgreSQL at a fixed 200 req/s (-c 10): p95 ≤ 20 ms. */
export async function postgresApiPart({ apiUrl, slugs, options, label, log }) {
  const duration = options.durationSeconds
  const operations = [REFERENCE_OPERATION, ...catalogOperations(slugs)]
  await checkOperations(apiUrl, operations)
  log(`\nAPI (PostgreSQL, ${label}): ${API_GOALS.postgresRate} req/s for ${duration} s per operation…`)
  const results = []
  for (const operation of operations) {
    const request = { url: new URL('/graphql', apiUrl).toString(), ...operationRequest(operation) }
    delete request.path
    await warmUp({ ...request, connections: 10 })
    const fixed = await runLoad({ ...request, connections: 10, duration, overallRate: API_GOALS.postgresRate })
    results.push({ operation: operation.name, reference: operation === REFERENCE_OPERATION, ...fixed })
  }
  const [reference, ...catalog] = results
  const problems = []
  for (const r of catalog) {
    // The rate is what autocannon offers; a server that cannot keep up answers fewer.
    r.pass = r.latencyP95ms <= API_GOALS.postgresP95ms && r.requestsPerSecond >= API_GOALS.postgresRate * 0.95
    if (!r.pass)
      problems.push(
        `API on PostgreSQL ${r.operation}: ${num(r.requestsPerSecond)} req/s answered, p95 ${ms(r.latencyP95ms)} (goal: ${API_GOALS.postgresRate} req/s with p95 ≤ ${API_GOALS.postgresP95ms} ms)`,
      )
    if (r.non2xx || r.errors) problems.push(`API on PostgreSQL ${r.operation}: error responses under load`)
  }
  printTable(
    `API catalogue reads on PostgreSQL at ${API_GOALS.postgresRate} req/s, -c 10 (goal p95 ≤ ${API_GOALS.postgresP95ms} ms)`,
    ['<operation', 'req/s', 'p50', 'p95', 'p95 vs ref', 'p99', 'errors', 'ok'],
    results.map((r) => [
      r.operation,
      num(r.requestsPerSecond),
      ms(r.latencyP50ms, 2),
      ms(r.latencyP95ms),
      times(r.latencyP95ms, reference.latencyP95ms),
      ms(r.latencyP99ms),
      r.non2xx + r.errors,
      r.reference ? '' : mark(r.pass),
    ]),
  )
  return { results, problems }
}
