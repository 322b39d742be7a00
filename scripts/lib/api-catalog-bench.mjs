// The API's public catalog reads, as the web sends them (src/server/*.documents.ts), with
// variables that match the seeded catalogue, and one autocannon run per operation. Used by
// scripts/bench-api.mjs; any bench can import CATALOG_OPERATIONS and measureOperation.
import autocannon from 'autocannon'

const DOCTOR_CARD = `fragment DoctorCardFields on Doctor {
  id slug first_name last_name avatar professional_title experience_start_date lowestPrice
  languages { id code name nativeName } specialties { id name slug } organization { id name image } groups { id group_id name }
}`

/**
 * `name` identifies the row in a report; `query`/`variables` are the GraphQL request; `headers`
 * the ones the web adds (locale, organisation). Every operation answers without a session.
 */
export const CATALOG_OPERATIONS = [
  {
    name: 'doctors (5)',
    query: `query DoctorList($query: DoctorsQuery) { doctors(query: $query) { total results { ...DoctorCardFields } } } ${DOCTOR_CARD}`,
    variables: { query: { pagination: { page: 0, limit: 5 } } },
  },
  {
    name: 'doctors (filters)',
    query: `query DoctorList($query: DoctorsQuery) { doctors(query: $query) { total results { ...DoctorCardFields } } } ${DOCTOR_CARD}`,
    variables: { query: { name: 'a', specialty: 'cardiology', organization: '1', pagination: { page: 0, limit: 20 } } },
    headers: { locale: 'de' },
  },
  {
    name: 'doctorBySlug',
    query: `query DoctorProfile($slug: String!) { doctorBySlug(slug: $slug) { ...DoctorCardFields about cover timezone address
      working_hours { day start end } plans { id name description features price type type_name duration } } } ${DOCTOR_CARD}`,
    variables: { slug: 'dr-anna-keller' },
  },
  {
    name: 'relatedDoctors',
    query: `query RelatedDoctorList($slug: String!, $limit: Int) { relatedDoctors(slug: $slug, limit: $limit) { id slug first_name last_name avatar } }`,
    variables: { slug: 'dr-anna-keller', limit: 4 },
  },
  {
    name: 'specialties',
    query: `query SpecialtyList($name: String, $visible: Boolean, $lang: String) { specialties(name: $name, visible: $visible, lang: $lang) { id name slug icon } }`,
    variables: { visible: true, lang: 'en' },
  },
  {
    name: 'specialtyBySlug',
    query: `query SpecialtyBySlug($slug: String!, $lang: String) { specialtyBySlug(slug: $slug, lang: $lang) { id name slug icon } }`,
    variables: { slug: 'cardiology', lang: 'ru' },
  },
  {
    name: 'getServices (500)',
    query: `query ServiceList($type: Int, $lang: String, $pagination: PaginationInput) { getServices(type: $type, lang: $lang, pagination: $pagination) {
      total results { id slug title subtitle short_desc type icon main_image keywords } } }`,
    variables: { lang: 'en', pagination: { page: 0, limit: 500 } },
  },
  {
    name: 'getServiceBySlug',
    query: `query ServiceBySlug($slug: String!, $lang: String) { getServiceBySlug(slug: $slug, lang: $lang) {
      id slug title subtitle short_desc description text link type icon main_image keywords organization_id } }`,
    variables: { slug: 'online-video-consultation', lang: 'en' },
  },
  {
    name: 'service doctors (10)',
    query: `query ServiceDoctorList($query: ServiceDoctorsQuery!) { getServiceBySlugDoctors(query: $query) { total results { ...DoctorCardFields } } } ${DOCTOR_CARD}`,
    variables: { query: { slug: 'online-video-consultation', lang: 'en', pagination: { page: 0, limit: 10 } } },
  },
  {
    name: 'organizations',
    query: `query OrganizationList { organizations { id type name image bg_image status parent_id } }`,
    variables: {},
  },
  {
    name: 'plans',
    query: `query Plans { getSubscriptions(pagination: { limit: 999 }) { total results { id name icon
      features { id name icon item { value unit options { id name limit type duration_type } } } options { id duration_type price source } } } }`,
    variables: {},
  },
]

/** The POST autocannon sends for an operation (locale en unless the operation names another). */
export function operationRequest(operation) {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', locale: 'en', ...operation.headers },
    body: JSON.stringify({ query: operation.query, variables: operation.variables }),
  }
}

/** Fails loudly when an operation does not answer data (a typo here would bench an error). */
export async function checkOperation(apiUrl, operation) {
  const response = await fetch(new URL('/graphql', apiUrl), operationRequest(operation))
  const body = await response.json()
  if (!response.ok || body.errors || !body.data) throw new Error(`${operation.name}: ${JSON.stringify(body).slice(0, 300)}`)
  return body.data
}

/**
 * One autocannon run: `connections` in parallel for `duration` seconds, or at a fixed `overallRate`
 * (requests per second across all connections). Returns req/s and latency percentiles in ms;
 * p95 comes from every 2xx response's time, since autocannon itself reports p90 and p97.5.
 */
export async function measureOperation(apiUrl, operation, { connections = 1, duration = 10, overallRate } = {}) {
  const times = []
  const instance = autocannon({
    url: new URL('/graphql', apiUrl).toString(),
    connections,
    duration,
    ...(overallRate ? { overallRate } : {}),
    ...operationRequest(operation),
  })
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) times.push(responseTime)
  })
  const result = await new Promise((resolve, reject) => {
    instance.on('done', resolve)
    instance.on('error', reject)
  })
  times.sort((a, b) => a - b)
  const at = (q) => (times.length ? times[Math.min(times.length - 1, Math.floor(q * times.length))] : NaN)
  return {
    rps: result.requests.average,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    errors: result.errors + result.timeouts + result.non2xx,
    requests: times.length,
  }
}
