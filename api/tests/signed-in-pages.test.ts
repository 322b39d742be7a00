import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import * as t from '../src/db/schema'
import { activeSessionAccount, revokeFamily } from '../src/auth/sessions'
import { nearestAppointment } from '../src/appointments/appointments.service'
import { verifyToken } from '../src/auth/access-tokens'
import { APPOINTMENT_STATUS, APPOINTMENTS_PAGE_SIZE } from '#contract/appointments'
import { CHARGES_PAGE_SIZE } from '#contract/payments'
import { ANALYSIS_STATUS, DEFAULT_ANALYSIS_SORT } from '#contract/analyses'
import { PAGE_LIMITS } from '#contract/page-limits'
import { webDocument } from './web-documents'
import { createSignedInDoctor, createSignedInPatient, setupTestApi, TEST_AUTH_SECRET, type TestApi } from './helpers'
import { expectStatements, statementsOf, type Operation } from './statements'

/**
 * A signed-in page's reads in one round trip (issue 28): the web server sends the operations one
 * page render needs as one batched request (an array body), and the API answers them in order,
 * with the session looked up once for all of them. The counts are exact, like the catalogue's
 * (statement-counts.test.ts), so a read that starts to cost per operation or per row fails here.
 */

// What the web's CurrentUser and AppointmentList documents ask (src/server/*.documents.ts).
const CURRENT_USER = webDocument('CurrentUser')
const APPOINTMENT_LIST = webDocument('AppointmentList')
const ACTIVE = { query: { statuses: [1, 2, 3], pagination: { page: 0, limit: APPOINTMENTS_PAGE_SIZE } } }

/** The statements that look the session up (the token family, with the account's row). */
const sessionLookups = (sql: string[]) => sql.filter((statement) => /from "refresh_tokens"/i.test(statement))

type Answer = { data?: Record<string, unknown> | null; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> }

let ctx: TestApi
let patient: Awaited<ReturnType<typeof createSignedInPatient>>
let booked: { id: string; payKey: string }
/** One read analysis of the patient's, for the test results pages. */
let analysisId: string

/** One HTTP request with the operations as a batch; the answers and the SQL statements it sent. */
async function batch(operations: Operation[], headers: Record<string, string>) {
  const { result, sql } = await ctx.statements(async () => {
    const response = await ctx.api.fetch(
      new Request('http://api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(operations.map(({ query, variables }) => ({ query, variables }))),
      }),
    )
    return { status: response.status, body: (await response.json()) as Answer[] | Answer }
  })
  return { ...result, sql }
}

beforeAll(async () => {
  ctx = await setupTestApi()
  patient = await createSignedInPatient(ctx.db)
  // Two requested appointments with a doctor, so the list has rows and doctors.
  const doctor = await createSignedInDoctor(ctx.db)
  const [plan] = await ctx.db
    .select()
    .from(t.consultPlans)
    .where(and(eq(t.consultPlans.doctorId, doctor.doctor.id), eq(t.consultPlans.type, 1)))
  for (const days of [3, 4]) {
    const response = await ctx.gql<{ CreateAppointment: { id: string } }>(
      `mutation($input: CreateAppointmentInput!) { CreateAppointment(input: $input) { id } }`,
      {
        input: {
          doctor_id: String(doctor.doctor.id),
          plan_id: String(plan!.id),
          dates: [new Date(Date.now() + days * 86_400_000).toISOString().replace(/:\d\d\.\d+Z$/, ':00.000Z')],
        },
      },
      patient.headers,
    )
    expect(response.errors).toBeUndefined()
    const [row] = await ctx.db
      .select({ payKey: t.appointments.payKey })
      .from(t.appointments)
      .where(eq(t.appointments.id, Number(response.data!.CreateAppointment.id)))
    booked = { id: response.data!.CreateAppointment.id, payKey: row!.payKey }
  }
  const [analysis] = await ctx.db
    .insert(t.analyses)
    .values({
      ...{ ownerId: patient.user.id, fileName: 'blood.pdf', fileSize: 100, fileMime: 'application/pdf', title: 'blood.pdf' },
      ...{ status: ANALYSIS_STATUS.ready, indicators: [], unread: [] },
    })
    .returning({ id: t.analyses.id })
  analysisId = String(analysis!.id)
})

afterAll(async () => {
  await ctx?.close()
})

