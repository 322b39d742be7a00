// npm run bench (ADR 0025): in one run, the production build against the API on a fresh PGlite and
// a reference page built and served beside it — first-load JS of every route, HTML sizes,
// Lighthouse mobile (public pages, and signed in as the demo patient), SSR throughput, catalogue API throughput (also on PostgreSQL when
// TEST_DATABASE_URL or DATABASE_URL is set) and, with --soak, heap and errors under a long mixed
// load. Every figure is printed with its ratio to the reference; a missed budget or goal exits 1.
import { randomBytes } from 'node:crypto'
import { cpus } from 'node:os'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { findChromium } from './lib/browser.mjs'
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
import { catalogOperations } from './lib/bench/api-ops.mjs'
import { CHROMIUM_ARGS } from './lib/bench/first-load.mjs'
import { connectInspector, inspectOption } from './lib/bench/inspector.mjs'
import { USAGE, parseOptions } from './lib/bench/options.mjs'
import { apiPart, htmlPart, jsPart, lighthousePart, postgresApiPart, ssrPart } from './lib/bench/parts.mjs'
import { DEMO_PATIENT, createVerifiedPatient, signIn, signInThroughOverlay } from './lib/bench/patient.mjs'
import { benchDatabase } from './lib/bench/postgres.mjs'
import { buildReferenceIfStale, startReference } from './lib/bench/reference.mjs'
import { PRIVATE_ROUTES, PUBLIC_ROUTES, bookAppointment, discoverSlugs, nearestAppointmentOf, payKeyOf } from './lib/bench/routes.mjs'
import { runSoak } from './lib/bench/soak.mjs'
import { runScaleBench, scaleTable } from './lib/scale/bench.mjs'

const log = (...args) => console.log(...args)

/** NODE_OPTIONS with the inspector added, so whatever `startWeb`/`startFreshApi` run carries it. */
const withInspector = (port) => ({ NODE_OPTIONS: [process.env.NODE_OPTIONS, inspectOption(port)].filter(Boolean).join(' ') })

