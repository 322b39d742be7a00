import { readFileSync } from 'node:fs'
import type { Locator, Page } from '@playwright/test'
import { expect, gotoHydrated, test } from './fixtures'

type Locale = 'en' | 'ar'

/** A translated string (`namespace.key`) from the app's own message files. */
function message(locale: Locale, id: string): string {
  const [namespace, key] = id.split('.') as [string, string]
  return JSON.parse(readFileSync(`src/i18n/messages/${locale}/${namespace}.json`, 'utf8'))[key]
}

/**
 * Nothing leads to a 404 (issue 10): every link the header, footer, mobile menu, profile drawer, home
 * page and account menu show answers 200, signed out and signed in, in a left-to-right and the
 * right-to-left language. A link to a page nobody has built yet fails here.
 */
const LOCALES = [
  { locale: 'en', prefix: '' },
  { locale: 'ar', prefix: '/ar' },
] as const

const DESKTOP = { width: 1280, height: 900 }
const PHONE = { width: 390, height: 844 }

/** The internal hrefs of the links inside a region (external, mail and phone links are not ours to check). */
async function internalHrefs(page: Page, region: Locator): Promise<string[]> {
  const origin = new URL(page.url()).origin
  const hrefs = await region.locator('a[href]').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href))
  return hrefs
    .filter((href) => new URL(href).origin === origin)
    .map((href) => {
      const url = new URL(href)
      return `${url.pathname}${url.search}`
    })
}

/** Each path answers 200 (after any redirect, e.g. a private page sending a visitor to log in). */
async function expectAllAnswer(page: Page, found: Map<string, string>) {
  const broken: string[] = []
  for (const [path, where] of found) {
    const response = await page.request.get(path)
    if (response.status() !== 200) broken.push(`${path} (from ${where}) answered ${response.status()}`)
  }
  expect(broken, 'links that do not lead to a page').toEqual([])
}

async function collect(page: Page, found: Map<string, string>, where: string, region: Locator) {
  await expect(region.first()).toBeVisible()
  for (const href of await internalHrefs(page, region)) if (!found.has(href)) found.set(href, where)
}

async function crawl(page: Page, locale: Locale, prefix: string, signedIn: boolean): Promise<Map<string, string>> {
  const found = new Map<string, string>()

  await page.setViewportSize(DESKTOP)
  await gotoHydrated(page, prefix || '/')
  await collect(page, found, 'header', page.getByRole('banner'))
  await collect(page, found, 'home', page.getByRole('main'))
  await collect(page, found, 'footer', page.getByRole('contentinfo'))

  if (signedIn) {
    await page
      .getByRole('banner')
      .getByRole('button', { name: message(locale, 'auth.profile_menu') })
      .click()
    const drawer = page.getByRole('dialog')
    await collect(page, found, 'profile drawer', drawer)
    await page.keyboard.press('Escape')
    await expect(drawer).toHaveCount(0)

    await gotoHydrated(page, `${prefix}/account`)
    await collect(page, found, 'account menu', page.getByRole('navigation', { name: message(locale, 'account.menu') }))
  }

  await page.setViewportSize(PHONE)
  await gotoHydrated(page, prefix || '/')
  // The menu button is a <summary> (ADR 0020): found by its label.
  const menuButton = page.getByRole('banner').getByLabel(message(locale, 'layout.menu_open'))
  const panel = page.locator(`[id="${await menuButton.getAttribute('aria-controls')}"]`)
  await menuButton.click()
  await expect(panel).toBeVisible()
  await collect(page, found, 'mobile menu', panel)
  return found
}

for (const { locale, prefix } of LOCALES) {
  test(`every link in header, footer, mobile menu and home answers 200 for a visitor (${locale})`, async ({ page }) => {
    test.slow() // a crawl loads dozens of pages: three times the usual budget
    const found = await crawl(page, locale, prefix, false)
    // The crawl really read the regions: home, doctors, services and the three legal pages at least.
    expect(found.size).toBeGreaterThanOrEqual(6)
    await expectAllAnswer(page, found)
  })

  test(`every link in header, footer, mobile menu, profile drawer, home and account menu answers 200 signed in (${locale})`, async ({
    page,
    createPatient,
  }) => {
    test.slow() // a crawl loads dozens of pages: three times the usual budget
    await createPatient({ label: 'links' })
    const found = await crawl(page, locale, prefix, true)
    expect([...found.keys()].some((path) => path.includes('/account?slug='))).toBe(true)
    await expectAllAnswer(page, found)
  })
}

test.describe('no dead ends', () => {
  test('the account menu lists only built sections, and on a phone the form starts on the first screen', async ({
    page,
    createPatient,
  }) => {
    await createPatient({ label: 'menu' })
    await page.setViewportSize(PHONE)
    await page.goto('/account')
    const menu = page.getByRole('navigation', { name: message('en', 'account.menu') })
    // The profile's five (appointments, doctor requests, personal information, settings, billing and plans),
    // the medical card's five (its overview, my documents, test results, health details, doctor reports).
    await expect(menu.getByRole('link')).toHaveCount(10)
    await expect(menu.getByRole('listitem')).toHaveCount(10)
    const firstName = page.getByLabel(message('en', 'account.first_name'), { exact: true })
    await expect(firstName).toBeVisible()
    const box = await firstName.boundingBox()
    expect(box!.y + box!.height, 'the first field of the form is on the first screen').toBeLessThanOrEqual(PHONE.height)
  })

  test('/health has a page header whose close link goes back to where the patient came from', async ({ page, createPatient }) => {
    await createPatient({ label: 'health-close', gender: 1 })
    const close = page.getByRole('banner').getByRole('link', { name: message('en', 'layout.close_page') })

    // From the health summary, through two steps of the questionnaire, and closed: back at the summary.
    await gotoHydrated(page, '/account?slug=health_details')
    await page.getByRole('link', { name: message('en', 'health.lets_start') }).click()
    await expect(page).toHaveURL(/\/health\?step=1$/)
    await page.getByLabel(message('en', 'health.label_height'), { exact: true }).fill('180')
    await page.getByRole('radio', { name: message('en', 'health.option_cm'), exact: true }).check()
    await page.getByRole('button', { name: message('en', 'health.next') }).click()
    await expect(page).toHaveURL(/\/health\?step=2$/)
    await close.click()
    await expect(page).toHaveURL(/\/account\?slug=health_details$/)

    // A given path (checked by the safe-redirect rule) wins; a foreign one is ignored.
    await page.goto('/health?step=1&returnTo=%2Fdoctors')
    await close.click()
    await expect(page).toHaveURL(/\/doctors$/)
    await page.goto('/health?returnTo=https%3A%2F%2Fevil.example%2F')
    await expect(close).toHaveAttribute('href', '/account?slug=health_details')

    // Opened directly (nothing to go back to): the health section of the account, in the page's language.
    await page.goto('/ar/health')
    const arabicClose = page.getByRole('banner').getByRole('link', { name: message('ar', 'layout.close_page') })
    await expect(arabicClose).toHaveAttribute('href', '/ar/account?slug=health_details')
    await arabicClose.click()
    await expect(page).toHaveURL(/\/ar\/account\?slug=health_details$/)
  })

  test('/health?step=99 is corrected in the address to the last step there is', async ({ page, createPatient }) => {
    await createPatient({ label: 'health-step', gender: 2 })
    await page.goto('/health?step=99')
    const total = await page.getByRole('progressbar').getAttribute('aria-valuemax')
    expect(Number(total)).toBeGreaterThan(1)
    await expect(page).toHaveURL(new RegExp(`/health\\?step=${total}$`))
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', total!)
  })
})
