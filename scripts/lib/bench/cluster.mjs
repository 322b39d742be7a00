// The cluster run (issue 28): two API and two web instances against one PostgreSQL and one Redis,
// each pair behind a round-robin balancer, under a bounded mixed load — anonymous browsing through
// the web, and patients who sign in, open their pages, book, are approved by the doctor and pay,
// each with their live notification stream open through the web. Every request of one patient may
// land on any instance, so it checks what scaling out must keep: no error, sessions valid on either
// instance, and no lost notification (each one the API wrote was announced on the patient's stream,
// whichever instance wrote it and whichever holds the stream).
import { randomBytes, randomUUID } from 'node:crypto'
import { startBalancer } from './balancer.mjs'
import { percentile, runLoad, PAGE_HEADERS } from './load.mjs'
import { createVerifiedPatient, signIn } from './patient.mjs'
import { benchDatabase } from './postgres.mjs'
import { bookAppointment, graphqlRequest, payKeyOf } from './routes.mjs'
import { apiHealthUrl, buildIfStale, freePort, internalSecret, startApi, startWeb, stopChild, waitForHttp } from '../processes.mjs'

const DOCTOR = { slug: 'dr-anna-keller', password: 'Demo-Doctor-2026' }
const SIGN_IN_EVERY_MS = 10_000
const BROWSE_PATHS = ['/', '/doctors', `/doctors/${DOCTOR.slug}/profile`, '/services', '/ar/doctors']

/** Timings and failures per kind of step. */
class Tally {
  /** @type {Map<string, { times: number[]; failures: string[] }>} */
  kinds = new Map()
  async time(kind, step) {
    const entry = this.kinds.get(kind) ?? { times: [], failures: [] }
    this.kinds.set(kind, entry)
    const started = performance.now()
    try {
      const value = await step()
      entry.times.push(performance.now() - started)
      return value
    } catch (error) {
      entry.failures.push(error instanceof Error ? error.message : String(error))
      return undefined
    }
  }
  rows() {
    return [...this.kinds].map(([kind, { times, failures }]) => {
      const sorted = [...times].sort((a, b) => a - b)
      return { kind, count: times.length + failures.length, failures, p50: percentile(sorted, 50), p95: percentile(sorted, 95) }
    })
  }
}

async function expectPage(url, cookie) {
  const response = await fetch(url, { headers: { ...PAGE_HEADERS, ...(cookie ? { cookie } : {}) }, redirect: 'manual' })
  await response.arrayBuffer()
  if (response.status !== 200) throw new Error(`${new URL(url).pathname} answered ${response.status}${cookie ? ' with a session' : ''}`)
}

const cookieOf = ({ token, refreshToken }) => `token=${token}; refreshToken=${refreshToken}`

/**
 * The patient's live notifications through the web tier (`/api/notifications/stream`): counts the
 * `notification` events until `close()`.
 */
async function openStream(webUrl, session) {
  const controller = new AbortController()
  const response = await fetch(new URL('/api/notifications/stream', webUrl), {
    headers: { cookie: cookieOf(session), accept: 'text/event-stream' },
    signal: controller.signal,
  })
  if (response.status !== 200 || !response.body) throw new Error(`the notification stream answered ${response.status}`)
  const stream = { ready: false, notifications: 0, superseded: false, close: () => controller.abort() }
  let readyResolve
  const ready = new Promise((resolve) => (readyResolve = resolve))
  ;(async () => {
    const decoder = new TextDecoder()
    let buffered = ''
    try {
      for await (const chunk of response.body) {
        buffered += decoder.decode(chunk, { stream: true })
        let end
        while ((end = buffered.indexOf('\n\n')) >= 0) {
          const event = /^event: (.+)$/m.exec(buffered.slice(0, end))?.[1]
          buffered = buffered.slice(end + 2)
          if (event === 'ready') {
            stream.ready = true
            readyResolve()
          } else if (event === 'notification') stream.notifications += 1
          else if (event === 'superseded') stream.superseded = true
        }
      }
    } catch {
      // aborted by close(), or the run is over
    }
  })()
  await Promise.race([ready, new Promise((_, reject) => setTimeout(() => reject(new Error('the stream sent no ready event')), 15_000))])
  return stream
}