async function main() {
  let options
  try {
    options = parseOptions(process.argv.slice(2))
  } catch (error) {
    console.error(error.message)
    return 1
  }
  if (options.help) {
    log(USAGE)
    return 0
  }
  const parts = options.parts
  log(`Bench parts: ${[...parts].join(', ')}${parts.has('soak') ? ` (soak ${options.soakMinutes} min)` : ''}`)
  if (parts.size === 1 && parts.has('scale'))
    return finish({ date: new Date().toISOString(), node: process.version, cpus: cpus().length, parts: {} }, [], options)

  await buildIfStale()
  await buildReferenceIfStale()

  let chromePath = null
  if (parts.has('js') || parts.has('lighthouse')) {
    const found = await findChromium()
    if (found.error) throw new Error(found.error)
    chromePath = process.env.CHROME_PATH || found.path
  }

  const soak = parts.has('soak')
  // BENCH_PORT_BASE=3350 takes the ports from base upward (a shared machine's assigned range), else the OS's.
  const base = Number(process.env.BENCH_PORT_BASE) || 0
  const port = (index) => (base ? Promise.resolve(base + index) : freePort())
  const [apiPort, webPort, refPort, apiInspect, webInspect] = await Promise.all([0, 1, 2, 3, 4].map(port))
  const API_INTERNAL_SECRET = internalSecret()
  const children = []
  const cleanups = []
  const stopAll = async () => {
    await Promise.all(children.map((child) => stopChild(child)))
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  }
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stopAll().then(() => process.exit(130)))
  process.on('exit', () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  })

  // The demo patient (DEMO_ACCOUNTS, as `npm start` has it) is who Lighthouse measures signed in (issue 28).
  const apiEnv = { NODE_ENV: 'production', AUTH_SECRET: randomBytes(32).toString('hex'), API_INTERNAL_SECRET, DEMO_ACCOUNTS: '1' }
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    options: { ...options, parts: [...parts] },
    parts: {},
  }
  const problems = []
  let browser
  try {
    // Production mode, as deployed; a throw-away signing secret since the database is throw-away too.
    const api = startFreshApi({
      port: apiPort,
      env: { ...apiEnv, ...(soak ? withInspector(apiInspect) : {}) },
      compiled: true,
      quiet: true,
    })
    children.push(api.child)
    cleanups.push(api.remove)
    const apiUrl = `http://127.0.0.1:${apiPort}`
    log(
      `Starting the API (fresh PGlite) on ${apiPort}, the web server on ${webPort}, the reference page on ${refPort}${soak ? ' (inspectors on for the soak)' : ''}…`,
    )
    await waitForHttp(apiHealthUrl(apiPort), { child: api.child })
    const web = startWeb({ port: webPort, apiUrl, env: { API_INTERNAL_SECRET, ...(soak ? withInspector(webInspect) : {}) }, quiet: true })
    children.push(web)
    const reference = startReference({ port: refPort })
    children.push(reference)
    const webUrl = `http://127.0.0.1:${webPort}`
    const refUrl = `http://127.0.0.1:${refPort}`
    await Promise.all([waitForHttp(`${webUrl}/`, { child: web }), waitForHttp(`${refUrl}/`, { child: reference })])

    const slugs = await discoverSlugs(apiUrl)
    report.slugs = slugs
    log(`Catalogue slugs: doctor ${slugs.doctor}, specialty ${slugs.specialty}, service ${slugs.service}`)
    let patient = parts.has('js') || parts.has('ssr') || soak ? await createVerifiedPatient(apiUrl) : null
    let signedInAt = Date.now()
    const context = { webUrl, refUrl, apiUrl, slugs, chromePath, options, log }

    const record = (name, outcome) => {
      report.parts[name] = outcome.results
      problems.push(...outcome.problems)
    }
    if (parts.has('js')) {
      browser = await chromium.launch({ executablePath: chromePath, args: [...CHROMIUM_ARGS] })
      // The appointment pages are measured with one booked appointment.
      const appointmentId = await bookAppointment(apiUrl, patient.token, slugs.doctor)
      const payKey = await payKeyOf(apiUrl, patient.token, appointmentId)
      record('firstLoadJs', await jsPart({ ...context, browser, patient: { ...patient, appointmentId, payKey } }))
      await browser.close()
      browser = undefined
    }
    if (parts.has('html')) record('html', await htmlPart(context))
    if (parts.has('lighthouse')) {
      // Signed in as the demo patient, through the sign-in overlay before each run; the appointment
      // page measured is the one the header's popup is about.
      browser = await chromium.launch({ executablePath: chromePath, args: [...CHROMIUM_ARGS] })
      const signInBrowser = browser
      const session = () => signInThroughOverlay(signInBrowser, webUrl, DEMO_PATIENT)
      const appointmentId = await nearestAppointmentOf(apiUrl, (await session()).token)
      if (!appointmentId) throw new Error('The demo patient has no nearest appointment to measure')
      record('lighthouse', await lighthousePart({ ...context, signedIn: { session, appointmentId } }))
      await browser.close()
      browser = undefined
    }
    if (parts.has('ssr')) {
      // The signed-in pages are rendered with a booked appointment (its page too); a fresh session,
      // so the access token outlives the part.
      patient = await signIn(apiUrl, patient)
      signedInAt = Date.now()
      const appointmentId = await bookAppointment(apiUrl, patient.token, slugs.doctor)
      const pids = { web: web.pid, api: api.child.pid, reference: reference.pid }
      record('ssr', await ssrPart({ ...context, pids, patient: { ...patient, appointmentId } }))
    }
    if (parts.has('api')) {
      record('api', await apiPart(context))
      const database = await benchDatabase()
      if (database) {
        cleanups.push(database.drop)
        const pgPort = await port(5)
        const pgApi = startFreshApi({ port: pgPort, env: { ...apiEnv, DATABASE_URL: database.url }, compiled: true, quiet: true })
        children.push(pgApi.child)
        cleanups.push(pgApi.remove)
        await waitForHttp(apiHealthUrl(pgPort), { child: pgApi.child })
        const pgUrl = `http://127.0.0.1:${pgPort}`
        record(
          'apiPostgres',
          await postgresApiPart({ ...context, apiUrl: pgUrl, slugs: await discoverSlugs(pgUrl), label: database.label }),
        )
        await stopChild(pgApi.child)
      } else {
        log('\n(API on PostgreSQL skipped: set TEST_DATABASE_URL or DATABASE_URL to measure it.)')
      }
    }
    if (soak) {
      const inspectors = { web: await connectInspector(webInspect), api: await connectInspector(apiInspect) }
      try {
        const outcome = await runSoak({
          webUrl,
          apiUrl,
          inspectors,
          pages: PUBLIC_ROUTES.filter((route) => !route.status).map((route) => route.path(slugs)),
          privatePaths: PRIVATE_ROUTES.map((route) => route.path(slugs)),
          // The access token lasts 15 minutes: a new session before it runs out.
          cookieHeader: async () => {
            if (Date.now() - signedInAt > 10 * 60_000) {
              patient = await signIn(apiUrl, patient)
              signedInAt = Date.now()
            }
            return `token=${patient.token}; refreshToken=${patient.refreshToken}`
          },
          operations: catalogOperations(slugs),
          minutes: options.soakMinutes,
          log,
        })
        const pct = (growth) => `${(growth * 100).toFixed(1)} %`
        log(
          `\nSoak: ${outcome.webRequests} page requests, ${outcome.apiRequests} API requests, ${outcome.non2xx} non-2xx, ${outcome.errors} errors`,
        )
        log(
          `  heap growth after warm-up: web ${pct(outcome.web.growth)} (${(outcome.web.baselineBytes / 1e6).toFixed(1)} → ${(outcome.web.finalBytes / 1e6).toFixed(1)} MB), API ${pct(outcome.api.growth)} (${(outcome.api.baselineBytes / 1e6).toFixed(1)} → ${(outcome.api.finalBytes / 1e6).toFixed(1)} MB); limit ${outcome.maxGrowth * 100} %`,
        )
        report.parts.soak = outcome
        problems.push(...outcome.problems)
      } finally {
        inspectors.web.close()
        inspectors.api.close()
      }
    }
  } catch (error) {
    console.error(`\n${error instanceof Error ? error.stack : error}`)
    for (const child of children)
      if (child.tail.length) console.error(`--- last lines of ${child.label}:\n${child.tail.slice(-30).join('\n')}`)
    problems.push(`the bench did not finish: ${error instanceof Error ? error.message : error}`)
  } finally {
    await browser?.close()
    await stopAll()
  }

  return finish(report, problems, options)
}

