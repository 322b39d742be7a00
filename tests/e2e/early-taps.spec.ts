import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { API_URL, expect, expectAccessible, expectHydrated, test } from './fixtures'

const messages = (locale: string, namespace: string): Record<string, string> =>
  JSON.parse(readFileSync(`src/i18n/messages/${locale}/${namespace}.json`, 'utf8'))
const deLayout = messages('de', 'layout')
const deDoctors = messages('de', 'doctors')
const contact = messages('en', 'contact')
const doctors = messages('en', 'doctors')
const account = messages('en', 'account')
const health = messages('en', 'health')

/**
 * Issue 10, ADR 0020: on a slow phone the first tap comes before hydration (ADR 0005 defers part of
 * it further). Each test opens the page, and without waiting for any script, taps as soon as the
 * control is visible; the tap must take effect whether hydration has happened by then or not.
 */

const PHONE = { width: 390, height: 844 }
/** Longer than the doctor name search's debounce (SEARCH_DEBOUNCE_MS, 400 ms). */
const SLOWER_THAN_THE_DEBOUNCE_MS = 1_500
/** A full page load and hydration on a 4× slower CPU, on a shared machine. */
const EFFECT_TIMEOUT = 30_000

async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
}

/** Navigates and returns as soon as the response starts: no waiting for load or hydration. */
async function openEarly(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' })
}

/**
 * Holds back the page's JavaScript until `release()` is called: a tap issued before that certainly
 * comes before hydration, however fast the machine is; the release then lets hydration happen.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/.+\.js(\?|$)/, async (route) => {
    await released
    await route.continue()
  })
  return release
}

const cards = (page: Page) => page.getByRole('main').getByRole('article')
/** By its text: a button in the old code, a link now. */
const loadMore = (page: Page) => page.getByRole('main').getByText('Load more', { exact: true })

test.describe('early taps on a throttled phone', () => {
  test.use({ viewport: PHONE })

  test.beforeEach(async ({ page }) => throttle(page))

  test('load more on /doctors shows the next doctors', async ({ page }) => {
    await openEarly(page, '/doctors')
    await loadMore(page).click()
    await expect(page).toHaveURL(/[?&]shown=10\b/, { timeout: EFFECT_TIMEOUT })
    await expect(cards(page)).toHaveCount(10, { timeout: EFFECT_TIMEOUT })
  })

  test("load more on a service's doctor list shows 10 more", async ({ page }) => {
    await openEarly(page, '/services/online-video-consultation')
    await loadMore(page).click()
    await expect(page).toHaveURL(/[?&]shown=20\b/, { timeout: EFFECT_TIMEOUT })
    await expect(cards(page)).not.toHaveCount(10, { timeout: EFFECT_TIMEOUT })
  })

  test('the mobile menu opens, and once hydrated Escape closes it', async ({ page }) => {
    await openEarly(page, '/')
    const header = page.getByRole('banner')
    await header.getByLabel('Open menu').click()
    const panelLink = header
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Doctors', exact: true })
      .filter({ visible: true })
    await expect(panelLink).toBeVisible({ timeout: EFFECT_TIMEOUT })

    // After hydration the menu is in the state the early tap left, with its label and Escape.
    await expectHydrated(page, { timeout: EFFECT_TIMEOUT })
    await expect(header.getByLabel('Close menu')).toBeVisible({ timeout: EFFECT_TIMEOUT })
    await expectAccessible(page)
    await page.keyboard.press('Escape')
    await expect(panelLink).toBeHidden()
    await expect(header.getByLabel('Open menu')).toBeFocused()
  })

  test('Enter in the header search opens the doctor list for the term, keeping the language', async ({ page }) => {
    await openEarly(page, '/de')
    const header = page.getByRole('banner')
    await header.getByLabel(deLayout.menu_open!).click()
    const search = header.getByRole('search').filter({ visible: true }).getByRole('combobox')
    await search.fill('Berg')
    await search.press('Enter')
    await expect(page).toHaveURL(/\/de\/doctors\?search=Berg$/, { timeout: EFFECT_TIMEOUT })
    await expect(page.getByRole('searchbox', { name: deDoctors.search_label! })).toHaveValue('Berg', { timeout: EFFECT_TIMEOUT })
  })

  test('the language switcher in the mobile menu opens its menu, tapped before hydration', async ({ page }) => {
    const release = await holdScripts(page)
    await openEarly(page, '/')
    const header = page.getByRole('banner')
    await header.getByLabel('Open menu').click()
    await header
      .getByRole('button', { name: /^Language:/ })
      .filter({ visible: true })
      .click()
    release()
    await expect(page.getByRole('menuitemradio', { name: 'Deutsch' })).toBeVisible({ timeout: EFFECT_TIMEOUT })
  })
})

test('Enter in the desktop header search opens the doctor list, before and after hydration alike', async ({ page }) => {
  await throttle(page)
  await openEarly(page, '/doctors?shown=10')
  const search = page.getByRole('banner').getByRole('search').filter({ visible: true }).getByRole('combobox')
  await search.fill('Berg')
  await search.press('Enter')
  await expect(page).toHaveURL(/\/doctors\?search=Berg$/, { timeout: EFFECT_TIMEOUT })
})