async function notificationTotal(apiUrl, token) {
  const { getUserNotifications } = await graphqlRequest(
    apiUrl,
    `query { getUserNotifications(pagination: { page: 0, limit: 1 }) { total } }`,
    {},
    { token },
  )
  return getUserNotifications.total
}

async function doctorToken(apiUrl) {
  const response = await fetch(new URL('/auth/sign-in', apiUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', locale: 'en' },
    body: JSON.stringify({ email: `${DOCTOR.slug}@doctors.example.com`, password: DOCTOR.password, role: 'doctor' }),
  })
  const body = await response.json()
  if (!response.ok) throw new Error(`the demo doctor could not sign in: ${response.status}`)
  return body.data.token
}

let bookings = 0
/** A time no other booking of this run has asked the demo doctor for. */
function nextSlot() {
  const slot = bookings++
  const date = new Date(Date.now() + (3 + (slot % 40)) * 86_400_000)
  date.setUTCHours(7 + (Math.floor(slot / 40) % 10), 0, 0, 0)
  return date
}

async function pay(apiUrl, token, appointmentId) {
  const card = await fetch(new URL('/payments/local/payment-methods', apiUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ number: '4242424242424242', exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' }),
  })
  const cardBody = await card.json()
  if (!card.ok) throw new Error(`the test card was refused: ${card.status}`)
  const payKey = await payKeyOf(apiUrl, token, appointmentId)
  const { PayAppointment } = await graphqlRequest(
    apiUrl,
    `mutation($input: PayAppointmentInput!) { PayAppointment(input: $input) { status } }`,
    { input: { payKey, sourceId: cardBody.data.id } },
    { token },
  )
  if (PayAppointment.status !== 'succeeded') throw new Error(`the payment ended ${PayAppointment.status}`)
}

/** One patient's visits until `until`: sign in, pages on both web instances, book, approval, payment. */
async function patientVisits({ apiUrl, webUrl, webInstances, doctor, until, tally }) {
  const patient = await tally.time('sign up (API balancer)', () => createVerifiedPatient(apiUrl))
  if (!patient) return { created: 0, heard: 0 }
  const stream = await tally.time('open notification stream (web balancer)', () => openStream(webUrl, patient))
  const before = await notificationTotal(apiUrl, patient.token)
  let session = patient
  let signedInAt = Date.now()
  while (Date.now() < until) {
    // A fresh sign-in now and then, as a returning patient does: often enough to land on both
    // instances, rarely enough to stay under the per-account and per-address sign-in limits.
    if (Date.now() - signedInAt > SIGN_IN_EVERY_MS) {
      session = (await tally.time('sign in (API balancer)', () => signIn(apiUrl, patient))) ?? session
      signedInAt = Date.now()
    }
    // The same session on each web instance, not whichever the balancer picks.
    for (const [index, instance] of webInstances.entries()) {
      await tally.time(`signed-in page on web ${index + 1}`, () => expectPage(new URL('/appointments', instance).href, cookieOf(session)))
    }
    const id = await tally.time('book (API balancer)', () => bookAppointment(apiUrl, session.token, DOCTOR.slug, nextSlot()))
    if (!id) continue
    const approved = await tally.time('doctor approves (API balancer)', () =>
      graphqlRequest(apiUrl, `mutation($id: ID!) { doctorApproveAppointment(id: $id) { status } }`, { id }, { token: doctor.token }),
    )
    if (approved) await tally.time('pay (API balancer)', () => pay(apiUrl, session.token, id))
  }
  const created = (await notificationTotal(apiUrl, patient.token)) - before
  if (!stream) return { created, heard: 0 }
  // Announced after the commit: allow the last ones a moment to arrive.
  const deadline = Date.now() + 10_000
  while (stream.notifications < created && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100))
  stream.close()
  return { created, heard: stream.notifications, superseded: stream.superseded }
}

/**
 * Runs the cluster for `seconds` with `patients` concurrent patients and a browse load of
 * `browseRate` pages a second. Needs PostgreSQL (TEST_DATABASE_URL: a fresh database for the run)
 * and Redis (TEST_REDIS_URL or REDIS_URL; a prefix of its own keeps it apart from anything else there).
 */
