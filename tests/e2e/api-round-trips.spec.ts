import { BUILT_ACCOUNT_SLUGS } from '../../src/lib/account-slugs'
import { API_URL, expect, gotoHydrated, test } from './fixtures'
import { calendarDoctor, payableAppointment } from './appointments-api'

/**
 * A signed-in page's data comes from the API in one round trip (issue 28, ADR 0053): the web server
 * batches the reads one render makes into one GraphQL request. Counted where it lands: the API tallies
 * the requests made under each web request's id (`/__test/requests/:id`, API_TEST_ROUTES), and the
 * page's answer names that id (`x-request-id`). Each page is asked twice, so the second answer is the
 * warm one a patient usually gets.
 */
async function apiCallsOf(requestId: string): Promise<string[]> {
  const response = await fetch(`${API_URL}/__test/requests/${requestId}`)
  expect(response.status).toBe(200)
  return (await response.json()).data
}

/** Every signed-in page, with an approved appointment of the patient's for its own page and its payment's. */
async function signedInPages(patient: Parameters<typeof payableAppointment>[0]): Promise<string[]> {
  const appointment = await payableAppointment(patient)
  return [
    '/appointments',
    `/appointments/${appointment.id}`,
    `/payment/${appointment.payKey}`,
    `/book-appointment?doctor=${calendarDoctor().slug}`,
    '/health',
    ...BUILT_ACCOUNT_SLUGS.map((slug) => `/account?slug=${slug}`),
  ]
}

test('every signed-in page reads its data in one API request', async ({ page, createPatient }) => {
  const pages = await signedInPages(await createPatient({ label: 'round-trips', complete: true }))
  const calls: Record<string, string[]> = {}
  for (const path of pages)
    for (let visit = 0; visit < 2; visit++) {
      const response = await page.request.get(path)
      expect(response.status(), path).toBe(200)
      const requestId = response.headers()['x-request-id']
      expect(requestId, path).toBeTruthy()
      calls[path] = await apiCallsOf(requestId!)
    }
  expect(calls).toEqual(Object.fromEntries(pages.map((path) => [path, ['POST /graphql']])))
})

/**
 * ...and the browser asks for none of it again: what the page shows comes with its HTML (the loaders'
 * queries, dehydrated), so hydrating it calls no server function. A query whose key differs between the
 * loader and the component, or that is stale on arrival, would be asked for here.
 */
test('no signed-in page calls a server function while it loads and hydrates', async ({ page, createPatient }) => {
  const pages = await signedInPages(await createPatient({ label: 'no-waterfall', complete: true }))
  const calls: Record<string, string[]> = {}
  let current = ''
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/_serverFn/')) calls[current]!.push(`${request.method()} ${decodeURIComponent(url.pathname + url.search)}`)
  })
  for (const path of pages) {
    current = path
    calls[path] = []
    await gotoHydrated(page, path)
  }
  expect(calls).toEqual(Object.fromEntries(pages.map((path) => [path, []])))
})
