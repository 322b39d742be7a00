import { expect, expectAccessible, test } from './fixtures'
import { message, type Locale } from './messages'

const HOMES: ReadonlyArray<{ locale: Locale; path: string }> = [
  { locale: 'en', path: '/' },
  { locale: 'ru', path: '/ru' },
  { locale: 'de', path: '/de' },
  { locale: 'ar', path: '/ar' },
]

/**
 * Chromium logs a 404 document as a failed resource. Allowed for that document only — a missing
 * script or stylesheet on the same page still fails the test.
 */
function notFoundDocument(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`status of 404 .*\\(https?://[^/]+${escaped}\\)$`)
}

test.describe('home in every language', () => {
  for (const { locale, path } of HOMES) {
    test(`${path} is ${locale}, ${locale === 'ar' ? 'right-to-left' : 'left-to-right'}`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      const html = page.locator('html')
      await expect(html).toHaveAttribute('lang', locale)
      if (locale === 'ar') await expect(html).toHaveAttribute('dir', 'rtl')
      else await expect(html).not.toHaveAttribute('dir', 'rtl')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(message(locale, 'home.hero_title'))
    })
  }

  test('each language has its own heading', async ({ page }) => {
    const headings = new Set<string>()
    for (const { path } of HOMES) {
      await page.goto(path)
      const text = (await page.getByRole('heading', { level: 1 }).first().textContent())?.trim() ?? ''
      expect(text).not.toBe('')
      headings.add(text)
    }
    expect(headings.size).toBe(HOMES.length)
  })
})

test.describe('not found', () => {
  const UNKNOWN: ReadonlyArray<{ locale: Locale; path: string; home: string }> = [
    { locale: 'en', path: '/no-such-page', home: '/' },
    { locale: 'ru', path: '/ru/no-such-page', home: '/ru' },
    { locale: 'de', path: '/de/no-such-page/deeper', home: '/de' },
    { locale: 'ar', path: '/ar/no-such-page', home: '/ar' },
    { locale: 'en', path: '/xx', home: '/' },
  ]

  for (const { locale, path, home } of UNKNOWN) {
    test.describe(path, () => {
      test.use({ allowedConsoleErrors: notFoundDocument(path) })
      test(`answers the ${locale} 404 page with a 404 status and a way home`, async ({ page }) => {
        const response = await page.goto(path)
        expect(response?.status()).toBe(404)
        await expect(page.locator('html')).toHaveAttribute('lang', locale)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(message(locale, 'errors.not_found_title'))
        await expect(page).toHaveTitle(`${message(locale, 'errors.not_found_title')} · MedConsult`)

        await page.getByRole('link', { name: message(locale, 'errors.back_home') }).click()
        await expect(page).toHaveURL((url) => url.pathname.replace(/\/$/, '') === home.replace(/\/$/, ''))
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(message(locale, 'home.hero_title'))
      })
    })
  }

  for (const { locale, path } of [
    { locale: 'en', path: '/404' },
    { locale: 'ru', path: '/ru/404' },
    { locale: 'de', path: '/de/404' },
    { locale: 'ar', path: '/ar/404' },
  ] as const) {
    test.describe(path, () => {
      test.use({ allowedConsoleErrors: notFoundDocument(path) })
      test(`shows the ${locale} 404 page with a 404 status and a title naming it`, async ({ page }) => {
        const response = await page.goto(path)
        expect(response?.status()).toBe(404)
        await expect(page.locator('html')).toHaveAttribute('lang', locale)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(message(locale, 'errors.not_found_title'))
        await expect(page).toHaveTitle(`${message(locale, 'errors.not_found_title')} · MedConsult`)
      })
    })
  }

  test.describe('accessibility', () => {
    test.use({ allowedConsoleErrors: notFoundDocument('/no-such-page') })
    test('the 404 page has no serious or critical axe violations', async ({ page }) => {
      await page.goto('/no-such-page')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectAccessible(page)
    })
  })
})

test.describe('root search params', () => {
  test('invalid values are dropped, not a crash', async ({ page }) => {
    const response = await page.goto('/?page=bogus&payment=maybe')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('en', 'home.hero_title'))
    await expect(page).toHaveURL((url) => !url.searchParams.has('page') && !url.searchParams.has('payment'))
  })

  test('utm_source and fromMobile=1 are kept in cookies', async ({ page, context }) => {
    await page.goto('/de?utm_source=newsletter&utm_campaign=winter&fromMobile=1')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie.value]))
    expect(cookies).toMatchObject({ utm_source: 'newsletter', utm_campaign: 'winter', fromMobile: '1' })
  })
})

test.describe('accessibility', () => {
  for (const path of ['/', '/ar']) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectAccessible(page)
    })
  }
})
