import { BUILT_ACCOUNT_SLUGS } from '../../src/lib/account-slugs'
import { API_URL, expect, test } from './fixtures'
import { book, calendarDoctor, doctorSession } from './appointments-api'

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

test('every signed-in page reads its data in one API request', async ({ page, createPatient }) => {
  const patient = await createPatient({ label: 'round-trips', complete: true })
  const { doctorId } = await doctorSession()
  const appointmentId = await book(patient, doctorId)
  const pages = [
    '/appointments',
    `/appointments/${appointmentId}`,
    `/book-appointment?doctor=${calendarDoctor().slug}`,
    '/health',
    ...BUILT_ACCOUNT_SLUGS.map((slug) => `/account?slug=${slug}`),
  ]
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