describe('a signed-in page’s reads in one batched request', () => {
  it('/appointments: the session’s user with the nearest appointment and the list, answered in order, the session looked up once', async () => {
    const separate: string[][] = []
    // Each from a cold catalog cache, which keeps the appointments' doctors (public catalogue data).
    for (const operation of [{ query: CURRENT_USER }, { query: APPOINTMENT_LIST, variables: ACTIVE }]) {
      await ctx.catalogCache.invalidate()
      const { result, sql } = await ctx.statements(() => ctx.gql(operation.query, operation.variables, patient.headers))
      expect(result.errors).toBeUndefined()
      separate.push(sql)
    }
    await ctx.catalogCache.invalidate()
    const together = await batch([{ query: CURRENT_USER }, { query: APPOINTMENT_LIST, variables: ACTIVE }], patient.headers)
    expect(together.status).toBe(200)
    expect(Array.isArray(together.body)).toBe(true)
    const [user, list] = together.body as Answer[]
    expect(user!.errors).toBeUndefined()
    expect(list!.errors).toBeUndefined()
    expect(user!.data!.me).toMatchObject({ id: String(patient.user.id) })
    expect(user!.data).toHaveProperty('nearestAppointment')
    expect(list!.data!.appointments).toMatchObject({ total: 2 })
    // Each operation alone looks the session up; together they share it.
    expect(separate.map((sql) => sessionLookups(sql).length)).toEqual([1, 1])
    expect(sessionLookups(together.sql)).toHaveLength(1)
    expectStatements(together.sql, separate[0]!.length + separate[1]!.length - 1)
    // The exact count, so a read that starts to cost more is seen: the session with the patient's row,
    // subscription, unread count and nearest appointment; the list's page with what its cards show;
    // the doctors of both answers in one statement (the operations share the request's loaders).
    expectStatements(together.sql, 3)
    // The doctors are the catalogue's: the next page render finds them in the catalog cache.
    const warm = await batch([{ query: CURRENT_USER }, { query: APPOINTMENT_LIST, variables: ACTIVE }], patient.headers)
    expect(warm.body).toEqual(together.body)
    expect(warm.sql.filter((statement) => /from "doctors"/i.test(statement))).toEqual([])
    expectStatements(warm.sql, 2)
  })

  it('the list’s page reads what its cards show; the other relations a query asks for come in one statement for the page', async () => {
    // The relations the patient's list never shows are each a subquery per row (issue 28).
    const relationTables =
      /from "(appointment_notes|appointment_files|appointment_reports|appointment_translators|appointment_reviews|users)"/
    const listStatements = (sql: string[]) =>
      sql.filter((statement) => /^with "page"/.test(statement) && /from "appointments"/.test(statement))
    const detailStatements = (sql: string[]) => sql.filter((statement) => /from "appointment_notes"/.test(statement))
    const slim = await statementsOf(ctx, { query: APPOINTMENT_LIST, variables: ACTIVE, headers: patient.headers })
    expect(listStatements(slim)).toHaveLength(1)
    expect(listStatements(slim)[0]).not.toMatch(relationTables)
    expect(detailStatements(slim)).toEqual([])

    const WITH_RELATIONS = `query($query: AppointmentsQuery) { appointments(query: $query) { total results { id notes { id } files { id }
      reports_file { id } report { id } appointment_translators { id } review { rating } patient { id first_name } } } }`
    const FEW = { query: { ...ACTIVE.query, pagination: { page: 0, limit: 10 } } }
    const { result, sql } = await ctx.statements(() => ctx.gql(WITH_RELATIONS, FEW, patient.headers))
    expect(result.errors).toBeUndefined()
    expect(listStatements(sql)).toHaveLength(1)
    expect(listStatements(sql)[0]).not.toMatch(relationTables)
    // Every relation of the page's rows, in one statement whatever the page's size.
    expect(detailStatements(sql)).toHaveLength(1)
    for (const table of [
      'appointment_notes',
      'appointment_files',
      'appointment_reports',
      'appointment_translators',
      'appointment_reviews',
      'users',
    ])
      expect(detailStatements(sql)[0]).toContain(`from "${table}"`)
    const rows = (result.data as { appointments: { results: Array<{ patient: { id: string; first_name: string } }> } }).appointments.results
    expect(rows).toHaveLength(2)
    expect(rows.map((row) => row.patient)).toEqual(rows.map(() => ({ id: String(patient.user.id), first_name: 'Test' })))

    // A fragment asks the same way: the relations it reads come in the page's one more statement.
    const FRAGMENT = `query($query: AppointmentsQuery) { appointments(query: $query) { results { ...Row } } } fragment Row on Appointment { id patient { id } }`
    const viaFragment = await ctx.statements(() => ctx.gql(FRAGMENT, FEW, patient.headers))
    expect(viaFragment.result.errors).toBeUndefined()
    expect(listStatements(viaFragment.sql)[0]).not.toMatch(relationTables)
    expect(detailStatements(viaFragment.sql)).toHaveLength(1)
    expect((viaFragment.result.data as { appointments: { results: Array<{ patient: { id: string } }> } }).appointments.results).toEqual([
      expect.objectContaining({ patient: { id: String(patient.user.id) } }),
      expect.objectContaining({ patient: { id: String(patient.user.id) } }),
    ])
  })

  it('a visitor’s batch answers each operation as alone (no session, no statement for `me`)', async () => {
    const together = await batch([{ query: `{ me { id } }` }, { query: `{ me { id } }` }], {})
    expect(together.body).toEqual([{ data: { me: null } }, { data: { me: null } }])
    expectStatements(together.sql, 0)
  })

  it('a batch longer than a page needs is refused whole', async () => {
    const together = await batch(
      Array.from({ length: 9 }, () => ({ query: `{ me { id } }` })),
      patient.headers,
    )
    expect(together.status).toBeGreaterThanOrEqual(400)
    expectStatements(together.sql, 0)
  })
})

