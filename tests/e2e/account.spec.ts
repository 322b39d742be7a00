import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { Locator, Page } from '@playwright/test'
import * as OTPAuth from 'otpauth'
import { API_URL, PATIENT_PASSWORD, chooseFiles, expect, expectAccessible, gotoHydrated, reloadHydrated, test } from './fixtures'

/** The English strings, read from the same message files the app uses. */
function messages(namespace: string): Record<string, string> {
  return JSON.parse(readFileSync(`src/i18n/messages/en/${namespace}.json`, 'utf8'))
}
const account = messages('account')
const health = messages('health')
const validation = messages('validation')
const required = (label: string) => validation.required!.replace('{field}', label)

async function storedUser(email: string): Promise<Record<string, unknown> | null> {
  const response = await fetch(`${API_URL}/__test/users?email=${encodeURIComponent(email)}`)
  return ((await response.json()) as { data: Record<string, unknown> | null }).data
}

/** Opens a page that answers 200, once hydrated. */
async function open(page: Page, path: string) {
  const response = await gotoHydrated(page, path)
  expect(response?.status()).toBe(200)
}

test.describe('account › personal information', () => {
  test('saves the profile, keeps it after a reload, and shows every validation message', async ({ page, createPatient }) => {
    const patient = await createPatient()
    await open(page, '/account?slug=personal-information')
    await expect(page.getByRole('heading', { level: 2, name: account['menu_personal-information'] })).toBeVisible()
    await expect(page.getByLabel(account.email!)).toHaveValue(patient.email)
    await expect(page.getByLabel(account.email!)).toHaveAttribute('readonly', '')

    const firstName = page.getByLabel(account.first_name!)
    const lastName = page.getByLabel(account.last_name!)
    const phone = page.getByRole('textbox', { name: account.phone })

    // Every rule, through the form.
    await firstName.fill('')
    await lastName.fill('Smith2')
    await phone.fill('12')
    await page.getByRole('button', { name: account.save }).click()
    await expect(page.getByText(required(account.first_name!))).toBeVisible()
    await expect(page.getByText(validation.only_latin_letters!)).toBeVisible()
    await expect(page.getByText(validation.invalid_phone!)).toBeVisible()
    await expect(page.getByText(required(account.gender!))).toBeVisible()
    // The date of birth starts empty (1960 is where the picker starts, not a value: issue 26 #18).
    await expect(page.getByText(required(account.date_of_birth!))).toBeVisible()
    expect(await storedUser(patient.email)).toMatchObject({ dateOfBirth: null })

    await firstName.fill('Йорг')
    await firstName.blur()
    await expect(page.getByText(validation.only_latin_letters!)).toHaveCount(2)

    // The day list follows month and year: February 1988 has 29 days, 1987 has 28.
    await page.getByRole('combobox', { name: 'Month' }).selectOption({ label: 'February' })
    await page.getByRole('combobox', { name: 'Year' }).selectOption('1988')
    const days = page.getByRole('combobox', { name: 'Day' }).locator('option:not([value=""])')
    await expect(days).toHaveCount(29)
    await page.getByRole('combobox', { name: 'Year' }).selectOption('1987')
    await expect(days).toHaveCount(28)
    await page.getByRole('combobox', { name: 'Day' }).selectOption('14')

    // Letters of the Latin script with their accents and apostrophes are names (issue 10).
    await firstName.fill('Hélène')
    await lastName.fill('Çelik-O’Neil')
    await page.getByRole('combobox', { name: 'Country code' }).selectOption('DE')
    await phone.fill('30 901820')
    // After a failed submit every change re-validates: fixed messages go while typing, so clicks land.
    const female = page.getByRole('radio', { name: account.gender_female })
    await female.click()
    await expect(female).toBeChecked()
    await expect(page.getByRole('region', { name: account['menu_personal-information'] }).getByRole('alert')).toHaveCount(0)
    await page.getByRole('button', { name: account.save }).click()
    await expect(page.getByText(account.personal_information_success!, { exact: true }).first()).toBeVisible()
    expect(await storedUser(patient.email)).toMatchObject({
      firstName: 'Hélène',
      lastName: 'Çelik-O’Neil',
      phone: '+4930901820',
      dateOfBirth: '1987-02-14',
      gender: 2,
    })

    await reloadHydrated(page)
    await expect(firstName).toHaveValue('Hélène')
    await expect(lastName).toHaveValue('Çelik-O’Neil')
    // Shown grouped as people read it (issue 26 #10); saved as E.164 above.
    await expect(phone).toHaveValue('30 901820')
    await expect(page.getByRole('combobox', { name: 'Country code' })).toHaveValue('DE')
    await expect(page.getByRole('combobox', { name: 'Year' })).toHaveValue('1987')
    await expect(page.getByRole('combobox', { name: 'Day' })).toHaveValue('14')
    await expect(page.getByRole('radio', { name: account.gender_female })).toBeChecked()
    await expectAccessible(page)
  })

  test('on a phone the date of birth is a native date input that enforces 18..100', async ({ page, createPatient }) => {
    const patient = await createPatient()
    await page.setViewportSize({ width: 390, height: 844 })
    await open(page, '/account')
    await expect(page.getByRole('combobox', { name: 'Year' })).toBeHidden()
    const date = page.getByLabel(account.date_of_birth!, { exact: true })
    await expect(date).toHaveValue('')
    await page.getByRole('button', { name: account.save }).click()
    await expect(page.getByText(required(account.date_of_birth!))).toBeVisible()
    expect(await storedUser(patient.email)).toMatchObject({ dateOfBirth: null })
    const tooYoung = `${new Date().getFullYear() - 10}-01-01`
    await date.fill(tooYoung)
    await page.getByRole('button', { name: account.save }).click()
    await expect(page.getByText(validation.age_restriction!)).toBeVisible()
    await date.fill('1975-03-09')
    await date.blur()
    await expect(page.getByText(validation.age_restriction!)).toBeHidden()
    await page.getByLabel(account.first_name!).fill('Anna')
    await page.getByRole('combobox', { name: 'Country code' }).selectOption('AT')
    await page.getByRole('textbox', { name: account.phone }).fill('664 1234567')
    await page.getByRole('radio', { name: account.gender_male, exact: true }).click()
    await page.getByRole('button', { name: account.save }).click()
    await expect(page.getByText(account.personal_information_success!, { exact: true }).first()).toBeVisible()
    expect(await storedUser(patient.email)).toMatchObject({ dateOfBirth: '1975-03-09', phone: '+436641234567', gender: 1 })
  })

  test('the avatar upload shows the new image', async ({ page, createPatient }) => {
    await createPatient()
    await open(page, '/account')
    await expect(page.getByRole('img', { name: account.avatar_alt })).toHaveCount(0)
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')
    await chooseFiles(page.getByRole('button', { name: account.change_avatar! }), { name: 'me.png', mimeType: 'image/png', buffer: png })
    await expect(page.getByText(account.successfully_updated!, { exact: true }).first()).toBeVisible()
    const avatar = page.getByRole('img', { name: account.avatar_alt })
    await expect(avatar).toHaveAttribute('src', /^\/aws-s3\/file\/\d+$/)
    // The image really arrives through the same-origin file proxy.
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1)
  })
})

