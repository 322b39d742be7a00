import type { Locator, Page } from '@playwright/test'
import { approveAsDoctor, book, calendarDoctor, doctorSession, graphql } from './appointments-api'
import { expect, gotoHydrated, test } from './fixtures'
import { message, type Locale } from './messages'

/**
 * Issue 26 #16: Arabic pages as an Arabic reader sees them. Text people write keeps its own direction,
 * the language menu reads right to left, directional icons point the Arabic way, lists of languages are
 * Arabic words joined the Arabic way, and Latin terms inside Arabic sentences are isolated.
 */

const ar = (id: string) => message('ar', id)

/** Opens a page that answers 200, once hydrated. */
async function open(page: Page, path: string) {
  const response = await gotoHydrated(page, path)
  expect(response?.status()).toBe(200)
}

const direction = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).direction)
/** Tailwind's `-scale-x-100` sets the CSS `scale` property: "-1 1" mirrored, "none" as drawn. */
const scale = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).scale)

/**
 * Where `last` is drawn relative to the word before it in `text` inside `locator`: 'after' when it
 * sits to the right of the word's last letter, as an English sentence puts its full stop.
 */
function fullStopSide(locator: Locator, text: string): Promise<'after' | 'before' | 'missing'> {
  return locator.evaluate((el, text) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(text) ?? -1
      if (at < 0) continue
      const end = at + text.length - 1
      const box = (start: number) => {
        const range = document.createRange()
        range.setStart(node, start)
        range.setEnd(node, start + 1)
        return range.getBoundingClientRect()
      }
      return box(end).left >= box(end - 1).right - 0.5 ? 'after' : 'before'
    }
    return 'missing'
  }, text)
}

test.describe('free text written by people', () => {
  test('an English reason and message on an Arabic appointment page read left to right, the full stop at their end', async ({
    page,
    createPatient,
  }) => {
    const patient = await createPatient({ label: 'rtl-text', complete: true })
    const doctor = await doctorSession()
    const id = await book(patient, doctor.doctorId)
    await open(page, `/ar/appointments/${id}?tab=messages`)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')

    // The reason `book` sends is English; its cell takes its direction from the text.
    const reason = page.getByText('Palpitations at night', { exact: true })
    await expect(reason).toHaveAttribute('dir', 'auto')
    expect(await direction(reason)).toBe('ltr')

    // The doctor's name in the heading is isolated from the Arabic words around it.
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading.locator('bdi')).toHaveText(calendarDoctor().name)

    const field = page.getByLabel(ar('appointments.message_label'))
    const text = 'Please see my blood pressure readings.'
    await field.fill(text)
    // Typing English in the Arabic page's box reads left to right too.
    expect(await direction(field)).toBe('ltr')
    await page.getByRole('button', { name: ar('appointments.send') }).click()
    // In the list of messages: until it is sent, the box holds the same text.
    const messages = page.getByRole('tabpanel').getByRole('listitem')
    const sent = messages.getByText(text, { exact: true })
    await expect(sent).toBeVisible()
    expect(await direction(sent)).toBe('ltr')
    expect(await fullStopSide(sent, 'readings.')).toBe('after')

    // An Arabic message in the same list stays right to left (once the box was emptied for it).
    await expect(field).toHaveValue('')
    await field.fill('شكرًا لك.')
    await page.getByRole('button', { name: ar('appointments.send') }).click()
    const arabic = messages.getByText('شكرًا لك.', { exact: true })
    await expect(arabic).toBeVisible()
    expect(await direction(arabic)).toBe('rtl')
  })
})

