import type { Page } from '@playwright/test'
import { API_URL, PATIENT_PASSWORD, chooseBirthDate, chooseFiles, expect, expectAccessible, test } from './fixtures'
import { codeIn, nextMessage } from './mailbox'
import { message } from './messages'

/**
 * The find-doctor request (issue 12, spec part 1 §4.5, part 2 §3): a visitor fills the four steps,
 * creates an account on the way out, confirms the e-mail, lands on findDoctorSuccess and continues at
 * the service page; the request is under the account's doctor requests.
 */

const t = (id: string) => message('en', id)
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF')

const stepHeading = (page: Page, id: string) => page.getByRole('heading', { level: 2, name: t(id) })

/** Removes the account a test signed up through the screens (createPatient cleans up only its own). */
async function deleteAccount(email: string) {
  const { data }: { data: { id: number } | null } = await fetch(`${API_URL}/__test/users?email=${encodeURIComponent(email)}`).then(
    (response) => response.json(),
  )
  if (data) expect((await fetch(`${API_URL}/__test/users/${data.id}`, { method: 'DELETE' })).status).toBe(204)
}

test.describe('find a doctor', () => {
  test('a visitor asks for a doctor, signs up on the way, confirms the e-mail and continues at the service', async ({ page, request }) => {
    test.slow() // a whole sign-up with e-mail verification inside the form: ~55 s alone, more on a busy CI machine
    const email = `find-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`
    try {
      await page.goto('/services/find-me-doctor')
      await page.getByRole('link', { name: t('services.find_me_doctor') }).click()
      await expect(page).toHaveURL(/\/get-started\?service=find-me-doctor$/)
      await expect(page.getByRole('heading', { level: 1, name: t('findDoctor.heading') })).toBeVisible()
      await expect(stepHeading(page, 'findDoctor.step_location')).toBeVisible()
      await expectAccessible(page)

      // Step 0: a place (any of the seeded organisations).
      const places = page.getByRole('group', { name: t('findDoctor.location_legend') }).getByRole('checkbox')
      await places.first().check()
      const place = (await places.first().locator('xpath=..').innerText()).trim()
      await page.getByRole('button', { name: t('findDoctor.next') }).click()

      // Step 1: every rule of the contract, then the details.
      await expect(stepHeading(page, 'findDoctor.step_contact')).toBeVisible()
      await expect(page).toHaveURL(/step=1/)
      await page.getByRole('button', { name: t('findDoctor.next') }).click()
      await expect(page.getByLabel(t('findDoctor.email'))).toHaveAttribute('aria-invalid', 'true')
      // The date of birth starts empty: 1960 is where the picker starts, not a value (issue 26 #18).
      await expect(page.getByText(t('validation.required').replace('{field}', t('findDoctor.date_of_birth')))).toBeVisible()
      await expect(stepHeading(page, 'findDoctor.step_contact')).toBeVisible()
      await page.getByLabel(t('findDoctor.email')).fill(email)
      await page.getByLabel(t('findDoctor.first_name')).fill('Mira')
      await page.getByLabel(t('findDoctor.last_name')).fill('Sommer')
      await page.getByRole('combobox', { name: 'Country code' }).selectOption('DE')
      await page.getByRole('textbox', { name: t('findDoctor.phone') }).fill('30 901820')
      await chooseBirthDate(page, '1984-03-09')
      await page.getByRole('radio', { name: t('account.gender_female') }).click()
      await expectAccessible(page)
      await page.getByRole('button', { name: t('findDoctor.next') }).click()

      // Step 2: the concerns survive a reload; a file waits for the account.
      await expect(stepHeading(page, 'findDoctor.step_concerns')).toBeVisible()
      const concerns = page.getByLabel(t('findDoctor.concerns_label'))
      await concerns.fill('Headaches every morning since March.')
      await page.reload()
      await expect(stepHeading(page, 'findDoctor.step_concerns')).toBeVisible()
      await expect(concerns).toHaveValue('Headaches every morning since March.')
      await chooseFiles(page.getByLabel(t('findDoctor.files_label')), {
        name: 'mri-report.pdf',
        mimeType: 'application/pdf',
        buffer: PDF,
      })
      await expect(page.getByText(t('appointments.upload_waiting'))).toBeVisible()
      await page.getByRole('button', { name: t('findDoctor.next') }).click()

      // Step 3: the summary; Send needs the agreement.
      await expect(stepHeading(page, 'findDoctor.step_agreement')).toBeVisible()
      await expect(page.getByText(place)).toBeVisible()
      await expect(page.getByText(/Mira Sommer/)).toContainText('9 March 1984')
      await expect(page.getByText('mri-report.pdf')).toBeVisible()
      await page.getByRole('button', { name: t('findDoctor.send') }).click()
      await expect(page.getByText(t('validation.please_read_and_accept'))).toBeVisible()
      await page.getByRole('checkbox', { name: t('findDoctor.agreement_label') }).check()
      await expectAccessible(page)
      await page.getByRole('button', { name: t('findDoctor.send') }).click()

      // Sign-up, with what the form knew filled in.
      const dialog = page.getByRole('dialog')
      await expect(dialog.getByLabel('E-mail')).toHaveValue(email)
      await dialog.getByRole('button', { name: t('auth.continue') }).click()
      await expect(dialog.getByLabel('First name')).toHaveValue('Mira')
      await expect(dialog.getByLabel('Last name')).toHaveValue('Sommer')
      await dialog.getByLabel('Password', { exact: true }).fill(PATIENT_PASSWORD)
      await dialog.getByRole('checkbox').check()
      await dialog.getByRole('button', { name: t('auth.sign_up_submit') }).click()

      // The e-mail code ends at findDoctorSuccess; Continue goes back to the service.
      await expect(dialog.getByRole('heading', { name: t('auth.verify_email_title') })).toBeVisible()
      await dialog.getByLabel('Verification code').fill(codeIn(await nextMessage(request, email)))
      await dialog.getByRole('button', { name: 'Verify' }).click()
      await expect(
        dialog.getByRole('heading', {
          name: t('auth.find_doctor_success_title'),
        }),
      ).toBeVisible()
      await expectAccessible(page)
      await dialog.getByRole('button', { name: t('auth.continue') }).click()
      await expect(page).toHaveURL(/\/services\/find-me-doctor$/)

      // The request, with its file, under doctor requests.
      await page.goto('/account?slug=doctor-requests')
      const section = page.getByRole('region', {
        name: t('account.menu_doctor-requests'),
      })
      const request1 = section.getByRole('article')
      await expect(request1).toHaveCount(1)
      await expect(request1).toContainText('Headaches every morning since March.')
      await expect(request1).toContainText(t('account.request_status_1'))
      await expect(request1.getByRole('link', { name: 'mri-report.pdf' })).toHaveAttribute('href', /^\/storage\/file\/\d+$/)
      await expectAccessible(page)

      // The form starts afresh: the concerns are gone, the details come from the profile the request completed.
      await page.goto('/get-started?step=3')
      await expect(stepHeading(page, 'findDoctor.step_concerns')).toBeVisible()
      await expect(page.getByLabel(t('findDoctor.concerns_label'))).toHaveValue('')
      await page.getByRole('button', { name: t('findDoctor.back') }).click()
      await expect(page.getByLabel(t('findDoctor.first_name'))).toHaveValue('Mira')
      await expect(page.getByRole('radio', { name: t('account.gender_female') })).toBeChecked()
      await expect(page.getByRole('combobox', { name: 'Year' })).toHaveValue('1984')
      await expect(page.getByRole('combobox', { name: 'Day' })).toHaveValue('9')
    } finally {
      await deleteAccount(email)
    }
  })

  test('a signed-in patient sends a request at once; a deep link to a later step opens the first incomplete one', async ({
    page,
    createPatient,
  }) => {
    const patient = await createPatient({
      label: 'find-signed-in',
      complete: true,
    })
    await page.goto('/get-started?step=2')
    // Nothing chosen yet, but step 0 has no required answer and the profile fills step 1.
    await expect(stepHeading(page, 'findDoctor.step_concerns')).toBeVisible()
    await page.getByRole('button', { name: t('findDoctor.back') }).click()
    await expect(stepHeading(page, 'findDoctor.step_contact')).toBeVisible()
    await expect(page.getByText(patient.email)).toBeVisible()
    await expect(page.getByLabel(t('findDoctor.email'))).toHaveCount(0)
    await page.getByRole('button', { name: t('findDoctor.next') }).click()

    await page.getByLabel(t('findDoctor.concerns_label')).fill('A second opinion on my knee surgery.')
    await chooseFiles(page.getByLabel(t('findDoctor.files_label')), {
      name: 'knee.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    })
    await expect(page.getByRole('progressbar', { name: /knee\.pdf/ })).toHaveAttribute('value', '1')
    await page.getByRole('button', { name: t('findDoctor.next') }).click()
    await page.getByRole('checkbox', { name: t('findDoctor.agreement_label') }).check()
    await page.getByRole('button', { name: t('findDoctor.send') }).click()
    await expect(page.getByText(t('findDoctor.sent')).first()).toBeVisible()

    // Verified already: straight to findDoctorSuccess, then the request.
    const dialog = page.getByRole('dialog')
    await expect(
      dialog.getByRole('heading', {
        name: t('auth.find_doctor_success_title'),
      }),
    ).toBeVisible()
    await dialog.getByRole('button', { name: t('auth.continue') }).click()
    await expect(page).toHaveURL(/\/account\?slug=doctor-requests$/)
    const request1 = page.getByRole('article')
    await expect(request1).toContainText('A second opinion on my knee surgery.')
    await expect(request1.getByRole('link', { name: 'knee.pdf' })).toBeVisible()
  })

  test('in Arabic the form reads right to left and passes axe', async ({ page }) => {
    await page.goto('/ar/get-started')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: message('ar', 'findDoctor.heading'),
      }),
    ).toBeVisible()
    await expect(
      page.getByRole('heading', {
        level: 2,
        name: message('ar', 'findDoctor.step_location'),
      }),
    ).toBeVisible()
    await expectAccessible(page)
  })
})
