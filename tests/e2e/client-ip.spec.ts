import { expect, test } from './fixtures'

/**
 * Wrong sign-ins through the web with a new X-Forwarded-For each time (ADR 0008): the web server
 * must name the socket it sees to the API, not the header the browser wrote, so the per-account
 * limit (10 per 15 minutes per client and e-mail) still ends the guessing.
 */
test('wrong sign-ins with a changing X-Forwarded-For are still limited', async ({ page }) => {
  // eleven password checks (argon2) one after another
  test.setTimeout(90_000)
  const email = `xff-${Date.now()}-${process.pid}@example.com`
  await page.goto('/?page=login')
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading', { name: 'Log in' })).toBeVisible({ timeout: 15_000 })
  await dialog.getByLabel('E-mail').fill(email)

  const tooMany = dialog.getByText('Too many sign-in attempts. Please wait and try again.')
  const wrong = dialog.getByText('The e-mail or password is incorrect.')
  let attempts = 0
  for (; attempts < 11 && !(await tooMany.isVisible()); attempts++) {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${attempts}.0.1`, 'x-real-ip': `10.${attempts}.0.2` })
    await dialog.getByLabel('Password', { exact: true }).fill(`Wrong-Guess-${attempts}!`)
    // each attempt is one server-function call; its answer is on screen before the next one
    const answered = page.waitForResponse((response) => response.url().includes('/_serverFn/') && response.request().method() === 'POST')
    await dialog.getByRole('button', { name: 'Log in' }).click()
    await answered
    await expect(wrong.or(tooMany)).toBeVisible()
  }
  await expect(tooMany).toBeVisible()
  expect(attempts).toBeLessThanOrEqual(11)
})
