import type { Page } from '@playwright/test'
import { calendarDoctor, completedWithReport } from './appointments-api'
import { expect, expectAccessible, gotoHydrated, test } from './fixtures'
import { message } from './messages'

/**
 * The medical card and doctor reports (issue 29, spec part 2 §2): the card's two tabs and their tiles,
 * the account menu's medical-card group, doctor reports with their day filter, in English and Arabic.
 */
const t = (id: string) => message('en', id)

/** Opens a page that answers 200, once hydrated. */
async function open(page: Page, path: string) {
  const response = await gotoHydrated(page, path)
  expect(response?.status()).toBe(200)
}

/** A calendar day (YYYY-MM-DD) in a zone, `offset` days from today there. */
function dayIn(zone: string, offset = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date())
  const day = new Date(`${today}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() + offset)
  return day.toISOString().slice(0, 10)
}

/** "26 November 2026": a calendar day as the English page writes it. */
const writtenDay = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(`${day}T00:00:00Z`))

test.describe('the medical card', () => {
  test('its two tabs show tiles to the built sections, and the account menu has a medical card group', async ({ page, createPatient }) => {
    await createPatient({ label: 'med-card', complete: true })
    await open(page, '/account?slug=med_card')
    await expect(page.getByRole('heading', { level: 2, name: t('medCard.title') })).toBeVisible()

    // My health first: my documents, test results and health details (activity tracking is not built).
    const myHealth = page.getByRole('tab', { name: t('medCard.tab_my_health') })
    await expect(myHealth).toHaveAttribute('aria-selected', 'true')
    const tiles = page.getByRole('tabpanel').getByRole('link')
    await expect(tiles).toHaveCount(3)
    await expect(tiles.nth(0)).toHaveAttribute('href', '/account?slug=my_documents')
    await expect(tiles.nth(0)).toContainText(t('medCard.tile_my_documents_text'))
    await expect(tiles.nth(1)).toHaveAttribute('href', '/account?slug=test_results')
    await expect(tiles.nth(2)).toHaveAttribute('href', '/account?slug=health_details')
    await expectAccessible(page)

    // The account menu: the profile group, then the medical card's with its overview as the current page.
    const menu = page.getByRole('navigation', { name: t('account.menu') })
    await expect(menu.getByRole('group', { name: t('medCard.menu_group_profile') }).getByRole('link')).toHaveCount(5)
    const cardGroup = menu.getByRole('group', { name: t('medCard.menu_group_med_card') })
    await expect(cardGroup.getByRole('link')).toHaveText([
      t('medCard.menu_overview'),
      t('account.menu_my_documents'),
      t('account.menu_test_results'),
      t('account.menu_health_details'),
      t('account.menu_doctor_reports'),
    ])
    await expect(cardGroup.getByRole('link', { name: t('medCard.menu_overview') })).toHaveAttribute('aria-current', 'page')
    await expect(menu.locator('[aria-current]')).toHaveCount(1)

    // My reports: doctor reports (AI reports are not built); the tab is in the address.
    await page.getByRole('tab', { name: t('medCard.tab_my_reports') }).click()
    await expect(page).toHaveURL(/[?&]tab=my_reports/)
    await expect(tiles).toHaveCount(1)
    await tiles.first().click()
    await expect(page).toHaveURL(/\/account\?slug=doctor_reports$/)
    await expect(page.getByRole('heading', { level: 2, name: t('medCard.reports_title') })).toBeVisible()
    await expect(cardGroup.getByRole('link', { name: t('account.menu_doctor_reports') })).toHaveAttribute('aria-current', 'page')

    // A reload keeps the tab; the tile of my health leads to its section.
    await open(page, '/account?slug=med_card&tab=my_reports')
    await expect(page.getByRole('tab', { name: t('medCard.tab_my_reports') })).toHaveAttribute('aria-selected', 'true')
    await myHealth.click()
    await expect(page).not.toHaveURL(/tab=/)
    await tiles.nth(2).click()
    await expect(page).toHaveURL(/\/account\?slug=health_details$/)
    await expect(cardGroup.getByRole('link', { name: t('account.menu_health_details') })).toHaveAttribute('aria-current', 'page')

    // The profile drawer groups its menu the same way and marks the same section.
    await page.getByRole('button', { name: message('en', 'auth.profile_menu') }).click()
    const drawerGroup = page.getByRole('dialog').getByRole('group', { name: message('en', 'auth.menu_med_card') })
    await expect(drawerGroup.getByRole('link', { name: message('en', 'auth.menu_health_details') })).toHaveAttribute('aria-current', 'page')
    await expect(drawerGroup.getByRole('link', { name: message('en', 'auth.menu_overview') })).toHaveAttribute(
      'href',
      '/account?slug=med_card',
    )
  })

  test('in Arabic: right to left and translated', async ({ page, createPatient }) => {
    await createPatient({ label: 'med-card-ar', complete: true })
    await open(page, '/ar/account?slug=med_card')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    await expect(page.getByRole('heading', { level: 2, name: message('ar', 'medCard.title') })).toBeVisible()
    await expect(page.getByRole('tab', { name: message('ar', 'medCard.tab_my_health') })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel').getByRole('link').first()).toContainText(message('ar', 'medCard.tile_my_documents'))
    await page.getByRole('tab', { name: message('ar', 'medCard.tab_my_reports') }).click()
    await page.getByRole('tabpanel').getByRole('link').first().click()
    await expect(page).toHaveURL(/\/ar\/account\?slug=doctor_reports$/)
    await expect(page.getByText(message('ar', 'medCard.empty'))).toBeVisible()
    await expect(page.getByRole('link', { name: message('ar', 'medCard.back_to_med_card') })).toHaveAttribute(
      'href',
      '/ar/account?slug=med_card',
    )
    await expectAccessible(page)
  })
})

test.describe('doctor reports', () => {
  test('lists a consultation with its report, narrowed to a day up to today; back goes to the medical card', async ({
    page,
    createPatient,
  }) => {
    // A complete test patient lives in Berlin: the days are Berlin's.
    const patient = await createPatient({ label: 'doctor-reports', complete: true })
    const zone = 'Europe/Berlin'
    await open(page, '/account?slug=doctor_reports')
    await expect(page.getByText(t('medCard.empty'))).toBeVisible()

    await completedWithReport(patient, { name: 'ecg-report.pdf', body: '%PDF-1.4\n%%EOF' })
    await open(page, '/account?slug=doctor_reports')
    const doctor = calendarDoctor()
    const row = page.getByRole('article', { name: new RegExp(doctor.name) })
    await expect(row).toBeVisible()
    await expect(row).toContainText(doctor.specialty)
    await expect(row).toContainText(/Appointment on \d{1,2} \w+ \d{4}/)
    // The written report downloads as a PDF; the report file opens to view in a new tab.
    const pdf = row.getByRole('link', { name: new RegExp(t('medCard.report_pdf').replace(/[()]/g, '\\$&')) })
    await expect(pdf).toHaveAttribute('href', /^\/appointments-reports\/pdf\/\d+\?lang=en$/)
    const [download] = await Promise.all([page.waitForEvent('download'), pdf.click()])
    expect(download.suggestedFilename()).toMatch(/^report-\d+\.pdf$/)
    const file = row.getByRole('link', { name: /ecg-report\.pdf/ })
    await expect(file).toHaveAttribute('href', /^\/storage\/file\/\d+$/)
    await expect(file).toHaveAttribute('target', '_blank')
    await expectAccessible(page)

    // The day filter: today has the report, yesterday none; a later day cannot be chosen.
    const day = page.getByLabel(t('medCard.filter_day'))
    const today = dayIn(zone)
    await expect(day).toHaveAttribute('max', today)
    await day.fill(today)
    await expect(page).toHaveURL(new RegExp(`[?&]date=${today}`))
    await expect(row).toBeVisible()
    const yesterday = dayIn(zone, -1)
    await day.fill(yesterday)
    await expect(page).toHaveURL(new RegExp(`[?&]date=${yesterday}`))
    await expect(page.getByText(t('medCard.empty_day').replace('{date}', writtenDay(yesterday)))).toBeVisible()
    await expect(row).toHaveCount(0)
    await day.fill(dayIn(zone, 1))
    await expect(day).toHaveValue(yesterday)
    await expect(page).toHaveURL(new RegExp(`[?&]date=${yesterday}`))

    // A reload keeps the day (the first HTML has the list); clearing it shows every report again.
    await open(page, `/account?slug=doctor_reports&date=${today}`)
    await expect(row).toBeVisible()
    await page.getByRole('button', { name: t('medCard.filter_clear') }).click()
    await expect(page).not.toHaveURL(/date=/)
    await expect(row).toBeVisible()

    // A day the filter cannot take, written in the address (no such day, a later one), is no day.
    for (const date of ['2026-02-30', dayIn(zone, 1)]) {
      await open(page, `/account?slug=doctor_reports&date=${date}`)
      await expect(row).toBeVisible()
      await expect(day).toHaveValue('')
    }

    await page.getByRole('link', { name: t('medCard.back_to_med_card') }).click()
    await expect(page).toHaveURL(/\/account\?slug=med_card$/)
    await expect(page.getByRole('heading', { level: 2, name: t('medCard.title') })).toBeVisible()
  })
})