/** The scale runs (they start their own API on each scale database), then the report and the verdict. */
async function finish(report, problems, options) {
  if (options.parts.has('scale')) {
    const adminUrl = process.env.TEST_DATABASE_URL
    if (!adminUrl) problems.push('the scale runs need TEST_DATABASE_URL (an admin URL of PostgreSQL)')
    else {
      log(`\nScale runs at ${options.scaleMultipliers.map((n) => `${n}x`).join(', ')} (catalogue cache off)…`)
      const outcome = await runScaleBench({
        adminUrl,
        scales: options.scaleMultipliers,
        duration: Math.min(options.durationSeconds, 5),
        fill: options.scaleFill,
        log,
      })
      log(`\np50/p95 in ms at 1 and 10 connections:\n${scaleTable(outcome.results)}`)
      report.parts.scale = outcome.results
      problems.push(...outcome.problems)
    }
  }
  report.problems = problems
  const file = join(ROOT, 'bench-results.json')
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`)
  log(`\nWrote ${file}`)
  if (problems.length) {
    console.error(`\n${problems.length} budget(s) or goal(s) missed:`)
    for (const problem of problems) console.error(`  ✗ ${problem}`)
    return 1
  }
  log('\nEvery budget and goal met.')
  return 0
}

process.exitCode = await main()
