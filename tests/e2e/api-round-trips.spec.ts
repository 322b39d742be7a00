import { BUILT_ACCOUNT_SLUGS } from '../../src/lib/account-slugs'
import { API_URL, expect, gotoHydrated, test } from './fixtures'
import { calendarDoctor, payableAppointment } from './appointments-api'

/**
 * A signed-in page's data comes from the API in one round trip (issue 28, ADR 0053): the web server
 * batches the reads one render makes into one GraphQL request. Counted where it lands: the API tallies
 * the requests made under each web request's id (`/__test/requests/:id`, API_TEST_ROUTES), and the
 * page's answer names that id (`x-request-id`). Each page is asked twice: cold (its code and the
 * public reads not yet loaded by the web server) and warm, as a patient usually gets it.
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
  const visits = pages.flatMap((path) => [`${path} (cold)`, `${path} (warm)`])
  const calls: Record<string, string[]> = {}
  for (const path of pages)
    for (const visit of ['cold', 'warm']) {
      const response = await page.request.get(path)
      expect(response.status(), path).toBe(200)
      const requestId = response.headers()['x-request-id']
      expect(requestId, path).toBeTruthy()
      calls[`${path} (${visit})`] = await apiCallsOf(requestId!)
    }
  expect(calls).toEqual(Object.fromEntries(visits.map((visit) => [visit, ['POST /graphql']])))
})

/**
 * ...and the browser asks for none of it again: what the page shows comes with its HTML (the loaders'
 * queries, dehydrated), so hydrating it calls no server function. A query whose key differs between the
 * loader and the component, or that is stale on arrival, would be asked for here.
 */
test('no signed-in page calls a server function while it loads and hydrates', async ({ page, createPatient }) => {
  const pages = await signedInPages(await createPatient({ label: 'no-waterfall', complete: true }))
  const calls: Record<string, string[]> = Object.fromEntries(pages.map((path) => [path, []]))
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (!url.pathname.startsWith('/_serverFn/')) return
    // Filed under the page that asked (the document's address then), not the one the test is on.
    const asker = new URL(request.frame().url())
    ;(calls[asker.pathname + asker.search] ??= []).push(`${request.method()} ${decodeURIComponent(url.pathname + url.search)}`)
  })
  for (const path of pages) {
    await gotoHydrated(page, path)
    // and until the page's main thread is idle: a part hydrated after the root has run its effects
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 10_000 })))
  }
  expect(calls).toEqual(Object.fromEntries(pages.map((path) => [path, []])))
})