export async function runCluster({ seconds = 60, patients = 4, browseRate = 20, log = console.log } = {}) {
  const redisUrl = process.env.TEST_REDIS_URL || process.env.REDIS_URL
  if (!redisUrl) throw new Error('The cluster run needs Redis: set TEST_REDIS_URL (or REDIS_URL).')
  const database = await benchDatabase()
  if (!database) throw new Error('The cluster run needs PostgreSQL: set TEST_DATABASE_URL (a fresh database is made for the run).')
  const children = []
  const balancers = []
  try {
    await buildIfStale()
    const [api1, api2, web1, web2, apiLbPort, webLbPort] = await Promise.all(Array.from({ length: 6 }, () => freePort()))
    const secret = internalSecret()
    const webUrl = `http://127.0.0.1:${webLbPort}`
    const apiEnv = {
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: `cluster-${randomUUID().slice(0, 8)}:`,
      // Both instances sign and check the same sessions.
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      API_INTERNAL_SECRET: secret,
      WEB_ORIGIN: webUrl,
      DEMO_ACCOUNTS: '1',
      PAYMENT_PROCESSOR: 'test',
    }
    log(`PostgreSQL: ${database.label}; Redis: ${redisUrl} under ${apiEnv.REDIS_PREFIX}`)
    // The first instance migrates and seeds the fresh database; the second starts on it as a later deploy would.
    for (const port of [api1, api2]) {
      const child = startApi({ port, compiled: true, quiet: true, env: apiEnv })
      children.push(child)
      await waitForHttp(apiHealthUrl(port), { child, timeoutMs: 180_000 })
    }
    const apiBalancer = await startBalancer({ upstreams: [api1, api2].map((port) => `http://127.0.0.1:${port}`), port: apiLbPort })
    balancers.push(apiBalancer)
    for (const port of [web1, web2]) {
      const child = startWeb({ port, apiUrl: apiBalancer.url, quiet: true, env: { API_INTERNAL_SECRET: secret } })
      children.push(child)
      await waitForHttp(`http://127.0.0.1:${port}/`, { child, anyStatus: true })
    }
    const webBalancer = await startBalancer({ upstreams: [web1, web2].map((port) => `http://127.0.0.1:${port}`), port: webLbPort })
    balancers.push(webBalancer)

    const doctor = { token: await doctorToken(apiBalancer.url) }

    log(`Load: ${patients} patients and ${browseRate} anonymous pages/s for ${seconds} s across 2 API and 2 web instances…`)
    const tally = new Tally()
    const until = Date.now() + seconds * 1000
    const [browse, ...visits] = await Promise.all([
      runLoad({
        url: webBalancer.url,
        connections: 4,
        duration: seconds,
        overallRate: browseRate,
        requests: BROWSE_PATHS.map((path) => ({ method: 'GET', path, headers: PAGE_HEADERS })),
      }),
      ...Array.from({ length: patients }, () =>
        patientVisits({
          apiUrl: apiBalancer.url,
          webUrl: webBalancer.url,
          webInstances: [web1, web2].map((port) => `http://127.0.0.1:${port}`),
          doctor,
          until,
          tally,
        }),
      ),
    ])
    const failures = tally.rows().flatMap((row) => row.failures.map((failure) => `${row.kind}: ${failure}`))
    if (browse.errors || browse.non2xx)
      failures.push(`browsing: ${browse.errors} errors, ${browse.non2xx} non-2xx (${JSON.stringify(browse.statuses)})`)
    const created = visits.reduce((sum, visit) => sum + visit.created, 0)
    const heard = visits.reduce((sum, visit) => sum + visit.heard, 0)
    if (heard < created) failures.push(`notifications: ${created - heard} of ${created} never reached the patient's stream`)
    for (const visit of visits) if (visit.superseded) failures.push('a notification stream was superseded, not by its own patient')
    return {
      browse,
      steps: tally.rows(),
      notifications: { created, heard },
      spread: { api: [...apiBalancer.counts], web: [...webBalancer.counts] },
      failures,
    }
  } finally {
    await Promise.all(balancers.map((balancer) => balancer.close()))
    await Promise.all(children.map((child) => stopChild(child)))
    await database.drop()
  }
}
