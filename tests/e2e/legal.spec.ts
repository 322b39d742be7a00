import { readFileSync } from 'node:fs'
import { expect, expectAccessible, gotoHydrated, test } from './fixtures'

type Locale = 'en' | 'ru' | 'de' | 'ar'

const legal = (locale: Locale): Record<string, string> => JSON.parse(readFileSync(`src/i18n/messages/${locale}/legal.json`, 'utf8'))
const layout = (locale: Locale): Record<string, string> => JSON.parse(readFileSync(`src/i18n/messages/${locale}/layout.json`, 'utf8'))

const PAGES = [
  { path: 'terms', doc: 'terms', firstSection: 'about' },
  { path: 'privacy-policy', doc: 'privacy', firstSection: 'summary' },
  { path: 'legal-notice', doc: 'notice', firstSection: 'provider' },
] as const

const LOCALES: ReadonlyArray<{ locale: Locale; prefix: string }> = [
  { locale: 'en', prefix: '' },
  { locale: 'ru', prefix: '/ru' },
  { locale: 'de', prefix: '/de' },
  { locale: 'ar', prefix: '/ar' },
]

test.describe('legal pages', () => {
  for (const { locale, prefix } of LOCALES) {
    test(`terms, privacy policy and legal notice exist in ${locale}, marked as templates`, async ({ page }) => {
      const text = legal(locale)
      for (const { path, doc } of PAGES) {
        const response = await page.goto(`${prefix}/${path}`)
        expect(response?.status(), path).toBe(200)
        await expect(page.locator('html')).toHaveAttribute('lang', locale)
        await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr')
        await expect(page).toHaveTitle(`${text[`${doc}_title`]} · MedConsult`)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text[`${doc}_title`]!)
        await expect(page.getByRole('note')).toContainText(text.template_title!)
        await expect(page.getByRole('navigation', { name: text.toc })).toBeVisible()
      }
    })
  }

  // Issue 26 #19: the notice belongs to the legal pages while the company's details (COMPANY_*) are not set.
  test('the template notice is on no other page', async ({ page }) => {
    for (const path of ['/', '/contact-us', '/services', '/subscription']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
      await expect(page.getByText(legal('en').template_title!)).toHaveCount(0)
    }
    // There, the details not configured stay highlighted placeholders.
    await page.goto('/legal-notice')
    await expect(page.getByRole('main').locator('mark', { hasText: '[company legal name and legal form]' })).toBeVisible()
  })

  test('the privacy policy names the legal bases for health data, the processors and the patient’s rights', async ({ page }) => {
    await page.goto('/privacy-policy')
    const main = page.getByRole('main')
    for (const basis of ['Art. 9(2)(a)', 'Art. 9(2)(h)', 'Art. 6(1)(b)']) await expect(main).toContainText(basis)
    for (const processor of ['SMTP', 'SMS', 'Stripe', 'S3-compatible', 'OpenAI-compatible', 'reCAPTCHA', 'Google or Apple', 'Video']) {
      await expect(main).toContainText(processor)
    }
    await expect(main.getByRole('link', { name: 'Account → Settings → Delete profile' })).toHaveAttribute('href', '/account?slug=settings')
  })

  for (const { path } of PAGES) {
    test(`/${path} has no serious or critical axe violations`, async ({ page }) => {
      await page.goto(`/${path}`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectAccessible(page)
    })
  }

  test('/ar/privacy-policy has no serious or critical axe violations', async ({ page }) => {
    await page.goto('/ar/privacy-policy')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectAccessible(page)
  })

  test('the table of contents is reached by keyboard and its anchors jump to the sections', async ({ page }) => {
    const text = legal('en')
    await gotoHydrated(page, '/terms')
    const target = page.getByRole('navigation', { name: text.toc }).getByRole('link', { name: text.terms_ending_title })
    await expect(target).toBeVisible()
    let reached = false
    for (let presses = 0; presses < 40 && !reached; presses++) {
      await page.keyboard.press('Tab')
      reached = await target.evaluate((link) => link === document.activeElement)
    }
    expect(reached, 'Tab reaches the table of contents').toBe(true)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/terms#ending$/)
    await expect(page.getByRole('heading', { level: 2, name: text.terms_ending_title })).toBeInViewport()
  })

  test('the footer opens the privacy policy in a new tab and the terms in the same one', async ({ page, context }) => {
    await page.goto('/doctors')
    const footer = page.getByRole('contentinfo')
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      footer.getByRole('link', { name: new RegExp(layout('en').footer_privacy_policy!) }).click(),
    ])
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(legal('en').privacy_title!)
    await tab.close()

    // Client-side navigation loads the legal texts on demand.
    await footer.getByRole('link', { name: layout('en').footer_terms, exact: true }).click()
    await expect(page).toHaveURL(/\/terms$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal('en').terms_title!)
    await expect(page.getByRole('main')).toContainText(legal('en').terms_liability_1!.slice(0, 60))
  })

  test('the legal texts are sent only with the legal pages', async ({ request }) => {
    const sentence = legal('en').privacy_transfers_1!.slice(0, 50)
    expect(await (await request.get('/privacy-policy')).text()).toContain(sentence)
    for (const path of ['/', '/doctors', '/contact-us']) expect(await (await request.get(path)).text(), path).not.toContain(sentence)
  })
})
