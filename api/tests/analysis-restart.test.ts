import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANALYSIS_STATUS } from '../src/analysis/analysis.service'
import { openDatabase, type Database } from '../src/db/client'
import * as t from '../src/db/schema'
import { apiHealthUrl, freePort, startApi, stopChild, tempDataDir } from '../../scripts/lib/processes.mjs'
import { multipartRequest, TEST_AUTH_SECRET, TEST_INTERNAL_SECRET } from './helpers'
import { CORPUS, corpusPdf } from './lab-corpus'
import { S3_TEST_CREDENTIALS, startLocalS3 } from './s3-server'

/**
 * Issue 30, "the job finishes after an API restart mid-analysis", with real API processes: the API
 * (its sources through tsx, as `npm run dev` runs them) takes a patient's lab report, and is killed
 * (SIGKILL: no shutdown, no cleanup) while its worker reads the report; started again on the same
 * database, it takes the job up once the lease is over and reads it once.
 *
 * The worker is caught mid-analysis without a hook in the API: the uploads live in a local S3 store
 * (the real S3_* settings), which holds the worker's GET of the report. A worker fetches a report
 * only after it claimed the job, so the held GET is the proof that the job was claimed and not
 * finished. The lease is shortened by its real setting, ANALYSIS_LEASE_SECONDS.
 *
 * The database is the API's own: a fresh PostgreSQL database when TEST_DATABASE_URL is set, else a
 * PGlite data folder in a temporary directory (read by this test only while no API holds it).
 */

const LEASE_SECONDS = 3
const english = CORPUS.find((report) => report.language === 'en')!

type Child = ReturnType<typeof startApi>
const children: Child[] = []
const dataDir = tempDataDir('analysis-restart-')
let databaseUrl: string | undefined
let dropDatabase = async () => {}

// Once the analysis is asked for, every GET of an object is the worker's read of the report; it is
// held while `holding`, and `held` settles once one arrives.
let asked = false
let holding = false
let reportGets = 0
let arrived: () => void = () => {}
const held = new Promise<void>((resolve) => (arrived = resolve))
const never = new Promise<void>(() => {})
let s3: Awaited<ReturnType<typeof startLocalS3>>

beforeAll(async () => {
  s3 = await startLocalS3({
    hold: ({ method, url }) => {
      if (!asked || method !== 'GET' || url.searchParams.has('list-type')) return undefined
      reportGets += 1
      if (!holding) return undefined
      arrived()
      return never
    },
  })
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) return
  const name = `api_test_${randomUUID().replaceAll('-', '')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  databaseUrl = url.toString()
  dropDatabase = async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.end()
  }
})

afterAll(async () => {
  for (const child of children) await stopChild(child, 'SIGKILL')
  await s3?.close()
  await dropDatabase()
  dataDir.remove()
})

/** The API from its sources on a free port, on this test's database and store; answers once healthy. */
async function startTestApi(): Promise<{ child: Child; url: string }> {
  const port = await freePort()
  const child = startApi({
    port,
    dataDir: dataDir.dir,
    // Its warnings and errors are printed, prefixed [api]: what went wrong when it fails to start.
    env: {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl ?? '',
      AUTH_SECRET: TEST_AUTH_SECRET,
      API_INTERNAL_SECRET: TEST_INTERNAL_SECRET,
      API_TEST_ROUTES: '1',
      ANALYSIS_LEASE_SECONDS: String(LEASE_SECONDS),
      PAYMENT_PROCESSOR: 'test',
      S3_BUCKET: 'uploads',
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: S3_TEST_CREDENTIALS.region,
      S3_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
      // Nothing of the machine's own configuration: no AI service, Redis, mail or SMS provider.
      AI_BASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      SMS_PROVIDER_URL: '',
      DEMO_ACCOUNTS: '0',
    },
  })
  children.push(child)
  // Generous: migrations and the seed on a fresh database take ~40 s on PGlite on a busy 2-core machine.
  const deadline = Date.now() + 90_000
  const healthy = () =>
    fetch(apiHealthUrl(port))
      .then((response) => response.ok)
      .catch(() => false)
  while (!(await healthy())) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error('the API exited before it was ready')
    if (Date.now() > deadline) throw new Error('the API was not ready within 90 s')
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return { child, url: `http://127.0.0.1:${port}` }
}

/** The database the API used, opened here while no API holds it (PGlite has one process at a time). */
async function withDatabase<T>(read: (db: Database) => Promise<T>): Promise<T> {
  const opened = await openDatabase(
    databaseUrl ? { url: databaseUrl, migrate: false } : { dataDir: `${dataDir.dir}/pglite`, migrate: false },
  )
  try {
    return await read(opened.db)
  } finally {
    await opened.close()
  }
}

