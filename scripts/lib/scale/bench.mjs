// `npm run bench -- --scale` (issue 28): the catalogue and a patient's long history read through the
// compiled API on the scale fixture's databases (scale_<n>x, scripts/lib/scale/fixture.mjs), each
// read at 1 and 10 connections, the catalogue cache off so every request reaches PostgreSQL. Prints
// p50/p95 per multiplier side by side and fails when a p95 at one connection is over the goal.
import { buildApi } from '../api-bundle.mjs'
import { checkOperation, measureOperation } from '../api-catalog-bench.mjs'
import { signIn } from '../bench/patient.mjs'
import { SCALE_PATIENT, fillScaleDatabase, scaleDatabaseReady, scaleDatabaseUrl, startScaleApi } from './fixture.mjs'

/** The issue's goal: each read's p95 at one connection. */
export const SCALE_P95_GOAL_MS = 50

const DOCTOR_CARD = `fragment DoctorCardFields on Doctor {
  id slug first_name last_name avatar professional_title experience_start_date lowestPrice rating reviewCount nextFreeAt
  languages { id code name } specialties { id name slug } organization { id name image } groups { id group_id name }
}`
const DOCTOR_LIST = `query DoctorList($query: DoctorsQuery) { doctors(query: $query) { total total_capped results { ...DoctorCardFields } } } ${DOCTOR_CARD}`
const APPOINTMENT_CARD = `fragment AppointmentCardFields on Appointment {
  id status paid payKey created_at price dates { id date sender accepted } plan { id name type duration }
  doctor { id slug first_name last_name avatar professional_title specialties { id name } } admin_notes { id note kind }
}`
/** The web's statuses of the appointments list (contract/appointments.ts ACTIVE and TERMINAL), and its page (APPOINTMENTS_PAGE_SIZE). */
const ALL_STATUSES = [1, 2, 3, 4, 5, 6, 7]
const APPOINTMENTS_PAGE_SIZE = 20
const APPOINTMENT_LIST = `query AppointmentList($query: AppointmentsQuery) { appointments(query: $query) { total has_more results { ...AppointmentCardFields } } } ${APPOINTMENT_CARD}`

/** The reads the issue names, as the web sends them (src/server/*.documents.ts), for a signed-in patient. */
export function scaleOperations({ token, appointmentId }) {
  const signedIn = { authorization: `Bearer ${token}` }
  const doctors = (name, query) => ({ name, query: DOCTOR_LIST, variables: { query } })
  return [
    doctors('doctors: name fragment "kel"', { name: 'kel', pagination: { page: 0, limit: 5 } }),
    doctors('doctors: specialty', { specialty: 'cardiology', pagination: { page: 0, limit: 5 } }),
    doctors('doctors: language', { language: 'de', pagination: { page: 0, limit: 5 } }),
    {
      name: 'header search "mül"',
      query: `query HeaderSearch($query: DoctorsQuery, $name: String) { doctors(query: $query) { total results { id slug first_name last_name avatar } }
        specialties(name: $name, visible: true, lang: "en") { id name slug } }`,
      variables: { query: { name: 'mül', pagination: { page: 0, limit: 5 } }, name: 'mül' },
    },
    doctors('doctors: first page', { pagination: { page: 0, limit: 5 } }),
    doctors('doctors: load more (10)', { pagination: { page: 0, limit: 10 } }),
    // The list's "best rated" order (ADR 0060: the stored ratings, not every review grouped).
    doctors('doctors: best rated', { sort: 'RATING', pagination: { page: 0, limit: 5 } }),
    {
      name: 'appointments list',
      query: APPOINTMENT_LIST,
      variables: { query: { statuses: ALL_STATUSES, pagination: { page: 0, limit: APPOINTMENTS_PAGE_SIZE } } },
      headers: signedIn,
    },
    {
      name: 'appointments: page 10 (show more)',
      query: APPOINTMENT_LIST,
      variables: { query: { statuses: ALL_STATUSES, pagination: { page: 9, limit: APPOINTMENTS_PAGE_SIZE } } },
      headers: signedIn,
    },
    {
      name: 'one appointment',
      query: `query Appointment($id: ID!) { appointment(id: $id) { ...AppointmentCardFields reason links status_reason review { rating comment }
        notes { id note sender created_at } report { id report date_report } } } ${APPOINTMENT_CARD}`,
      variables: { id: String(appointmentId) },
      headers: signedIn,
    },
    {
      name: 'notifications: first page',
      query: `query Notifications($pagination: PaginationInput) { getUserNotifications(pagination: $pagination) { total unread_count
        results { id read created_at body { title body appointmentId } } } }`,
      variables: { pagination: { page: 0, limit: 20 } },
      headers: signedIn,
    },
    { name: 'notifications: unread count', query: '{ me { id unread_notifications } }', variables: {}, headers: signedIn },
    {
      name: 'service doctors (10)',
      query: `query ServiceDoctorList($query: ServiceDoctorsQuery!) { getServiceBySlugDoctors(query: $query) { total total_capped results { ...DoctorCardFields } } } ${DOCTOR_CARD}`,
      variables: { query: { slug: 'online-video-consultation', lang: 'en', pagination: { page: 0, limit: 10 } } },
    },
  ]
}

