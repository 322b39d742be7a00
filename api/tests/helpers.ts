import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { localFileStorage } from '../src/adapters/storage'
import pg from 'pg'
import { expect, inject } from 'vitest'
import { createApi, type ApiDeps } from '../src/app'
import { openDatabase, type Database, type StatementListener } from '../src/db/client'
import { readEnv, type Env } from '../src/env'
import { MemoryLiveBus } from '../src/shared/live-bus'
import { createBackgroundWork } from '../src/shared/background'
import { createPublicCache } from '../src/shared/public-cache'
import * as t from '../src/db/schema'
import { hashPassword } from '../src/auth/passwords'
import { startSession } from '../src/auth/sessions'
import { Secret, TOTP } from 'otpauth'
import { Writable } from 'node:stream'
import { createLogger } from '../src/shared/logger'

export type GraphQLResponse<T = Record<string, unknown>> = {
  status: number
  data?: T
  errors?: { message: string; extensions?: Record<string, unknown> }[]
}

/**
 * One database per test file: in-memory PGlite, or a PostgreSQL database of its own when
 * TEST_DATABASE_URL is set. A whole database rather than a schema, because drizzle-kit qualifies
 * foreign keys with "public" and would reach outside a per-file schema. Each is a copy of a template
 * made once per run (database-templates.ts): migrated, and with the catalogue seeded when `seeded`.
 */