test.describe('account › settings', () => {
  test('change password: wrong current password, mismatch, then success', async ({ page, createPatient }) => {
    await createPatient()
    await open(page, '/account?slug=settings')
    const card = page.getByRole('region', { name: account.change_password })
    await card.getByLabel(account.current_password!).fill('Wrong-Pass-1')
    await card.getByLabel(account.new_password!, { exact: true }).fill('Brand-New-Pass1')
    await card.getByLabel(account.repeat_password!).fill('Brand-New-Pass2')
    await card.getByRole('button', { name: account.update_password }).click()
    await expect(card.getByText(validation.passwords_not_match!)).toBeVisible()

    // Fixing the field and pressing Enter submits at once (the message goes as it is typed).
    await card.getByLabel(account.repeat_password!).fill('Brand-New-Pass1')
    await expect(card.getByText(validation.passwords_not_match!)).toBeHidden()
    await card.getByLabel(account.repeat_password!).press('Enter')
    await expect(card.getByText(validation.current_password_invalid!)).toBeVisible()

    await card.getByLabel(account.current_password!).fill(PATIENT_PASSWORD)
    await card.getByRole('button', { name: account.update_password }).click()
    const dialog = page.getByRole('dialog', { name: account.password_updated_title })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: account.ok }).click()
    await expect(dialog).toBeHidden()
    await expect(card.getByLabel(account.current_password!)).toHaveValue('')
  })

  test('address card saves country and time zone', async ({ page, createPatient }) => {
    const patient = await createPatient()
    await open(page, '/account?slug=settings')
    const card = page.getByRole('region', { name: account.address_card })
    await card.getByRole('button', { name: account.save }).click()
    await expect(card.getByText(required(account.country!))).toBeVisible()
    await card.getByLabel(account.city!).fill('Berlin')
    await card.getByLabel(account.country!).selectOption('DE')
    await card.getByLabel(account.timezone!).selectOption('Europe/Berlin')
    await card.getByRole('button', { name: account.save }).click()
    await expect(page.getByText(account.successfully_updated!, { exact: true }).first()).toBeVisible()
    expect(await storedUser(patient.email)).toMatchObject({ city: 'Berlin', country: 'DE', timezone: 'Europe/Berlin' })
    await expectAccessible(page)
  })

  test('two-factor: switching on asks for the password, shows a QR and secret, a TOTP code confirms it; switching off asks for a code', async ({
    page,
    createPatient,
  }) => {
    const patient = await createPatient()
    await open(page, '/account?slug=settings')
    const toggle = page.getByRole('switch', { name: account.two_factor })
    await expect(toggle).toHaveAttribute('aria-checked', 'false')

    // Re-authentication first: a wrong password stays on its field.
    await toggle.click()
    const confirm = page.getByRole('dialog', { name: account.two_factor_setup_title })
    await confirm.getByLabel(account.current_password!).fill('Wrong-Pass-1!')
    await confirm.getByRole('button', { name: account.continue }).click()
    await expect(confirm.getByText(validation.current_password_invalid!)).toBeVisible()
    await expectAccessible(page)
    await confirm.getByLabel(account.current_password!).fill(PATIENT_PASSWORD)
    await confirm.getByRole('button', { name: account.continue }).click()

    // Cancelling leaves it off.
    const dialog = page.getByRole('dialog', { name: account.two_factor_setup_title })
    await expect(dialog.getByRole('img', { name: account.two_factor_qr_alt })).toBeVisible()
    await dialog.getByRole('button', { name: account.cancel }).click()
    await expect(toggle).toHaveAttribute('aria-checked', 'false')

    await toggle.click()
    await confirm.getByLabel(account.current_password!).fill(PATIENT_PASSWORD)
    await confirm.getByRole('button', { name: account.continue }).click()
    const secret = (await dialog.getByTestId('totp-secret').textContent())!.trim()
    await expectAccessible(page)
    await dialog.getByLabel(account.two_factor_code!).fill('000000' === codeFor(secret) ? '111111' : '000000')
    await dialog.getByRole('button', { name: account.verify }).click()
    await expect(dialog.getByRole('alert')).toBeVisible()
    await dialog.getByLabel(account.two_factor_code!).fill(codeFor(secret))
    await dialog.getByRole('button', { name: account.verify }).click()
    await expect(page.getByText(account.two_fa_success!, { exact: true }).first()).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-checked', 'true')
    expect(await storedUser(patient.email)).toMatchObject({ settings: { auth2fa: true }, hasTotp: true })

    await reloadHydrated(page)
    await expect(toggle).toHaveAttribute('aria-checked', 'true')
    await toggle.click()
    const off = page.getByRole('dialog', { name: account.two_factor_off_title })
    // the code just used cannot be replayed; the next time step's code is accepted (±1 step)
    await off.getByLabel(account.two_factor_code!).fill(codeFor(secret, Date.now() + 30_000))
    await off.getByRole('button', { name: account.two_factor_turn_off }).click()
    await expect(toggle).toHaveAttribute('aria-checked', 'false')
    await expect.poll(async () => (await storedUser(patient.email))?.hasTotp).toBe(false)
  })

  test('delete my profile asks for the password, then signs out to the home page', async ({ page, context, createPatient }) => {
    const patient = await createPatient()
    await open(page, '/account?slug=settings')
    await page.getByRole('button', { name: account.delete_profile }).click()
    const dialog = page.getByRole('dialog', { name: account.delete_title })
    await dialog.getByRole('button', { name: account.cancel }).click()
    await expect(dialog).toBeHidden()
    expect(await storedUser(patient.email)).not.toBeNull()

    await page.getByRole('button', { name: account.delete_profile }).click()
    await expectAccessible(page)
    await dialog.getByRole('button', { name: account.delete, exact: true }).click()
    await expect(dialog.getByText(required(account.current_password!))).toBeVisible()
    expect(await storedUser(patient.email)).not.toBeNull()
    await dialog.getByLabel(account.current_password!).fill(PATIENT_PASSWORD)
    await dialog.getByRole('button', { name: account.delete, exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/')
    expect(await storedUser(patient.email)).toBeNull()
    expect((await context.cookies()).map((c) => c.name)).not.toContain('token')
  })
})