// Answers are read loosely; each assertion checks the shape it needs.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any
async function call(base: string, path: string, { body, headers = {} }: { body?: unknown; headers?: Record<string, string> } = {}) {
  const response = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, json: (await response.json()) as Json }
}
async function gql(base: string, query: string, variables: Record<string, unknown>, headers: Record<string, string>) {
  const answer = await call(base, '/graphql', { body: { query, variables }, headers })
  expect(answer.json.errors, JSON.stringify(answer.json.errors)).toBeUndefined()
  return answer.json.data
}

const ANALYSIS = `query($id: ID!) { getAnalysisById(id: $id) {
  status error indicators { biomarker result unit reference_range status }
} }`

describe('a lab report being read when the API dies', () => {
  it('is read once the API is back and the lease is over: ready, with its values, once', { timeout: 180_000 }, async () => {
    const first = await startTestApi()

    // A patient on Premium (its monthly analyses), through the API as the web signs one up and pays.
    const session = await call(first.url, '/__test/sessions', {
      body: { email: `restart-${randomUUID().slice(0, 8)}@example.test`, password: 'Sunny-Day-42', gender: 2 },
    })
    expect(session.status).toBe(201)
    const patient = { authorization: `Bearer ${session.json.data.token}`, locale: 'en' }
    const plans = await gql(first.url, `{ getSubscriptions { results { id options { id duration_type price } } } }`, {}, patient)
    const [plan, option] = plans.getSubscriptions.results
      .flatMap((plan: Json) => plan.options.map((option: Json) => [plan, option]))
      .find(([, option]: Json) => option.duration_type === 1 && option.price > 0)
    const card = await call(first.url, '/payments/local/payment-methods', {
      body: { number: '4242424242424242', exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' },
      headers: patient,
    })
    expect(card.status).toBe(200)
    const paid = await gql(
      first.url,
      `mutation($input: PaySubscriptionInput!) { PaySubscription(input: $input) { status } }`,
      { input: { plan_id: plan.id, option_id: option.id, sourceId: card.json.data.id } },
      patient,
    )
    expect(paid.PaySubscription.status).toBe('succeeded')

    const form = new FormData()
    form.set('file', new File([new Uint8Array(await corpusPdf(english))], 'labs-en.pdf'))
    const uploaded = await fetch(await multipartRequest(`${first.url}/storage/file`, form, patient))
    expect(uploaded.status).toBe(201)
    const fileId = ((await uploaded.json()) as Json).data.file.id as string

    // The worker is woken by the request; its read of the report is held, and the API killed there.
    asked = holding = true
    const started = await call(first.url, '/ai/analysis', { body: { filename: fileId }, headers: patient })
    expect(started.status, JSON.stringify(started.json)).toBe(201)
    const id = Number(started.json.data.data.id)
    await held
    await stopChild(first.child, 'SIGKILL')
    holding = false

    const claimed = await withDatabase(async (db) => (await db.select().from(t.analyses).where(eq(t.analyses.id, id)))[0]!)
    expect(claimed).toMatchObject({ status: ANALYSIS_STATUS.processing, attempts: 1, indicators: null })

    // Started again on the same database: the job is taken up once the dead instance's lease is over.
    const second = await startTestApi()
    const deadline = Date.now() + 45_000
    let read = (await gql(second.url, ANALYSIS, { id }, patient)).getAnalysisById
    while (read.status === ANALYSIS_STATUS.processing && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250))
      read = (await gql(second.url, ANALYSIS, { id }, patient)).getAnalysisById
    }
    expect(read.status, read.error).toBe(ANALYSIS_STATUS.ready)
    // All but TSH's "2.150", which could be 2.15 or 2,150 (lab-lines.ts): unread, not guessed.
    expect(read.indicators.map((indicator: Json) => indicator.biomarker)).toEqual(
      english.rows.filter((row) => row.id !== 'tsh').map((row) => row.id),
    )
    expect(read.indicators.find((indicator: Json) => indicator.biomarker === 'hemoglobin')).toMatchObject({
      result: '11.1',
      unit: 'g/dL',
      reference_range: '11.5-15.5',
      status: 'Low',
    })
    const list = await gql(second.url, `{ getAnalysis { total results { id } } }`, {}, patient)
    expect(list.getAnalysis).toEqual({ total: 1, results: [{ id: String(id) }] })
    // The report fetched twice: by the worker that died, and by the one that read it.
    expect(reportGets).toBe(2)

    await stopChild(second.child, 'SIGTERM')
    const rows = await withDatabase((db) => db.select().from(t.analyses).where(eq(t.analyses.ownerId, session.json.data.userId)))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ id, status: ANALYSIS_STATUS.ready, attempts: 2, error: null })
    // Claimed again only once the first claim's lease was over.
    expect(rows[0]!.updatedAt.getTime()).toBeGreaterThanOrEqual(claimed.nextAttemptAt.getTime())
  })
})