/**
 * Every private page's reads as the web server sends them (src/queries/page-loaders.ts and the routes'
 * loaders; the documents read from src/server/*.documents.ts): the signed-in reads go in one batch, the public ones
 * (translator languages, payment config, the doctor's profile, plans) through the web's public cache.
 * Each page looks the session up once, in one statement with what the header shows of the account:
 * its row, subscription, unread count and nearest appointment (graphql/session-loader.ts).
 */
const PAGES: Array<{ page: string; operations: () => Operation[]; cold: number; warm: number }> = [
  {
    // the session; the list's page; (cold) the doctors of both answers
    page: '/appointments, /account?slug=appointments',
    operations: () => [{ query: webDocument('CurrentUser') }, { query: webDocument('AppointmentList'), variables: ACTIVE }],
    cold: 3,
    warm: 2,
  },
  {
    // the session; the appointment with all it shows; (cold) the doctor
    page: '/appointments/{id}',
    operations: () => [{ query: webDocument('Appointment'), variables: { id: booked.id } }, { query: webDocument('CurrentUser') }],
    cold: 3,
    warm: 2,
  },
  {
    // the session (the medical card's tiles read nothing else)
    page: '/account?slug=personal-information, settings, med_card',
    operations: () => [{ query: webDocument('CurrentUser') }],
    cold: 1,
    warm: 1,
  },
  {
    // the session; the saved cards; the charges' page
    page: '/account?slug=billing_and_plans',
    operations: () => [
      { query: webDocument('CurrentUser') },
      { query: webDocument('SavedCards') },
      { query: webDocument('ChargePayments'), variables: { pagination: { page: 0, limit: CHARGES_PAGE_SIZE } } },
    ],
    cold: 3,
    warm: 3,
  },
  {
    // the session (whose account row holds the answers)
    page: '/health, /account?slug=health_details',
    operations: () => [{ query: webDocument('CurrentUser') }, { query: webDocument('HealthAnswers') }],
    cold: 1,
    warm: 1,
  },
  {
    // the session; the patient's doctor requests
    page: '/account?slug=doctor-requests',
    operations: () => [
      { query: webDocument('CurrentUser') },
      { query: webDocument('FastAppointments'), variables: { pagination: { page: 0, limit: 50 } } }, // DOCTOR_REQUESTS_LIMIT
    ],
    cold: 2,
    warm: 2,
  },
  {
    // the session; the entitled plan with its features (not the storage used: the page does not ask)
    page: '/book-appointment',
    operations: () => [{ query: webDocument('CurrentUser') }, { query: webDocument('MyEntitlements') }],
    cold: 2,
    warm: 2,
  },
  {
    // the session; the appointment to pay; the saved cards; the entitled plan with its features;
    // (cold) the doctor
    page: '/payment/{payKey}',
    operations: () => [
      { query: webDocument('PayableAppointment'), variables: { payKey: booked.payKey } },
      { query: webDocument('SavedCards') },
      { query: webDocument('MyEntitlements') },
      { query: webDocument('CurrentUser') },
    ],
    cold: 5,
    warm: 4,
  },
  {
    // the session; the root's folders (with their sizes and doctors), its files; the storage used and the plan's limit
    page: '/account?slug=my_documents',
    operations: () => [{ query: webDocument('CurrentUser') }, { query: webDocument('DocumentsListing'), variables: { sort_option: 2 } }],
    cold: 5,
    warm: 5,
  },
  {
    // the session; the list's page with its total; the entitled plan with its features
    page: '/account?slug=test_results',
    operations: () => [
      { query: webDocument('CurrentUser') },
      {
        query: webDocument('AnalysisList'),
        variables: { page: 0, limit: PAGE_LIMITS.analyses.defaultLimit, sort: DEFAULT_ANALYSIS_SORT, search: null },
      },
      { query: webDocument('MyEntitlements') },
    ],
    cold: 3,
    warm: 3,
  },
  {
    // the session; the analysis with its values; the entitled plan with its features
    page: '/account?slug=test_results/{id}',
    operations: () => [
      { query: webDocument('CurrentUser') },
      { query: webDocument('Analysis'), variables: { id: analysisId } },
      { query: webDocument('MyEntitlements') },
    ],
    cold: 3,
    warm: 3,
  },
  {
    // the session; the ended appointments with a report
    page: '/account?slug=doctor_reports',
    operations: () => [
      { query: webDocument('CurrentUser') },
      { query: webDocument('DoctorReportList'), variables: { statuses: [4, 5, 6, 7], page: 0 } },
    ],
    cold: 2,
    warm: 2,
  },
]

