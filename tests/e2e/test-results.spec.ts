import { CORPUS, corpusPdf } from '../../api/tests/lab-corpus'
import { corpusPhoto } from '../../api/tests/lab-photos'
import { subscribeWithTestCard } from './appointments-api'
import type { Page } from '@playwright/test'
import { PAGE_LIMITS } from '#contract/page-limits'
import { API_URL, chooseFiles, expect, expectAccessible, gotoHydrated, reloadHydrated, signInAs, test } from './fixtures'
import { message, type Locale } from './messages'

/**
 * Test results (issue 30) as a subscriber uses them: upload a lab report, watch the five steps while
 * the API's worker reads it, see every value with its status, open a High one and read its
 * questions; the polling stops once it is ready; in German and in Arabic; a free plan gets the plans.
 */

const t = (id: string, locale: Locale = 'en') => message(locale, id)
const resultsPath = (locale: Locale, slug = 'test_results', search = '') =>
  `${locale === 'en' ? '' : `/${locale}`}/account?slug=${slug}${search}`

const german = CORPUS.find((report) => report.language === 'de')!
const english = CORPUS.find((report) => report.language === 'en')!

/** Uploads one file in the upload modal and presses Analyse once it is up. */
async function uploadAndAnalyse(page: Page, locale: Locale, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page
    .getByRole('region', { name: t('testResults.title', locale) })
    .getByRole('button', { name: t('testResults.upload', locale) })
    .click()
  const dialog = page.getByRole('dialog', { name: t('testResults.upload_title', locale) })
  await chooseFiles(dialog.getByRole('button', { name: t('testResults.choose_file', locale) }), file)
  await expect(dialog.getByText(t('testResults.uploaded', locale))).toBeVisible({ timeout: 30_000 })
  await dialog.getByRole('button', { name: t('testResults.analyse', locale) }).click()
}

/** A lab's letter with its header and notes but no table: nothing to read, so its analysis fails at once. */
const letterWithoutValues = () => corpusPdf({ ...english, rows: [] })

