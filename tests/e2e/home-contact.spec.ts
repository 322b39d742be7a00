import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { API_URL, expect, expectAccessible, gotoHydrated, test } from './fixtures'

/** The English strings, read from the same message files the app uses. */
function messages(namespace: string): Record<string, string> {
  return JSON.parse(readFileSync(`src/i18n/messages/en/${namespace}.json`, 'utf8'))
}
const home = messages('home')
const contact = messages('contact')
const validation = messages('validation')
const required = (label: string) => validation.required!.replace('{field}', label)

/** Opens a page that answers 200, once hydrated. */
async function open(page: Page, path: string) {
  const response = await gotoHydrated(page, path)
  expect(response?.status()).toBe(200)
}

test.describe('home', () => {
  test('renders the hero, service tiles, QR code and seven reviews', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: home.hero_title })).toBeVisible()
    await expect(page.getByRole('link', { name: home.get_started })).toHaveAttribute('href', '/get-started')

    for (const label of [home.figure_years, home.figure_specialties, home.figure_customers, home.figure_minutes]) {
      await expect(page.getByText(label!, { exact: true })).toBeVisible()
    }
    await expect(page.getByText('10,000+', { exact: true })).toBeVisible()

    const qr = page.getByRole('img', { name: /\/mobile-app$/ })
    await expect(qr).toBeVisible()
    await expect(qr.locator('svg')).toHaveCount(1)
    await expect(qr).toHaveAttribute('aria-label', /^QR code linking to http:\/\/127\.0\.0\.1:\d+\/mobile-app$/)

    const reviews = page.getByRole('region', { name: home.reviews_heading })
    await expect(reviews.getByRole('group', { name: /^\d of 7$/ })).toHaveCount(7)
    await expect(reviews.getByRole('img', { name: 'Rated 4.8 out of 5' })).toHaveCount(2)
    await expect(reviews.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(3)
  })

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } })

    // Issue 26 #19: a phone cannot scan itself; the deployment's store pages (APP_STORE_URL, PLAY_STORE_URL) instead.
    test('shows the store buttons instead of the QR code, and the QR code’s page has them too', async ({ page }) => {
      await open(page, '/')
      const app = page.getByRole('region', { name: home.app_heading })
      await app.scrollIntoViewIfNeeded()
      await expect(app.getByRole('link', { name: /App Store/ })).toHaveAttribute(
        'href',
        'https://apps.apple.com/app/medconsult/id6477123456',
      )
      await expect(app.getByRole('link', { name: /Google Play/ })).toHaveAttribute(
        'href',
        'https://play.google.com/store/apps/details?id=com.medconsult.patient',
      )
      await expect(page.getByTestId('mobile-app-qr')).toBeHidden()
      await expect(page.getByRole('contentinfo').getByRole('link', { name: /Google Play/ })).toHaveAttribute(
        'href',
        /^https:\/\/play\.google\.com\//,
      )
      // Where the QR code leads: the same buttons, not a 404.
      await open(page, '/mobile-app')
      await expect(page.getByRole('heading', { level: 1, name: home.app_heading })).toBeVisible()
      await expect(page.getByRole('main').getByRole('link', { name: /App Store/ })).toBeVisible()
      await expectAccessible(page)
    })
  })

  test('service tiles link to their service pages', async ({ page }) => {
    await open(page, '/')
    const services = page.getByRole('region', { name: home.services_heading })
    const tiles = services.getByRole('link')
    expect(await tiles.count()).toBeGreaterThan(0)
    const first = tiles.first()
    const href = await first.getAttribute('href')
    expect(href).toMatch(/^\/services\/[a-z0-9-]+$/)
    const title = (await first.locator('span.text-lg').textContent())?.trim() ?? ''
    await first.click()
    await expect(page).toHaveURL(href!)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  })

  test('keeps the language in Arabic and mirrors the sliders', async ({ page }) => {
    await page.goto('/ar')
    const services = page.getByRole('region', { name: JSON.parse(readFileSync('src/i18n/messages/ar/home.json', 'utf8')).services_heading })
    await expect(services.getByRole('link').first()).toHaveAttribute('href', /^\/ar\/services\//)
    const direction = await services.locator('[tabindex="0"]').evaluate((element) => getComputedStyle(element).direction)
    expect(direction).toBe('rtl')
  })

  test('the review carousel moves with the next button and wraps back', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' }) // no autoplay, instant scrolling
    await open(page, '/')
    const reviews = page.getByRole('region', { name: home.reviews_heading })
    const track = reviews.locator('[tabindex="0"]')
    const scrollLeft = () => track.evaluate((element) => Math.round(element.scrollLeft))
    expect(await scrollLeft()).toBe(0)
    await reviews.getByRole('button', { name: home.carousel_next }).click()
    await expect.poll(scrollLeft).toBeGreaterThan(0)
    await reviews.getByRole('button', { name: home.carousel_previous }).click()
    await expect.poll(scrollLeft).toBe(0)
    // From the start, previous wraps to the end.
    await reviews.getByRole('button', { name: home.carousel_previous }).click()
    await expect.poll(scrollLeft).toBeGreaterThan(0)
  })

  test('autoplay advances every 3 s and stops when paused or with reduced motion', async ({ page }) => {
    // The page's timers run on Playwright's clock: the test moves time instead of waiting for it.
    await page.clock.install()
    await open(page, '/')
    const reviews = page.getByRole('region', { name: home.reviews_heading })
    const track = reviews.locator('[tabindex="0"]')
    const scrollLeft = () => track.evaluate((element) => Math.round(element.scrollLeft))
    /** scrollLeft once a smooth scroll has finished (two equal readings in a row). */
    const settledScrollLeft = async () => {
      let previous = Number.NaN
      await expect.poll(async () => previous === (previous = await scrollLeft()), { intervals: [100] }).toBe(true)
      return previous
    }
    // The reviews hydrate when scrolled near (ADR 0024): autoplay starts then, on the page's clock.
    await reviews.scrollIntoViewIfNeeded()
    await expect(reviews.locator('xpath=ancestor::*[@data-hydrate-later][1]')).toHaveAttribute('data-hydrated', '')
    await page.mouse.move(0, 0) // not hovering the carousel
    // Far enough ahead that a loaded machine has not passed it by the time the call lands.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2_000)
    const start = await settledScrollLeft()
    await page.clock.runFor(3_000)
    await expect.poll(scrollLeft).not.toBe(start)

    const pause = reviews.getByRole('button', { name: home.carousel_stop })
    await pause.click()
    await expect(pause).toHaveAttribute('aria-pressed', 'true')
    // Hover and focus pause autoplay too: take both away so only the button keeps it stopped.
    await pause.blur()
    await page.mouse.move(0, 0)
    const paused = await settledScrollLeft()
    await page.clock.runFor(3 * 3_000)
    expect(await settledScrollLeft()).toBe(paused)

    await page.emulateMedia({ reducedMotion: 'reduce' })
    await expect(pause).toBeHidden()
  })

  test('/ has no serious accessibility violations', async ({ page }) => {
    await page.goto('/')
    await expectAccessible(page)
  })
})

