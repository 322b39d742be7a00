import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import * as t from '../src/db/schema'
import { APPOINTMENTS_PAGE_SIZE } from '#contract/appointments'
import { createSignedInDoctor, createSignedInPatient, setupTestApi, type TestApi } from './helpers'
import { expectStatements, statementsOf, type Operation } from './statements'

/**
 * A signed-in page's reads in one round trip (issue 28): the web server sends the operations one
 * page render needs as one batched request (an array body), and the API answers them in order,
 * with the session looked up once for all of them. The counts are exact, like the catalogue's
 * (statement-counts.test.ts), so a read that starts to cost per operation or per row fails here.
 */

// What the web's CurrentUser and AppointmentList documents ask (src/server/*.documents.ts).
const CURRENT_USER = `query CurrentUser { me { id first_name last_name phone phoneVerify gender date_of_birth timezone avatar address city country lang
  email created_at emailVerify languages { id code name nativeName } settings { auth2fa activity_sync }
  subscribe { subscription_id name duration_type expiration_date auto_renew_status next_duration_type } unread_notifications }
  nearestAppointment { appointment_id date status paid plan { name type } doctor { first_name last_name avatar } } }`
const APPOINTMENT_LIST = `query AppointmentList($query: AppointmentsQuery) { appointments(query: $query) { total has_more results {
  id status paid payKey created_at price dates { id date sender accepted } plan { id name type duration }
  doctor { id slug first_name last_name avatar professional_title specialties { id name } } admin_notes { id note kind created_at } } } }`
const ACTIVE = { query: { statuses: [1, 2, 3], pagination: { page: 0, limit: APPOINTMENTS_PAGE_SIZE } } }

type Answer = { data?: Record<string, unknown> | null; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> }

let ctx: TestApi
let patient: Awaited<ReturnType<typeof createSignedInPatient>>

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
  }
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
    const sessionLookups = (sql: string[]) => sql.filter((statement) => /from "refresh_tokens"/i.test(statement)).length
    expect(separate.map(sessionLookups)).toEqual([1, 1])
    expect(sessionLookups(together.sql)).toBe(1)
    expectStatements(together.sql, separate[0]!.length + separate[1]!.length - 1)
    // The exact count, so a read that starts to cost more is seen: the session; the patient; the
    // nearest appointment; the list's page with what its cards show; the subscription; the unread count;
    // the doctors of both answers in one statement (the operations share the request's loaders).
    expectStatements(together.sql, 7)
    // The doctors are the catalogue's: the next page render finds them in the catalog cache.
    const warm = await batch([{ query: CURRENT_USER }, { query: APPOINTMENT_LIST, variables: ACTIVE }], patient.headers)
    expect(warm.body).toEqual(together.body)
    expect(warm.sql.filter((statement) => /from "doctors"/i.test(statement))).toEqual([])
    expectStatements(warm.sql, 6)
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