describe('every signed-in page’s reads: the exact statements, the session looked up once', () => {
  for (const { page, operations, cold, warm } of PAGES)
    it(page, async () => {
      await ctx.catalogCache.invalidate()
      const first = await batch(operations(), patient.headers)
      const again = await batch(operations(), patient.headers)
      for (const answers of [first.body, again.body]) {
        expect(Array.isArray(answers) ? answers : [answers]).toHaveLength(operations().length)
        for (const answer of Array.isArray(answers) ? answers : [answers]) expect(answer.errors).toBeUndefined()
      }
      expect(again.body).toEqual(first.body)
      for (const { sql } of [first, again]) {
        expect(sessionLookups(sql)).toHaveLength(1)
        // with what the header shows of the account, in the same statement
        expect(sessionLookups(sql)[0]).toMatch(/left join "user_subscriptions"/)
        expect(sessionLookups(sql)[0]).toMatch(/from "notifications"/)
        expect(sessionLookups(sql)[0]).toMatch(/left join lateral \(select .* from "appointment_dates"/)
        // and no statement of their own: the account's row, the subscription, the unread count, the nearest appointment
        const apart = sql.filter(
          (statement) =>
            !/from "refresh_tokens"/.test(statement) &&
            /^select [^()]* from "(users|user_subscriptions|appointment_dates)" |^select count\(\*\) from "notifications"/.test(statement),
        )
        expect(apart).toEqual([])
      }
      expectStatements(first.sql, cold, `${page}, cold`)
      expectStatements(again.sql, warm, `${page}, warm`)
    })

  it('a revoked session is refused by the next request, whatever the previous one read', async () => {
    const other = await createSignedInPatient(ctx.db)
    const signedIn = await batch(PAGES[0]!.operations(), other.headers)
    expect((signedIn.body as Answer[])[0]!.data!.me).toMatchObject({ id: String(other.user.id) })
    await revokeFamily(ctx.db, verifyToken(TEST_AUTH_SECRET, other.token, 'access')!.sid!)
    const revoked = await batch(PAGES[0]!.operations(), other.headers)
    const [user, list] = revoked.body as Answer[]
    expect(user!.data!.me).toBeNull()
    expect(list!.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
    expect(sessionLookups(revoked.sql)).toHaveLength(1)
  })
})

describe('the nearest appointment read with the session', () => {
  it('is the one `nearestAppointment` reads alone, and the header answers it', async () => {
    const id = Number(booked.id)
    await ctx.db.update(t.appointments).set({ status: APPOINTMENT_STATUS.approved }).where(eq(t.appointments.id, id))
    await ctx.db.update(t.appointmentDates).set({ accepted: true }).where(eq(t.appointmentDates.appointmentId, id))
    const sid = verifyToken(TEST_AUTH_SECRET, patient.token, 'access')!.sid!
    const alone = await nearestAppointment(ctx.db, patient.user.id)
    expect(alone).toMatchObject({ appointmentId: id, status: APPOINTMENT_STATUS.approved })
    const withSession = await activeSessionAccount(ctx.db, patient.user.id, sid, { subscription: false, unread: false, nearest: true })
    expect(withSession?.nearest).toEqual(alone)
    const { body, sql } = await batch([{ query: CURRENT_USER }], patient.headers)
    expect((body as Answer[])[0]!.data!.nearestAppointment).toMatchObject({
      appointment_id: String(id),
      status: APPOINTMENT_STATUS.approved,
    })
    expect(sessionLookups(sql)).toHaveLength(1)
    expect(sql.filter((statement) => /from "appointment_dates"/.test(statement))).toHaveLength(1)
  })
})
