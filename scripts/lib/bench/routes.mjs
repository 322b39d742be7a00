// The routes the bench and tests/e2e/budgets.spec.ts measure, their budgets (issue 11), and the
// slugs that fill in the catalogue routes, asked from the API so the list follows the seed data.

/** kB = 1000 bytes, as vite prints sizes. */
export const KB = 1000

export const BUDGETS = Object.freeze({
  /** first-load JS (gzip) of a public route, every script until network idle */
  publicJsKB: 150,
  /** first-load JS (gzip) of a signed-in route */
  privateJsKB: 175,
  /** HTML of `/` as the server sends it to a browser (compressed) */
  homeHtmlKB: 20,
})

/**
 * Every public route (issue 11). `path` takes the slugs from `discoverSlugs`; `name` is the stable
 * label in tables and test titles.
 */
export const PUBLIC_ROUTES = Object.freeze([
  { name: '/', path: () => '/' },
  { name: '/ar', path: () => '/ar' },
  { name: '/doctors', path: () => '/doctors' },
  { name: '/doctors/{slug}/profile', path: (slugs) => `/doctors/${slugs.doctor}/profile` },
  { name: '/services', path: () => '/services' },
  { name: '/services/{slug}', path: (slugs) => `/services/${slugs.service}` },
  { name: '/specialties/{slug}', path: (slugs) => `/specialties/${slugs.specialty}` },
  { name: '/contact-us', path: () => '/contact-us' },
  { name: '/get-started', path: () => '/get-started' },
  { name: '/terms', path: () => '/terms' },
  { name: '/privacy-policy', path: () => '/privacy-policy' },
  { name: '/legal-notice', path: () => '/legal-notice' },
  { name: '/subscription', path: () => '/subscription' },
  { name: '/404', path: () => '/404', status: 404 },
])

/**
 * Routes measured signed in as a verified patient who has booked one appointment (`bookAppointment`);
 * `/account` alone answers 307 to its first section.
 */
export const PRIVATE_ROUTES = Object.freeze([
  { name: '/account', path: () => '/account?slug=personal-information' },
  { name: '/health', path: () => '/health' },
  { name: '/appointments', path: () => '/appointments' },
  { name: '/appointments/{id}', path: (_slugs, patient) => `/appointments/${patient.appointmentId}` },
  { name: '/book-appointment', path: (slugs) => `/book-appointment?doctor=${slugs.doctor}` },
  { name: '/payment/{payKey}', path: (_slugs, patient) => `/payment/${patient.payKey}` },
  { name: '/account billing', path: () => '/account?slug=billing_and_plans' },
  { name: '/account documents', path: () => '/account?slug=my_documents' },
  { name: '/account test results', path: () => '/account?slug=test_results' },
])

/** The account's sections that are pages (src/lib/account-slugs.ts, BUILT_ACCOUNT_SLUGS). */
const ACCOUNT_SECTIONS = [
  'appointments',
  'doctor-requests',
  'personal-information',
  'settings',
  'billing_and_plans',
  'med_card',
  'my_documents',
  'test_results',
  'health_details',
  'doctor_reports',
]

/**
 * Pages Lighthouse measures signed in as the demo patient (issue 28): the appointments, the
 * appointment the header's popup is about (`patient.appointmentId`, the nearest), and every account
 * section. The name is the path, with `{id}` for the appointment.
 */
export const SIGNED_IN_LIGHTHOUSE_ROUTES = Object.freeze([
  { name: '/appointments', path: () => '/appointments' },
  { name: '/appointments/{id}', path: (patient) => `/appointments/${patient.appointmentId}` },
  ...ACCOUNT_SECTIONS.map((slug) => ({ name: `/account?slug=${slug}`, path: () => `/account?slug=${slug}` })),
])

/** A public page's path by its name, which may carry a language prefix (`/ar/doctors`): for `--lighthouse-pages`. */
export function publicPagePath(name, slugs) {
  const [, prefix = '', rest] = /^(\/(?:ru|de|ar)(?=\/|$))?(.*)$/.exec(name)
  const route = PUBLIC_ROUTES.find((entry) => entry.name === (rest || '/'))
  if (!route) throw new Error(`--lighthouse-pages: unknown page ${name} (pages: ${PUBLIC_ROUTES.map((entry) => entry.name).join(', ')})`)
  const path = route.path(slugs)
  return prefix && path === '/' ? prefix : `${prefix}${path}`
}

