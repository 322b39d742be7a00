import { expect, expectHydrated, gotoHydrated, test } from './fixtures'

test('the server HTML never says hydrated; <html> says so once React has hydrated the page', async ({ page, request }) => {
  const served = await request.get('/doctors')
  expect(served.status()).toBe(200)
  const html = await served.text()
  expect(html).toMatch(/<html[^>]* lang="en"/)
  expect(html).not.toContain('data-root-hydrated')

  // The scripts held back: the server's page is on screen and nothing has hydrated it.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\.js(\?|$)/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/doctors', { waitUntil: 'commit' })
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('html')).not.toHaveAttribute('data-root-hydrated')

  release()
  await expectHydrated(page)

  // Hydrated, a link is the router's: the same document moves on, and keeps saying so.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
  await page.getByRole('banner').getByRole('link', { name: 'Services' }).first().click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/services/i)
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
  await expectHydrated(page)
  await page.unrouteAll()
  await gotoHydrated(page, '/ar')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
})

test('signed in, the header part whose code comes later says it has not hydrated until it has; then a tap on it works', async ({
  page,
  createPatient,
}) => {
  await createPatient({ label: 'hydration', complete: true })
  const html = await (await page.request.get('/doctors')).text()
  expect(html).toMatch(/<span data-hydrating=""/)
  expect(html).not.toContain('data-root-hydrated')

  await gotoHydrated(page, '/doctors')
  await page.getByRole('button', { name: 'Profile menu' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
})