export async function openTestDatabase(
  onStatement?: StatementListener,
  { seeded = false }: { seeded?: boolean } = {},
): Promise<{ db: Database; close: () => Promise<void> }> {
  const templates = inject('databaseTemplates')
  const template = seeded ? templates.seeded : templates.migrated
  if (templates.kind === 'pglite')
    return openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([readFileSync(template)]), migrate: false, onStatement })

  const adminUrl = process.env.TEST_DATABASE_URL!
  const name = `api_test_${randomUUID().replaceAll('-', '')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const opened = await openDatabase({ url: url.toString(), migrate: false, onStatement })
  return {
    db: opened.db,
    close: async () => {
      await opened.close()
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await admin.end()
    },
  }
}

export const TEST_AUTH_SECRET = 'test-secret-test-secret-test-secret-0123456789'
export const TEST_INTERNAL_SECRET = 'internal-secret-of-the-web-server-0123456789'
export const testEnv = (overrides: Record<string, string> = {}): Env =>
  readEnv({ NODE_ENV: 'test', AUTH_SECRET: TEST_AUTH_SECRET, API_INTERNAL_SECRET: TEST_INTERNAL_SECRET, LOG_LEVEL: 'silent', ...overrides })

/** The headers with which the web server names the client it calls the API for (ADR 0008). */
export const viaWebServer = (clientIp: string, secret = TEST_INTERNAL_SECRET): Record<string, string> => ({
  'x-client-ip': clientIp,
  'x-internal-secret': secret,
})

/** The @hono/node-server binding a real connection from `address` would give the API. */
export const fromSocket = (address: string) => ({ incoming: { socket: { remoteAddress: address } } })

/**
 * A seeded test database and the API on it. `statements(run)` answers every SQL statement that
 * reached the database driver while `run` ran (the N+1 guard: api/tests/statements.ts);
 * `catalogCache` is the API's public catalog cache, for tests that change catalog data.
 */
export async function setupTestApi() {
  let recording: string[] | null = null
  const database = await openTestDatabase((sql) => recording?.push(sql), { seeded: true })
  // Uploaded files of this test file go to a fresh temporary folder, never the repository's data dir.
  const filesDir = mkdtempSync(join(tmpdir(), 'api-test-files-'))
  const storage = localFileStorage(filesDir)
  const catalogCache = createPublicCache(testEnv())
  // What requests start after answering (forgot's reset link): `await background.settled()` before
  // reading what it wrote. Shared by every API made here.
  const background = createBackgroundWork()
  // Every other API made here has a cache of its own, like another instance.
  const makeApi = (deps: Partial<Omit<ApiDeps, 'db'>> = {}) => createApi({ db: database.db, env: testEnv(), storage, background, ...deps })
  // The bus live notifications go out on; a test that writes through `notifications` is heard by `api`'s streams.
  const liveBus = new MemoryLiveBus()
  const api = makeApi({ catalogCache, liveBus })
  const notifications = { db: database.db, bus: liveBus }

  async function statements<T>(run: () => Promise<T>): Promise<{ result: T; sql: string[] }> {
    if (recording) throw new Error('statements() calls must not overlap')
    const sql: string[] = []
    recording = sql
    try {
      return { result: await run(), sql }
    } finally {
      recording = null
    }
  }

  async function gql<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    headers: Record<string, string> = {},
    target = api,
  ): Promise<GraphQLResponse<T>> {
    const response = await target.fetch(
      new Request('http://api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query, variables }),
      }),
    )
    const body: Omit<GraphQLResponse<T>, 'status'> = await response.json()
    return { status: response.status, ...body }
  }

  /** A GraphQL call that must succeed: its data, or the test fails naming the errors. */
  async function gqlOk<T>(query: string, variables: Record<string, unknown>, who: { headers: Record<string, string> }): Promise<T> {
    const answer = await gql<T>(query, variables, who.headers)
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined()
    return answer.data!
  }

  return {
    db: database.db,
    api,
    makeApi,
    gql,
    gqlOk,
    statements,
    catalogCache,
    notifications,
    storage,
    filesDir,
    background,
    close: async () => {
      await catalogCache.close()
      await database.close()
      rmSync(filesDir, { recursive: true, force: true })
    },
  }
}

export type TestApi = Awaited<ReturnType<typeof setupTestApi>>

/** The first error's extension code, for compact assertions. */
export const errorCode = (response: GraphQLResponse) => response.errors?.[0]?.extensions?.code

let patientCounter = 0
/** Every account these helpers make has this password. */
const TEST_PASSWORD = 'Sunny-Day-42'

/**
 * A verified patient created straight in the database, signed in with a real session: the
 * fixture for tests that are about what a patient may do, not how they signed up.
 */
export async function createSignedInPatient(db: Database, overrides: Partial<typeof t.users.$inferInsert> = {}) {
  patientCounter += 1
  const password = TEST_PASSWORD
  const [user] = await db
    .insert(t.users)
    .values({
      email: `patient${patientCounter}-${randomUUID().slice(0, 8)}@example.test`,
      firstName: 'Test',
      lastName: 'Patient',
      emailVerified: true,
      passwordHash: await hashPassword(password),
      ...overrides,
    })
    .returning()
  const tokens = await startSession(db, TEST_AUTH_SECRET, user!.id)
  return { user: user!, password, ...tokens, headers: { authorization: `Bearer ${tokens.token}` } }
}

/**
 * A doctor's account (role 3) for a seeded doctor, signed in: the doctors' side of appointments.
 * `slug` names the doctor (Dr Anna Keller unless told).
 */
export async function createSignedInDoctor(db: Database, slug = 'dr-anna-keller') {
  const [doctor] = await db.select().from(t.doctors).where(eq(t.doctors.slug, slug))
  if (!doctor) throw new Error(`no seeded doctor ${slug}`)
  // A doctor has one account: a second call signs it in again.
  const [existing] = await db.select().from(t.users).where(eq(t.users.doctorId, doctor.id))
  if (existing) {
    const tokens = await startSession(db, TEST_AUTH_SECRET, existing.id)
    return { user: existing, password: TEST_PASSWORD, ...tokens, headers: { authorization: `Bearer ${tokens.token}` }, doctor }
  }
  const account = await createSignedInPatient(db, {
    role: t.ROLE.doctor,
    doctorId: doctor.id,
    firstName: doctor.firstName,
    lastName: doctor.lastName,
  })
  return { ...account, doctor }
}

/**
 * An appointment of a patient with a doctor written straight into the table, with an accepted time
 * when `date` is given: for tests that need the two related (sharing, rooms, histories), not the
 * booking flow. The doctor's first plan of `planType` (any type unless told) unless `planId` is given.
 */
export async function insertAppointment(
  db: Database,
  patientId: number,
  doctorId: number,
  options: { planType?: number; planId?: number; status?: number; paid?: boolean; date?: Date; reason?: string } = {},
) {
  const planId =
    options.planId ??
    (
      await db
        .select({ id: t.consultPlans.id })
        .from(t.consultPlans)
        .where(
          and(
            eq(t.consultPlans.doctorId, doctorId),
            options.planType === undefined ? undefined : eq(t.consultPlans.type, options.planType),
          ),
        )
        .orderBy(t.consultPlans.id)
        .limit(1)
    )[0]?.id
  if (planId === undefined) throw new Error(`doctor ${doctorId} has no plan to book`)
  const [plan] = await db.select({ priceCents: t.consultPlans.priceCents }).from(t.consultPlans).where(eq(t.consultPlans.id, planId))
  const [appointment] = await db
    .insert(t.appointments)
    .values({
      patientId,
      doctorId,
      planId,
      status: options.status ?? 1,
      paid: options.paid ?? false,
      priceCents: plan!.priceCents,
      reason: options.reason ?? '',
      payKey: `test-${randomUUID()}`,
      creator: t.ROLE.patient,
    })
    .returning()
  if (options.date)
    await db.insert(t.appointmentDates).values({ appointmentId: appointment!.id, date: options.date, sender: 3, accepted: true })
  return appointment!
}

/**
 * A multipart POST as a browser sends it: the form serialised with its boundary and its length
 * declared (uploads refuse a body of unknown length).
 */
export async function multipartRequest(url: string, form: FormData, headers: Record<string, string> = {}): Promise<Request> {
  const encoded = new Response(form)
  const body = await encoded.arrayBuffer()
  return new Request(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': encoded.headers.get('content-type')!, 'content-length': String(body.byteLength) },
    body,
  })
}

/** What the patient's authenticator app shows now, computed independently of the API's code. */
export const totpCodeFor = (secretKey: string) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secretKey) }).generate()

/** A REST call through api.fetch: JSON in, status, headers and parsed JSON out. */
// Tests read answers loosely; each assertion checks the shape it needs.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function rest<T = any>(
  api: { fetch: (request: Request, binding?: ReturnType<typeof fromSocket>) => Response | Promise<Response> },
  method: 'GET' | 'POST',
  path: string,
  { body, headers = {}, socket }: { body?: unknown; headers?: Record<string, string>; socket?: string } = {},
): Promise<{ status: number; headers: Headers; json: T }> {
  const response = await api.fetch(
    new Request(`http://api${path}`, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    }),
    socket ? fromSocket(socket) : undefined,
  )
  return { status: response.status, headers: response.headers, json: (await response.json()) as T }
}

/**
 * Every item matches the predicate, and there is at least one item: `[].every(...)` is true, so a
 * filter that wrongly returned nothing would pass a bare `every`. Lists the items that do not match.
 */
export function expectEvery<T>(items: readonly T[] | undefined, predicate: (item: T) => boolean): void {
  expect(items?.length ?? 0, 'expected a non-empty list').toBeGreaterThan(0)
  expect(items!.filter((item) => !predicate(item))).toEqual([])
}

/** A logger whose JSON lines land in an array, the way a log shipper would read them. */
export function capturingLogger() {
  const lines: Record<string, unknown>[] = []
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line))
      done()
    },
  })
  return { logger: createLogger('info', destination), lines }
}