test.describe('contact us', () => {
  const labels = {
    firstName: contact.first_name!,
    lastName: contact.last_name!,
    phone: contact.phone!,
    email: contact.email!,
    description: contact.description!,
  }

  async function fillValid(page: Page) {
    await page.getByLabel(labels.firstName, { exact: true }).fill('Anna')
    await page.getByLabel(labels.lastName, { exact: true }).fill('Schmidt-Weber')
    await page.getByLabel(labels.phone, { exact: true }).fill('+49 30 1234567')
    await page.getByLabel(labels.email, { exact: true }).fill('anna.e2e@example.com')
    await page.getByLabel(labels.description, { exact: true }).fill('I would like a second opinion on my MRI.')
  }

  test('shows every validation message, then sends a valid request', async ({ page }) => {
    await open(page, '/contact-us')
    await expect(page.getByRole('heading', { level: 1, name: contact.title })).toBeVisible()
    const submit = page.getByRole('button', { name: contact.submit })

    // Empty: each field says it is required, using its label.
    await submit.click()
    for (const label of Object.values(labels)) {
      await expect(page.getByText(required(label), { exact: true })).toBeVisible()
      await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('aria-invalid', 'true')
    }

    await fillValid(page)
    // After the first submit, fields re-validate as they change.
    await page.getByLabel(labels.firstName, { exact: true }).fill('Anna2')
    await page.getByLabel(labels.lastName, { exact: true }).fill('Шмидт')
    await page.getByLabel(labels.phone, { exact: true }).fill('030 1234567')
    await page.getByLabel(labels.email, { exact: true }).fill('anna@example')
    await page.getByLabel(labels.description, { exact: true }).focus()
    await expect(page.getByText(validation.only_latin_letters!, { exact: true })).toHaveCount(2)
    await expect(page.getByText(validation.invalid_phone!, { exact: true })).toBeVisible()
    await expect(page.getByText(validation.types_email!, { exact: true })).toBeVisible()

    await page.getByLabel(labels.firstName, { exact: true }).fill('-Anna')
    await submit.click()
    await expect(page.getByText(validation.only_latin_letters!, { exact: true })).toHaveCount(2)

    await fillValid(page)
    await submit.click()
    await expect(page.getByText(contact.success!, { exact: true })).toBeVisible()
    for (const label of Object.values(labels)) await expect(page.getByLabel(label, { exact: true })).toHaveValue('')
    await expect(page.getByRole('alert')).toHaveCount(0)

    // The request reached the database (read back through the API's test-only route).
    const stored = await fetch(`${API_URL}/__test/contact-requests?email=anna.e2e@example.com`)
    const { data } = (await stored.json()) as { data: Record<string, unknown>[] }
    expect(data).toContainEqual(
      expect.objectContaining({
        email: 'anna.e2e@example.com',
        phoneNumber: '+49301234567',
        firstName: 'Anna',
        lastName: 'Schmidt-Weber',
        description: 'I would like a second opinion on my MRI.',
      }),
    )
  })

  test('shows the contact details', async ({ page }) => {
    await page.goto('/contact-us')
    const aside = page.getByRole('complementary', { name: contact.info_heading })
    await expect(aside.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/)
    await expect(aside.getByRole('link', { name: /^\+/ })).toHaveAttribute('href', /^tel:\+/)
  })

  test('/contact-us has no serious accessibility violations, also with errors showing', async ({ page }) => {
    await open(page, '/contact-us')
    await expectAccessible(page)
    await page.getByRole('button', { name: contact.submit }).click()
    await expect(page.getByText(required(labels.firstName), { exact: true })).toBeVisible()
    await expectAccessible(page)
  })
})