/** The newest of the patient's appointments, for "one appointment". */
async function newestAppointmentId(apiUrl, token) {
  const data = await checkOperation(apiUrl, {
    name: 'newest appointment',
    query: '{ appointments(query: { pagination: { page: 0, limit: 1 } }) { results { id } } }',
    variables: {},
    headers: { authorization: `Bearer ${token}` },
  })
  return data.appointments.results[0].id
}

/**
 * Measures every read on each multiplier's database (filled first when missing or when `fill`).
 * Resolves to `{ results: { [scale]: { [operation]: { c1, c10 } } }, problems }`.
 */
export async function runScaleBench({ adminUrl, scales, duration = 5, fill = false, log = console.log }) {
  const results = {}
  await buildApi()
  for (const scale of scales) {
    if (fill || !(await scaleDatabaseReady(adminUrl, scale))) await fillScaleDatabase(adminUrl, scale, { log })
    // The catalogue cache off, so every request reaches PostgreSQL.
    const api = await startScaleApi(scaleDatabaseUrl(adminUrl, scale), { CATALOG_CACHE_TTL_SECONDS: '0', LOG_LEVEL: 'warn' })
    try {
      const { token } = await signIn(api.url, SCALE_PATIENT)
      const operations = scaleOperations({ token, appointmentId: await newestAppointmentId(api.url, token) })
      for (const operation of operations) await checkOperation(api.url, operation)
      for (const operation of operations) await measureOperation(api.url, operation, { connections: 2, duration: 1 })
      results[scale] = {}
      for (const operation of operations) {
        const c1 = await measureOperation(api.url, operation, { connections: 1, duration })
        const c10 = await measureOperation(api.url, operation, { connections: 10, duration })
        results[scale][operation.name] = { c1, c10 }
        log(`  ${scale}x ${operation.name}: p50/p95 ${ms(c1)} ms at 1 connection, ${ms(c10)} ms at 10`)
      }
    } finally {
      await api.stop()
    }
  }
  const problems = []
  const last = scales.at(-1)
  for (const [name, { c1 }] of Object.entries(results[last] ?? {}))
    if (!(c1.p95 <= SCALE_P95_GOAL_MS))
      problems.push(`scale ${last}x: ${name} p95 ${c1.p95.toFixed(1)} ms at one connection (goal ≤ ${SCALE_P95_GOAL_MS})`)
  return { results, problems }
}

const ms = ({ p50, p95 }) => `${p50.toFixed(1)}/${p95.toFixed(1)}`

/** The side-by-side table (markdown): p50/p95 at 1 connection and at 10 for each multiplier. */
export function scaleTable(results) {
  const scales = Object.keys(results)
  const names = Object.keys(results[scales[0]] ?? {})
  const header = `| read | ${scales.map((s) => `${s}x p50/p95 @1 | ${s}x p50/p95 @10`).join(' | ')} |`
  const rule = `|---|${scales.map(() => '---:|---:').join('|')}|`
  const rows = names.map(
    (name) =>
      `| ${name} | ${scales
        .map((s) => {
          const { c1, c10 } = results[s][name]
          return `${ms(c1)} | ${ms(c10)}`
        })
        .join(' | ')} |`,
  )
  return [header, rule, ...rows].join('\n')
}
