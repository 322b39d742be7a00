import { ahead, asShown, calendarDoctor, doctorSession, graphql } from './appointments-api'
import { API_URL, expect, expectAccessible, test } from './fixtures'
import { message } from './messages'
import { signUpThroughScreens } from './sign-up'

/**
 * Issue 12 as a new patient lives it, through the screens only: sign up, find a cardiologist by
 * specialty, book a video call with two proposed times and a translator, see it awaiting
 * confirmation; the doctor (through the API, as `npm run doctor` does) offers times, the patient
 * picks one and writes. The demo patient (DEMO_ACCOUNTS=1) opens the finished appointment's report.
 */

const t = (id: string) => message('en', id)

test('a new patient signs up, finds a cardiologist, books a video call with a translator and agrees a time', async ({ page, request }) => {
  test.setTimeout(180_000)
  const email = `journey-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`
  const phone = `+49151${String(Math.floor(10_000_000 + Math.random() * 89_999_999))}`
  try {
    await page.goto('/doctors?page=signUp')
    await signUpThroughScreens(page, request, { email, phone })

    // Find a doctor by specialty.
    const bookedDoctor = calendarDoctor()
    await page.getByRole('combobox', { name: 'Specialty' }).selectOption({ label: bookedDoctor.specialty })
    await expect(page).toHaveURL(new RegExp(`[?&]specialty=${bookedDoctor.specialty.toLowerCase()}`))
    const card = page.getByRole('main').getByRole('article').filter({ hasText: bookedDoctor.name })
    await expect(card).toBeVisible()
    await card.getByRole('link', { name: t('doctors.book') }).click()

    // The plan, two times on two days, a translator.
    await expect(page).toHaveURL(new RegExp(`/book-appointment\\?doctor=${bookedDoctor.slug}$`))
    await page.getByRole('radio', { name: new RegExp(t('appointments.plan_1')) }).check()
    await page.getByRole('button', { name: t('appointments.next') }).click()
    const days = page.getByRole('group', { name: t('appointments.days_label') }).getByRole('button')
    await days.nth(2).click()
    await page.getByLabel('Time 1', { exact: true }).fill('10:00')
    await days.nth(4).click()
    await page.getByLabel('Time 1', { exact: true }).fill('11:30')
    await expect(page.getByRole('region', { name: t('appointments.chosen_times') }).getByRole('listitem')).toHaveCount(2)
    await page.getByRole('button', { name: t('appointments.next') }).click()
    await page.getByLabel(t('appointments.translator_label')).selectOption('en')
    await expect(page.getByRole('status').filter({ hasText: /English – German, €\d/ })).toBeVisible()
    await page.getByLabel(t('appointments.reason_label')).fill('Chest tightness when climbing stairs')
    await expectAccessible(page)
    await page.getByRole('button', { name: t('appointments.submit_booking') }).click()

    // Awaiting confirmation, in the list too.
    await expect(page).toHaveURL(/\/appointments\/\d+$/)
    const id = new URL(page.url()).pathname.split('/').pop()!
    await expect(page.getByRole('main').getByText(t('appointments.status_1')).first()).toBeVisible()
    await expect(page.getByRole('complementary').getByText('English – German')).toBeVisible()
    await page.goto('/appointments')
    await expect(page.getByRole('article').filter({ hasText: bookedDoctor.name })).toContainText(t('appointments.status_1'))

    // The doctor offers two other times; the patient takes the second and writes.
    const doctor = await doctorSession()
    const offered = [ahead(7, 8), ahead(8, 12)]
    await graphql(
      doctor.token,
      `
        mutation ($id: ID!, $dates: [DateTime!]!) {
          doctorProposeDates(id: $id, input: { dates: $dates }) {
            id
          }
        }
      `,
      { id, dates: offered },
    )
    await page.goto(`/appointments/${id}`)
    // The patient's zone is the browser's, saved at sign-up: show the offered times the way the page does.
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)
    await page.getByRole('radio', { name: asShown(offered[1]!, zone) }).check()
    await page.getByRole('button', { name: t('appointments.confirm_date') }).click()
    const confirmed = page.getByRole('alertdialog', { name: t('appointments.time_confirmed_title') })
    await expect(confirmed).toContainText(asShown(offered[1]!, zone))
    await confirmed.getByRole('button', { name: t('appointments.ok') }).click()
    await expect(page.getByRole('complementary').getByText(asShown(offered[1]!, zone))).toBeVisible()
    await page.getByRole('tab', { name: t('appointments.tab_messages') }).click()
    await page.getByLabel(t('appointments.message_label')).fill('Thank you, see you then.')
    await page.getByLabel(t('appointments.message_label')).press('Enter')
    await expect(page.getByRole('listitem').filter({ hasText: 'Thank you, see you then.' })).toBeVisible()
  } finally {
    const { data }: { data: { id: number } | null } = await fetch(`${API_URL}/__test/users?email=${encodeURIComponent(email)}`).then(
      (response) => response.json(),
    )
    if (data) await fetch(`${API_URL}/__test/users/${data.id}`, { method: 'DELETE' })
  }
})

test('the demo patient opens the finished consultation’s report as a PDF', async ({ page }) => {
  await page.goto('/?page=login')
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('E-mail').fill('demo.patient@example.com')
  await dialog.getByLabel('Password', { exact: true }).fill('Demo-Patient-2026')
  await dialog.getByRole('button', { name: t('auth.login_submit') }).click()
  await expect(dialog).toHaveCount(0)
  await page.goto('/appointments?status=past')
  const finished = page.getByRole('article').filter({ hasText: t('appointments.status_7') })
  await finished.getByRole('link', { name: t('appointments.view_appointment') }).click()
  await page.getByRole('tab', { name: t('appointments.tab_reports') }).click()
  await expectAccessible(page)
  const pdfLink = page.getByRole('link', { name: t('appointments.open_report_pdf') })
  const [tab] = await Promise.all([page.context().waitForEvent('page'), pdfLink.click()])
  await expect.poll(() => tab.url()).toMatch(/^blob:/)
  // What the tab shows: a real PDF, rendered by the API for this patient's report.
  const response = await page.request.get((await pdfLink.getAttribute('href'))!)
  expect(response.headers()['content-type']).toBe('application/pdf')
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-')
})