function codeFor(secret: string, timestamp = Date.now()): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp })
}

test.describe('health questionnaire and summary', () => {
  test('a woman answers all 14 steps; the summary lists the answers with edit links', async ({ page, createPatient }) => {
    test.slow() // fourteen steps, each a navigation, an axe scan on some: ~55 s on a busy CI machine
    const patient = await createPatient({ gender: 2 })
    await open(page, '/account?slug=health_details')
    await expectAccessible(page)
    await page.getByRole('link', { name: health.lets_start }).click()
    await expect(page).toHaveURL(/\/health\?step=1$/)
    await expect(page.getByText('Step 1 of 14')).toBeVisible()
    await expectAccessible(page)

    /** Next, then wait for the following step: each answer is saved before the step changes. */
    let step = 1
    const next = async () => {
      await page.getByRole('button', { name: health.next }).click()
      step += 1
      await expect(page.getByText(`Step ${step} of 14`)).toBeVisible()
    }
    const radio = (name: string) => page.getByRole('radio', { name, exact: true }).check()

    // Nothing chosen: it asks for an answer.
    await page.getByRole('button', { name: health.next }).click()
    await expect(page.getByText(health.answer_required!)).toBeVisible()
    await page.getByLabel(health.label_height!, { exact: true }).fill('168')
    await radio(health.option_cm!)
    await next()
    await expect(page).toHaveURL(/step=2$/)
    await page.getByLabel(health.label_weight!, { exact: true }).fill('61.5')
    await radio(health.option_kg!)
    await next()
    await radio(health.yes!) // chronic conditions
    await page.getByRole('checkbox', { name: health.option_asthma }).check()
    await page.getByLabel(health.other!, { exact: true }).fill('Gout')
    await next()
    await radio(health.no!) // family history
    await next()
    await radio(health.yes!) // allergies
    await page.getByLabel(health.details!, { exact: true }).fill('Penicillin')
    await next()
    for (let i = 0; i < 3; i += 1) {
      await radio(health.no!) // surgical history, medication, medication history
      await next()
    }
    await radio(health.option_within_the_last_year!)
    await next()
    await radio(health.yes!) // smoking
    await radio(health.option_1_pack_per_week!)
    await next()
    await radio(health.no!) // alcohol
    await next()
    await radio(health.option_from_7_to_9_hours!)
    await next()
    await radio(health.yes!) // regular cycle
    await next()
    // Back keeps the saved answer.
    await page.getByRole('button', { name: health.back }).click()
    await expect(page.getByText('Step 13 of 14')).toBeVisible()
    await expect(page.getByRole('radio', { name: health.yes, exact: true })).toBeChecked()
    step = 13
    await next()
    await radio(health.no!) // pregnant
    await page.getByRole('button', { name: health.finish }).click()

    await expect(page).toHaveURL(/\/account\?slug=health_details$/)
    const summary = page.getByRole('region', { name: health.summary_title })
    await expect(summary.getByText('168 cm')).toBeVisible()
    await expect(summary.getByText(`${health.yes}: ${health.option_asthma}, Gout`)).toBeVisible()
    await expect(summary.getByText(`${health.yes}: Penicillin`)).toBeVisible()
    await expect(summary.getByText(`${health.yes}: ${health.option_1_pack_per_week}`)).toBeVisible()
    await expect(summary.getByRole('link', { name: /^Edit / })).toHaveCount(14)
    await expect(summary.getByRole('link', { name: `Edit ${health.item_sleep}` })).toHaveAttribute('href', '/health?step=12')
    await expectAccessible(page)
    expect((await storedUser(patient.email))?.healthInfo).toMatchObject({
      height: 168,
      weight: 61.5,
      smoke_other: '1_pack_per_week',
      pregnant: 0,
    })
  })
})