test.describe('test results', () => {
  // Another patient's analysis is the 404 page (the Arabic test opens one).
  test.use({ allowedConsoleErrors: /status of 404 .*\/ar\/account\?slug=test_results/ })

  test('a subscriber uploads a photo of a German lab report, watches it read, opens a high value and its questions; polling stops', async ({
    page,
    createPatient,
  }) => {
    test.slow()
    const patient = await createPatient({ label: 'test-results', complete: true })
    await subscribeWithTestCard(patient)
    // Timers under the test's hand: time flows, and can be jumped to show that nothing polls any more.
    await page.clock.install()
    await gotoHydrated(page, resultsPath('de'))
    const section = page.getByRole('region', { name: t('testResults.title', 'de') })
    await expect(section.getByText(t('testResults.empty_title', 'de'))).toBeVisible()
    await expectAccessible(page)

    // The upload modal: Analyse stays off until the one file is up; its name and size in MB are shown.
    await section.getByRole('button', { name: t('testResults.upload', 'de') }).click()
    const dialog = page.getByRole('dialog', { name: t('testResults.upload_title', 'de') })
    const analyse = dialog.getByRole('button', { name: t('testResults.analyse', 'de') })
    await expect(analyse).toBeDisabled()
    // A phone's photo of the report: askew, unevenly lit, grainy (read by OCR).
    const photo = await corpusPhoto(german)
    await chooseFiles(dialog.getByRole('button', { name: t('testResults.choose_file', 'de') }), {
      name: 'Blutbild & Stoffwechsel (Labor Dr. Müller) 2026.jpg',
      mimeType: 'image/jpeg',
      buffer: photo,
    })
    // Special characters stripped, cut to 30 and an ellipsis; the size with a German decimal comma.
    await expect(dialog.getByText('Blutbild Stoffwechsel Labor Dr…', { exact: true })).toBeVisible()
    const megabytes = (Math.round((photo.length / 1024 / 1024) * 100) / 100).toLocaleString('de', { minimumFractionDigits: 2 })
    await expect(dialog.getByText(`${megabytes} MB`)).toBeVisible()
    await expect(dialog.getByText(t('testResults.uploaded', 'de'))).toBeVisible({ timeout: 30_000 })
    await expectAccessible(page)
    // Server functions are GETs to /_serverFn/<id> (an opaque id in a production build): all of them are counted.
    const serverCalls: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/_serverFn/')) serverCalls.push(request.url())
    })
    await analyse.click()

    // The analysis' own page: the five steps while the worker reads it, then the values.
    await expect(page).toHaveURL(/slug=test_results(%2F|\/)\d+/)
    const view = page.getByRole('main')
    const values = view.getByRole('table', { name: t('testResults.values_caption', 'de') })
    // OCR takes seconds: the page asks again every 5 s, and the steps go on every 2 s meanwhile.
    await expect(view.getByText(t('testResults.preparing_title', 'de'))).toBeVisible()
    const asked = serverCalls.length
    await page.clock.runFor(5_000)
    await expect.poll(() => serverCalls.length).toBeGreaterThan(asked)
    await expectAccessible(page)
    await expect(view.locator('[aria-current="step"]')).not.toHaveText(t('testResults.step_collecting', 'de'))
    // A reload goes on where the steps were, and keeps asking by itself (no touch needed).
    await reloadHydrated(page)
    await expect(view.locator('[aria-current="step"]')).not.toHaveText(t('testResults.step_collecting', 'de'))
    await expect(values).toBeVisible({ timeout: 60_000 })
    // At least nine in ten of the printed values (the issue's bar for photos); what is not read is said.
    expect(await values.getByRole('row').count()).toBeGreaterThanOrEqual(Math.ceil(german.rows.length * 0.9) + 1)
    await expectAccessible(page)

    // Nothing asks for the analysis once it is ready: 30 s of timers, no request.
    serverCalls.length = 0
    await page.clock.runFor(30_000)
    expect(serverCalls).toEqual([])

    // A high value: its row says so; its page answers the questions in German.
    const highRow = values
      .getByRole('row')
      .filter({ hasText: t('testResults.status_High', 'de') })
      .first()
    await highRow.getByRole('link').click()
    await expect(page).toHaveURL(/biomarker=[a-z0-9_]+/)
    // It is one the report flags high.
    const biomarker = new URL(page.url()).searchParams.get('biomarker')
    expect(german.rows.find((row) => row.id === biomarker)?.flag).toBe('H')
    await expect(view.getByRole('link', { name: t('testResults.back_to_values', 'de') })).toBeVisible()
    const questions = view.getByRole('region', { name: t('testResults.questions_title', 'de') })
    const first = questions.locator('summary').first()
    await expect(first).toBeVisible()
    await first.click()
    await expect(questions.locator('details[open]')).toHaveCount(1)
    // A subscriber's recommendations open in place; the doctor banner carries the report's file.
    await questions.getByText(t('testResults.recommendations', 'de'), { exact: true }).click()
    await expect(questions.getByText(t('testResults.recommendations_text', 'de'))).toBeVisible()
    await expect(view.getByRole('link', { name: t('testResults.doctor_banner_action', 'de') })).toHaveAttribute(
      'href',
      /\/de\/services\/find-me-doctor\?filename=\d+/,
    )
    await expectAccessible(page)

    // Back in the list, the row carries the summary and opens again.
    await view.getByRole('link', { name: t('testResults.back_to_values', 'de') }).click()
    await view.getByRole('link', { name: t('testResults.back_to_list', 'de') }).click()
    await expect(section.getByRole('article')).toHaveCount(1)
    await expect(section.getByRole('article').getByText(/^\d+ von \d+ Werten außerhalb des Referenzbereichs$/)).toBeVisible()

    // The doctor banner's service passes the report on to the find-a-doctor request, which lists it.
    await section.getByRole('article').getByRole('link').click()
    await view.getByRole('link', { name: t('testResults.doctor_banner_action', 'de') }).click()
    await expect(page).toHaveURL(/\/de\/services\/find-me-doctor\?filename=\d+/)
    const fileId = new URL(page.url()).searchParams.get('filename')
    await page.getByRole('link', { name: t('services.find_me_doctor', 'de') }).click()
    await expect(page).toHaveURL(new RegExp(`/de/get-started\\?.*filename=${fileId}`))
  })

  test("in Arabic a photo's result mirrors while values, units and ranges read left to right; a free plan is led to the plans", async ({
    page,
    createPatient,
    baseURL,
  }) => {
    test.slow()
    const free = await createPatient({ label: 'test-results-free', complete: true })
    // The analysis banner in my documents leads here.
    await gotoHydrated(page, resultsPath('ar', 'my_documents'))
    await page.getByRole('link', { name: t('documents.analysis_banner_action', 'ar') }).click()
    await expect(page).toHaveURL(/\/ar\/account\?slug=test_results$/)
    const section = page.getByRole('region', { name: t('testResults.title', 'ar') })
    await expect(section.getByRole('link', { name: t('testResults.unlock', 'ar') })).toHaveAttribute('href', '/ar/subscription')
    await expect(section.getByRole('button', { name: t('testResults.upload', 'ar') })).toHaveCount(0)
    await expectAccessible(page)

    const patient = await createPatient({ label: 'test-results-ar', complete: true })
    await subscribeWithTestCard(patient)
    await gotoHydrated(page, resultsPath('ar'))
    // A phone's photo of an English report's electrolytes (a short page: OCR is most of the test's time).
    const electrolytes = ['glucose', 'creatinine', 'sodium', 'potassium', 'chloride', 'calcium']
    const shortReport = { ...english, rows: english.rows.filter((row) => electrolytes.includes(row.id)) }
    await uploadAndAnalyse(page, 'ar', { name: 'labs.jpg', mimeType: 'image/jpeg', buffer: await corpusPhoto(shortReport) })
    const view = page.getByRole('main')
    const values = view.getByRole('table', { name: t('testResults.values_caption', 'ar') })
    await expect(values).toBeVisible({ timeout: 60_000 })
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    const potassium = english.rows.find((row) => row.id === 'potassium')!
    const row = values.getByRole('row').filter({ hasText: potassium.name })
    // "5.6 mmol/L" and "3.5-5.2" stay left to right inside the Arabic table.
    await expect(row.locator('[dir="ltr"]').first()).toHaveText(`${potassium.value} ${potassium.unit}`)
    await expect(row.getByText(t('testResults.status_High', 'ar'))).toBeVisible()
    await expectAccessible(page)
    await row.getByRole('link').click()
    const questions = view.getByRole('region', { name: t('testResults.questions_title', 'ar') })
    await expect(questions.locator('summary').first()).toBeVisible()
    await expectAccessible(page)

    // Another patient opening its address gets the 404 page, not the analysis.
    const address = page.url()
    await signInAs(page.context(), baseURL!, free)
    const answer = await page.goto(address)
    expect(answer?.status()).toBe(404)
    await expect(page.getByText(potassium.name)).toHaveCount(0)
  })

  test('a report with no values is a failure screen that offers another file and deletes the result', async ({ page, createPatient }) => {
    const patient = await createPatient({ label: 'test-results-failure', complete: true })
    await subscribeWithTestCard(patient)
    await gotoHydrated(page, resultsPath('en'))
    const section = page.getByRole('region', { name: t('testResults.title') })
    await uploadAndAnalyse(page, 'en', { name: 'letter.pdf', mimeType: 'application/pdf', buffer: await letterWithoutValues() })

    const failure = page
      .getByRole('main')
      .getByRole('alert')
      .filter({ hasText: t('testResults.failure_title') })
    await expect(failure).toBeVisible({ timeout: 60_000 })
    await expect(failure.getByText(t('testResults.error_analysis_no_values'))).toBeVisible()
    await expectAccessible(page)
    // Trying again with the same file would find nothing again: it asks for another file.
    await failure.getByRole('button', { name: t('testResults.retry') }).click()
    const upload = page.getByRole('dialog', { name: t('testResults.upload_title') })
    await expect(upload).toBeVisible()
    await upload.getByRole('button', { name: t('testResults.cancel') }).click()
    await expect(upload).toHaveCount(0)

    // The list says it failed; deleting it from the failure screen asks first, then leaves the list empty.
    await page
      .getByRole('main')
      .getByRole('link', { name: t('testResults.back_to_list') })
      .click()
    await expect(section.getByRole('article').getByText(t('testResults.status_error'))).toBeVisible()
    await section.getByRole('article').getByRole('link').click()
    await failure.getByRole('button', { name: t('testResults.delete') }).click()
    const confirm = page.getByRole('dialog', { name: t('testResults.delete_title') })
    await expectAccessible(page)
    await confirm.getByRole('button', { name: t('testResults.delete') }).click()
    await expect(section.getByText(t('testResults.empty_title'))).toBeVisible()
  })

  test('the list sorts by name, and the sort chosen is kept for the next visit', async ({ page, createPatient }) => {
    const patient = await createPatient({ label: 'test-results-sort', complete: true })
    await subscribeWithTestCard(patient)
    await gotoHydrated(page, resultsPath('en'))
    const section = page.getByRole('region', { name: t('testResults.title') })
    const letter = await letterWithoutValues()
    for (const name of ['Alpha letter.pdf', 'Zeta letter.pdf']) {
      await uploadAndAnalyse(page, 'en', { name, mimeType: 'application/pdf', buffer: letter })
      await expect(page.getByRole('main').getByText(t('testResults.failure_title'))).toBeVisible({ timeout: 60_000 })
      await page
        .getByRole('main')
        .getByRole('link', { name: t('testResults.back_to_list') })
        .click()
    }
    const titles = section.getByRole('article').getByRole('heading')
    // Newest first unless chosen otherwise.
    await expect(titles).toHaveText([/^Zeta/, /^Alpha/])
    const sort = section.getByLabel(t('testResults.sort_label'))
    await sort.selectOption({ label: t('testResults.sort_a_z') })
    await expect(titles).toHaveText([/^Alpha/, /^Zeta/])
    await expect(page).toHaveURL(/[?&]sort=3/)
    await sort.selectOption({ label: t('testResults.sort_z_a') })
    await expect(titles).toHaveText([/^Zeta/, /^Alpha/])
    await sort.selectOption({ label: t('testResults.sort_oldest') })
    await expect(titles).toHaveText([/^Alpha/, /^Zeta/])

    // The next visit, with no sort in the address, is drawn by the server in the sort last chosen.
    await gotoHydrated(page, resultsPath('en'))
    await expect(sort).toHaveValue('1')
    await expect(titles).toHaveText([/^Alpha/, /^Zeta/])
  })

  test('the list pages by ten in the chosen sort, each page an address of its own: next, previous, and back', async ({
    page,
    createPatient,
  }) => {
    const patient = await createPatient({ label: 'test-results-pages', complete: true })
    const perPage = PAGE_LIMITS.analyses.defaultLimit
    const titles = Array.from({ length: perPage + 1 }, (_, index) => `Blood count ${String(index + 1).padStart(2, '0')}.pdf`)
    const made = await fetch(`${API_URL}/__test/users/${patient.userId}/analyses`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ titles }),
    })
    expect(made.status).toBe(201)
    // A to Z, so which one is on the second page is known.
    await gotoHydrated(page, resultsPath('en', 'test_results', '&sort=3'))
    const section = page.getByRole('region', { name: t('testResults.title') })
    const headings = section.getByRole('article').getByRole('heading')
    const pager = section.getByRole('navigation', { name: t('testResults.pages') })
    await expect(headings).toHaveCount(perPage)
    await expect(headings.first()).toHaveText(/^Blood count 01/)
    await expect(pager.getByText('Page 1 of 2')).toBeVisible()
    await expect(pager.getByRole('link', { name: t('testResults.page_previous') })).toHaveAttribute('aria-disabled', 'true')
    await pager.getByRole('link', { name: t('testResults.page_next') }).click()
    await expect(page).toHaveURL(/[?&]list_page=2(&|$)/)
    await expect(page).toHaveURL(/[?&]sort=3(&|$)/)
    await expect(headings).toHaveText([/^Blood count 11/])
    await expect(pager.getByText('Page 2 of 2')).toBeVisible()
    await expect(pager.getByRole('link', { name: t('testResults.page_next') })).toHaveAttribute('aria-disabled', 'true')
    await expectAccessible(page)
    await page.goBack()
    await expect(headings).toHaveCount(perPage)
    await expect(pager.getByText('Page 1 of 2')).toBeVisible()
    await page.goForward()
    await expect(headings).toHaveText([/^Blood count 11/])
    // By keyboard: "previous" reaches the first page, where it is disabled, and the focus stays in the pager.
    // The section hydrates when the patient starts on it (ADR 0024: here, the focus a Tab brings).
    const previous = pager.getByRole('link', { name: t('testResults.page_previous') })
    await previous.focus()
    await expect(pager.locator('xpath=ancestor::*[@data-hydrate-later][1]')).toHaveAttribute('data-hydrated', '')
    await previous.press('Enter')
    await expect(page).not.toHaveURL(/list_page=/)
    await expect(headings).toHaveCount(perPage)
    await expect(pager.getByRole('link', { name: t('testResults.page_next') })).toBeFocused()
    // An address past the end is answered with the last page.
    await gotoHydrated(page, resultsPath('en', 'test_results', '&sort=3&list_page=7'))
    await expect(page).toHaveURL(/[?&]list_page=2(&|$)/)
    await expect(headings).toHaveText([/^Blood count 11/])
  })
})