test.describe('right-to-left chrome', () => {
  test('the language menu opens right to left on Arabic pages and left to right on English ones', async ({ page }) => {
    for (const [path, expected] of [
      ['/ar', 'rtl'],
      ['/', 'ltr'],
    ] as const) {
      await open(page, path)
      await page
        .getByRole('banner')
        .getByRole('button', {
          name: new RegExp(path === '/ar' ? ar('layout.language_current') : message('en', 'layout.language_current')),
        })
        .first()
        .click()
      const menu = page.getByRole('menu')
      await expect(menu).toBeVisible()
      await expect(menu).toHaveAttribute('dir', expected)
      expect(await direction(menu.getByRole('menuitemradio').first())).toBe(expected)
      await page.keyboard.press('Escape')
      await expect(menu).toBeHidden()
    }
  })

  test('log-out, external-link and back arrows are mirrored in Arabic and drawn as they are in English', async ({
    page,
    createPatient,
  }) => {
    const patient = await createPatient({ label: 'rtl-icons', complete: true })
    const doctor = await doctorSession()
    const id = await book(patient, doctor.doctorId)
    for (const locale of ['ar', 'en'] as const) {
      const expected = locale === 'ar' ? '-1 1' : 'none'
      const t = (key: string) => message(locale, key)
      await open(page, `${locale === 'en' ? '' : '/ar'}/appointments/${id}`)
      // The back link's arrow points to where the reader came from: right in Arabic.
      const back = page.getByRole('link', { name: t('appointments.all_appointments') }).locator('svg')
      expect(await scale(back), `${locale} back arrow`).toBe(expected)
      // The footer's link that opens in a new tab.
      const external = page
        .getByRole('contentinfo')
        .getByRole('link', { name: new RegExp(t('layout.footer_privacy_policy')) })
        .locator('svg')
      expect(await scale(external), `${locale} external link`).toBe(expected)

      await page.getByRole('button', { name: t('auth.profile_menu') }).click()
      const logout = page
        .getByRole('dialog')
        .getByRole('button', { name: t('auth.logout') })
        .locator('svg')
      await expect(logout).toBeVisible()
      expect(await scale(logout), `${locale} log-out`).toBe(expected)
      await page.keyboard.press('Escape')
    }
  })
})

test.describe('languages a doctor speaks', () => {
  const LOCALES: Locale[] = ['ar', 'ru', 'de']

  for (const locale of LOCALES) {
    test(`${locale}: named and joined in the page's language, the same words from the server and after hydration`, async ({
      page,
      browser,
    }) => {
      const { doctor } = await graphql<{ doctor: { languages: { code: string }[] } }>(
        '',
        '{ doctor: doctorBySlug(slug: "dr-anna-keller") { languages { code } } }',
      )
      const codes = doctor.languages.map((language) => language.code)
      expect(codes.length).toBeGreaterThan(1)
      // The API names them with its Node's Intl (the same Node as this test's); the page joins them.
      const names = new Intl.DisplayNames([locale], { type: 'language' })
      const expected = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
        codes.map((code) => names.of(code)!).sort(new Intl.Collator(locale).compare),
      )
      const path = `/${locale}/doctors/dr-anna-keller/profile`
      const spoken = (p: Page) =>
        p
          .getByRole('main')
          .getByRole('term')
          .filter({ hasText: message(locale, 'doctors.languages') })
          .locator('xpath=following-sibling::dd[1]')

      // What the server rendered (no script runs in this context), then the hydrated page.
      const serverOnly = await browser.newContext({ javaScriptEnabled: false })
      const ssr = await serverOnly.newPage()
      await ssr.goto(path)
      await expect(spoken(ssr)).toHaveText(expected)
      await serverOnly.close()
      await open(page, path)
      await expect(spoken(page)).toHaveText(expected)
      if (locale === 'ar') expect(expected).not.toMatch(/[A-Za-z\u0400-\u04ff]/)
      if (locale === 'ru') expect(expected).toMatch(/^[а-яё ,]+$/)
      // The fixture fails the test on any console error, hydration warnings included.
    })
  }
})

test.describe('Latin terms inside Arabic sentences', () => {
  test('the test-mode notice keeps "3-D Secure" in one piece', async ({ page, createPatient }) => {
    const patient = await createPatient({ label: 'rtl-3ds', complete: true })
    const doctor = await doctorSession()
    const id = await book(patient, doctor.doctorId)
    await approveAsDoctor(doctor.token, id)
    const { appointment } = await graphql<{ appointment: { payKey: string } }>(
      patient.token,
      'query ($id: ID!) { appointment(id: $id) { payKey } }',
      { id },
    )
    await open(page, `/ar/payment/${appointment.payKey}`)
    const notice = page.getByRole('complementary').filter({ hasText: '3-D Secure' })
    await expect(notice).toBeVisible()
    // "3" is drawn left of "D", as written, not ".D Secure-3".
    const drawn = await notice.evaluate((el) => {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? ''
        const at = text.indexOf('3-D Secure')
        if (at < 0) continue
        const left = (i: number) => {
          const range = document.createRange()
          range.setStart(node, i)
          range.setEnd(node, i + 1)
          return range.getBoundingClientRect().left
        }
        return { threeBeforeD: left(at) < left(at + 2) }
      }
      return null
    })
    expect(drawn).toEqual({ threeBeforeD: true })
  })
})