test('a date of birth picked before hydration is kept whole, day and month as well as the year (issue 26 #18)', async ({
  page,
  createPatient,
}) => {
  const patient = await createPatient({ label: 'early-birth' })
  const release = await holdScripts(page)
  await openEarly(page, '/account?slug=personal-information')
  const select = (name: string) => page.getByRole('combobox', { name, exact: true })
  // Nothing is chosen, and the year list opens at its chosen option: the empty "Year" stands among
  // adults' years (before the year of a 50-year-old), not above the newest.
  const fifty = new Date().getUTCFullYear() - 50
  await expect(select('Year')).toHaveValue('')
  expect(
    await select('Year').evaluate((year: HTMLSelectElement) => [-1, 0, 1].map((step) => year.options[year.selectedIndex + step]?.value)),
  ).toEqual([String(fifty + 1), '', String(fifty)])
  await select('Day').selectOption('23')
  await select('Month').selectOption('7')
  await select('Year').selectOption('1981')
  release()
  // The pointer moving on (to Save) wakes the section once its code is there, and the section hands
  // the early picks over (ADR 0026). Moves made before the code listens wake nothing: move again.
  const section = page.locator('[data-hydrate-later][data-hydrated]').filter({ has: select('Day') })
  await expect(async () => {
    await page.getByRole('heading', { level: 1 }).hover()
    await page.getByRole('button', { name: account.save }).hover()
    await expect(section).toHaveCount(1, { timeout: 1_000 })
  }).toPass({ timeout: 30_000 })
  await expect(select('Day')).toHaveValue('23')
  await expect(select('Month')).toHaveValue('7')
  await expect(select('Year')).toHaveValue('1981')
  // The rest of what the form requires, then saved.
  await page.getByRole('textbox', { name: account.phone }).fill('20 7946 0958')
  await page.getByRole('radio', { name: account.gender_female }).check()
  await page.getByRole('button', { name: account.save }).click()
  await expect(page.getByText(account.personal_information_success!, { exact: true }).first()).toBeVisible({ timeout: 30_000 })
  const stored = await fetch(`${API_URL}/__test/users?email=${encodeURIComponent(patient.email)}`).then((response) => response.json())
  expect(stored.data).toMatchObject({ dateOfBirth: '1981-07-23' })
})

test('the desktop Log in menu opens when tapped before hydration', async ({ page }) => {
  await throttle(page)
  const release = await holdScripts(page)
  await openEarly(page, '/')
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).filter({ visible: true }).click()
  release()
  await expect(page.getByRole('menuitem', { name: 'Patient login' })).toBeVisible({ timeout: EFFECT_TIMEOUT })
})

test('a name typed into the header search before hydration is kept and searched', async ({ page }) => {
  const release = await holdScripts(page)
  await openEarly(page, '/')
  const search = page.getByRole('banner').getByRole('search').filter({ visible: true }).getByRole('combobox')
  await search.fill('Keller')
  release()
  await expect(page.getByRole('option', { name: /Keller/ }).first()).toBeVisible({ timeout: EFFECT_TIMEOUT })
  await expect(search).toHaveValue('Keller')
})