/** Path and query of a URL, to check that a measured page is the one asked for (no redirect). */
export const pathOf = (url) => {
  const { pathname, search } = new URL(url)
  return pathname + search
}

export const jsBudgetKB = (route) => (PRIVATE_ROUTES.includes(route) ? BUDGETS.privateJsKB : BUDGETS.publicJsKB)

/** One GraphQL request to the API as the web server makes it (locale header), data or a thrown error. */
export async function graphqlRequest(apiUrl, query, variables = {}, { locale = 'en', token } = {}) {
  const response = await fetch(new URL('/graphql', apiUrl), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      locale,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  })
  const result = await response.json().catch(() => ({}))
  if (!response.ok || result.errors?.length) {
    throw new Error(
      `GraphQL ${query.trim().split(/\s+/).slice(0, 2).join(' ')} answered ${response.status}: ${JSON.stringify(result.errors ?? result)}`,
    )
  }
  return result.data
}

const SLUG_QUERY = /* GraphQL */ `
  query BenchSlugs {
    doctors(query: { pagination: { page: 0, limit: 1 } }) {
      results {
        slug
        specialties {
          slug
        }
      }
    }
    getServices(pagination: { page: 0, limit: 50 }) {
      results {
        slug
      }
    }
    organizations {
      id
    }
  }
`
const SERVICE_DOCTORS_QUERY = /* GraphQL */ `
  query BenchServiceDoctors($slug: String!) {
    getServiceBySlugDoctors(query: { slug: $slug, pagination: { page: 0, limit: 1 } }) {
      total
    }
  }
`

/**
 * Slugs of a doctor, a specialty that doctor has (so a specialty filter finds someone), a service
 * that lists doctors (its page shows them), and an organisation id.
 */
export async function discoverSlugs(apiUrl) {
  const data = await graphqlRequest(apiUrl, SLUG_QUERY)
  const doctor = data.doctors.results[0]
  if (!doctor) throw new Error('The API lists no doctors: is the database seeded?')
  const specialty = doctor.specialties[0]?.slug
  if (!specialty) throw new Error(`Doctor ${doctor.slug} has no specialty`)
  let service
  for (const { slug } of data.getServices.results) {
    const { getServiceBySlugDoctors } = await graphqlRequest(apiUrl, SERVICE_DOCTORS_QUERY, { slug })
    if (getServiceBySlugDoctors.total > 0) {
      service = slug
      break
    }
  }
  service ??= data.getServices.results[0]?.slug
  if (!service) throw new Error('The API lists no services')
  return { doctor: doctor.slug, specialty, service, organization: data.organizations[0]?.id ?? null }
}

/** 10:00 UTC three days from now: a time any seeded doctor can be asked for. */
function threeDaysAhead() {
  const date = new Date(Date.now() + 3 * 86_400_000)
  date.setUTCHours(10, 0, 0, 0)
  return date
}

/** Books the doctor's first plan for the patient (a time three days ahead); resolves to the appointment id. */
export async function bookAppointment(apiUrl, token, doctorSlug, date = threeDaysAhead()) {
  const { doctorBySlug } = await graphqlRequest(apiUrl, `query($slug: String!) { doctorBySlug(slug: $slug) { id plans { id } } }`, {
    slug: doctorSlug,
  })
  const { CreateAppointment } = await graphqlRequest(
    apiUrl,
    `mutation($input: CreateAppointmentInput!) { CreateAppointment(input: $input) { id } }`,
    {
      input: { doctor_id: doctorBySlug.id, plan_id: doctorBySlug.plans[0].id, dates: [date.toISOString()], reason: 'Measuring the pages' },
    },
    { token },
  )
  return String(CreateAppointment.id)
}

/** The payKey of the patient's appointment: its payment page's address. */
export async function payKeyOf(apiUrl, token, appointmentId) {
  const { appointment } = await graphqlRequest(
    apiUrl,
    `query($id: ID!) { appointment(id: $id) { payKey } }`,
    { id: appointmentId },
    { token },
  )
  return appointment.payKey
}

/** The id of the patient's nearest appointment (the one the header's join icon and popup are about), or null. */
export async function nearestAppointmentOf(apiUrl, token) {
  const { nearestAppointment } = await graphqlRequest(apiUrl, `query { nearestAppointment { appointment_id } }`, {}, { token })
  return nearestAppointment ? String(nearestAppointment.appointment_id) : null
}