test.describe('account in Arabic', () => {
  test('renders right to left with translated menu and passes axe', async ({ page, createPatient }) => {
    await createPatient()
    await open(page, '/ar/account?slug=settings')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { level: 1, name: 'حسابي' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'الإعدادات' })).toHaveAttribute('aria-current', 'page')
    await expectAccessible(page)
  })
})

test.describe('account on a phone', () => {
  // A phone's browser widens the layout viewport to fit overflowing content, so emulate one.
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('a long e-mail does not push the account past the screen', async ({ page, createPatient }) => {
    const { email } = await createPatient({ label: 'a-rather-long-address-for-a-small-phone-screen' })
    for (const path of ['/ar/account?slug=personal-information', '/account?slug=personal-information']) {
      await open(page, path)
      await expect(page.getByText(email, { exact: true }).first()).toBeVisible()
      // Nothing widens the layout viewport: a phone would otherwise zoom the whole page out.
      expect(await page.evaluate(() => [window.innerWidth, document.documentElement.scrollWidth]), path).toEqual([390, 390])
    }
  })
})

test.describe('health answers stay off the session', () => {
  test('the signed-in home page does not carry a saved health answer; the health section does', async ({
    page,
    context,
    createPatient,
  }) => {
    const patient = await createPatient()
    const marker = `Penicillin ${randomUUID().slice(0, 8)}`
    const token = (await context.cookies()).find((cookie) => cookie.name === 'token')!.value
    const saved = await fetch(`${API_URL}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        query: 'mutation($input: HealthInfoInput!) { updateHealthInfo(input: $input) { allergies_other } }',
        variables: { input: { allergies: 1, allergies_other: marker } },
      }),
    })
    expect(
      ((await saved.json()) as { data: { updateHealthInfo: { allergies_other: string } } }).data.updateHealthInfo.allergies_other,
    ).toBe(marker)

    const home = await page.request.get('/')
    expect(home.status()).toBe(200)
    const homeHtml = await home.text()
    // Signed in (the session's user is in the page), yet no health answer.
    expect(homeHtml).toContain(patient.email)
    expect(homeHtml).not.toContain(marker)

    const section = await page.request.get('/account?slug=health_details')
    expect(section.status()).toBe(200)
    expect(await section.text()).toContain(marker)
  })
})

test.describe('account sections', () => {
  test.use({ allowedConsoleErrors: /status of 404 .*\/account\?slug=(nonsense|ai_reports)\)$/ })

  test('an unknown or unbuilt section is the 404 page, not another section', async ({ page, createPatient }) => {
    await createPatient()
    for (const slug of ['nonsense', 'ai_reports']) {
      const response = await page.goto(`/account?slug=${slug}`)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1, name: account.title })).toHaveCount(0)
      await expect(page.getByRole('heading', { level: 2, name: account['menu_personal-information'] })).toHaveCount(0)
    }
  })

  test('the drawer and the account menu link only sections that exist', async ({ page, createPatient }) => {
    await createPatient()
    await open(page, '/account?slug=settings')
    const hrefsIn = (links: Locator) => links.evaluateAll((found) => found.map((link) => link.getAttribute('href') ?? ''))
    const menu = await hrefsIn(page.getByRole('navigation', { name: account.menu }).getByRole('link'))
    await page.getByRole('button', { name: 'Profile menu' }).click()
    const drawer = page.getByRole('dialog')
    await expect(drawer.getByRole('link').first()).toBeVisible()
    const hrefs = [...menu, ...(await hrefsIn(drawer.getByRole('link')))]
    const sections = hrefs.filter((href) => href.startsWith('/account'))
    expect(sections.length).toBeGreaterThanOrEqual(5)
    for (const href of new Set(sections)) {
      expect(href).toMatch(
        /^\/account\?slug=(appointments|doctor-requests|personal-information|settings|billing_and_plans|med_card|my_documents|test_results|health_details|doctor_reports)$/,
      )
      expect((await page.request.get(href)).status()).toBe(200)
    }
  })
})