// ADR 0026: a form or filter whose code loads on interaction works in its server HTML meanwhile.
test.describe('deferred forms before their code arrived', () => {
  test('a contact request typed and sent early is sent as typed, and its fields never reach the URL', async ({ page }) => {
    const release = await holdScripts(page)
    await openEarly(page, '/contact-us')
    const email = `early.${Date.now()}@example.com`
    await page.getByLabel(contact.first_name!, { exact: true }).fill('Early')
    await page.getByLabel(contact.last_name!, { exact: true }).fill('Sender')
    await page.getByLabel(contact.phone!, { exact: true }).fill('+49 30 1234567')
    await page.getByLabel(contact.email!, { exact: true }).fill(email)
    await page.getByLabel(contact.description!, { exact: true }).fill('Sent before the form hydrated.')
    await page.getByRole('button', { name: contact.submit }).click()
    expect(new URL(page.url()).search).toBe('')
    release()
    await expect(page.getByText(contact.success!, { exact: true })).toBeVisible({ timeout: EFFECT_TIMEOUT })
    await expect(page.getByLabel(contact.email!, { exact: true })).toHaveValue('')
    expect(new URL(page.url()).search).toBe('')
  })

  test('a specialty picked and a name typed early on /doctors are applied once the filters load', async ({ page }) => {
    const release = await holdScripts(page)
    await openEarly(page, '/doctors')
    const specialty = page.getByRole('main').getByLabel(doctors.specialty_label!, { exact: true })
    const value = await specialty.locator('option').nth(1).getAttribute('value')
    await specialty.selectOption(value!)
    await page.getByRole('main').getByRole('searchbox').fill('a')
    // The specialty's list loads slower than the name search's debounce, as on a busy server: the
    // search must not land on the URL it started from and drop the specialty.
    await page.route(/\/_serverFn\//, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, SLOWER_THAN_THE_DEBOUNCE_MS))
      await route.continue()
    })
    release()
    await expect(page).toHaveURL(new RegExp(`[?&]specialty=${value}(&|$)`), { timeout: EFFECT_TIMEOUT })
    await expect(page).toHaveURL(/[?&]search=a(&|$)/, { timeout: EFFECT_TIMEOUT })
  })

  // Issue 26 #7: a specialty is all the German patient picked, the moment the list appeared; no text was
  // typed, so nothing had focus inside the filters when the page hydrated.
  test('a specialty picked alone before hydration is applied', async ({ page }) => {
    const release = await holdScripts(page)
    await openEarly(page, '/doctors')
    const specialty = page.getByRole('main').getByLabel(doctors.specialty_label!, { exact: true })
    const value = await specialty.locator('option').nth(1).getAttribute('value')
    await specialty.selectOption(value!)
    release()
    await expect(page).toHaveURL(new RegExp(`[?&]specialty=${value}(&|$)`), { timeout: EFFECT_TIMEOUT })
    await expect(specialty).toHaveValue(value!)
  })

  test('a phone number typed and saved early in the account is saved as typed', async ({ page, createPatient }) => {
    // The date of birth is required and starts empty; this patient has one, the test is about the phone.
    const patient = await createPatient({ dateOfBirth: '1981-07-23' })
    const release = await holdScripts(page)
    await openEarly(page, '/account?slug=personal-information')
    await page.getByLabel(account.first_name!, { exact: true }).fill('Early')
    // The picker's full list comes with the code; the number starts at the language's country (GB).
    await page.getByRole('textbox', { name: account.phone }).fill('20 7946 0958')
    await page.getByRole('radio', { name: account.gender_female }).check()
    await page.getByRole('button', { name: account.save }).click()
    expect(new URL(page.url()).search).toBe('?slug=personal-information')
    release()
    await expect(page.getByText(account.personal_information_success!, { exact: true }).first()).toBeVisible({ timeout: EFFECT_TIMEOUT })
    const stored = await fetch(`${API_URL}/__test/users?email=${encodeURIComponent(patient.email)}`).then((response) => response.json())
    expect(stored.data).toMatchObject({ firstName: 'Early', phone: '+442079460958', dateOfBirth: '1981-07-23', gender: 2 })
  })

  test('a health answer typed and sent before the questionnaire hydrated is saved, and the next step shows', async ({
    page,
    createPatient,
  }) => {
    // The questionnaire's code (the form hook) loads only when the patient starts on it (ADR 0054).
    const patient = await createPatient({ label: 'early-health', gender: 1 })
    const release = await holdScripts(page)
    await openEarly(page, '/health?step=1')
    await page.getByLabel(health.label_height!, { exact: true }).fill('172')
    // The browser's region (en-US: inches) preselected the unit in the server render; another is picked early too.
    await page.getByRole('radio', { name: health.option_cm, exact: true }).check()
    await page.getByRole('button', { name: health.next }).click()
    expect(new URL(page.url()).search).toBe('?step=1')
    release()
    await expect(page.getByText('Step 2 of 12')).toBeVisible({ timeout: EFFECT_TIMEOUT })
    const stored = await fetch(`${API_URL}/__test/users?email=${encodeURIComponent(patient.email)}`).then((response) => response.json())
    expect(stored.data.healthInfo).toMatchObject({ height: 172, heightUnit: 'cm' })
  })

  test('the two-factor switch tapped before the settings hydrated asks for the password', async ({ page, createPatient }) => {
    await createPatient()
    const release = await holdScripts(page)
    await openEarly(page, '/account?slug=settings')
    await page.getByRole('switch', { name: account.two_factor }).click()
    release()
    await expect(page.getByRole('dialog', { name: account.two_factor_setup_title })).toBeVisible({ timeout: EFFECT_TIMEOUT })
  })
})

test.describe("the signed-in header's buttons, tapped before their part has hydrated", () => {
  // The profile button and the bell are server-rendered in a lazy part whose code comes after the
  // root's: a tap there before it hydrated was lost (the patient tapped again, or gave up).
  for (const { name, opens } of [
    { name: 'Profile menu', opens: (page: Page) => page.getByRole('dialog').getByRole('link').first() },
    { name: /^Notifications/, opens: (page: Page) => page.getByRole('dialog') },
  ]) {
    test(`${String(name)} opens once the page has hydrated`, async ({ page, createPatient }) => {
      await createPatient({ label: 'early-header' })
      const release = await holdScripts(page)
      await openEarly(page, '/appointments')
      await page.getByRole('banner').getByRole('button', { name }).click()
      release()
      await expectHydrated(page, { timeout: EFFECT_TIMEOUT })
      await expect(opens(page)).toBeVisible({ timeout: EFFECT_TIMEOUT })
    })
  }
})
