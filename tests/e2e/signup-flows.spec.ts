import type { Page } from '@playwright/test'
import { API_URL, PATIENT_PASSWORD, expect, expectAccessible, test } from './fixtures'
import { messagesTo, nextMessage } from './mailbox'

/**
 * Issue #10, where a new patient got stuck in the auth overlay: a taken e-mail found only after
 * step two (and the names and password lost), a spent reset link found only after typing a new
 * password, and an unconfirmed e-mail nobody reminded the patient of (ADR 0017).
 */

const overlay = (page: Page) => page.getByRole('dialog')

async function expectStep(page: Page, title: string | RegExp) {
  const dialog = overlay(page)
  await expect(dialog.getByRole('heading', { name: title })).toBeVisible()
  return dialog
}

const freshEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`

test.describe('sign-up keeps what was typed', () => {
  test('a taken e-mail is said at step one, with log-in and reset links that keep the address', async ({ page, createPatient }) => {
    const { email } = await createPatient({ signIn: false, label: 'dup' })
    await page.goto('/?page=signUp')
    let dialog = await expectStep(page, 'Create your account')
    await dialog.getByLabel('E-mail').fill(email)
    await dialog.getByRole('button', { name: 'Continue' }).click()

    // Still step one, the reason on the field, and the two ways on.
    await expect(dialog.getByText('An account with this e-mail already exists')).toBeVisible()
    await expect(dialog.getByRole('heading', { name: 'Create your account' })).toBeVisible()
    await expect(dialog.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true')
    await expectAccessible(page)
    await dialog.getByRole('link', { name: 'reset your password' }).click()
    dialog = await expectStep(page, 'Forgot your password?')
    await expect(dialog.getByLabel('E-mail')).toHaveValue(email)
    await page.goBack()
    dialog = await expectStep(page, 'Create your account')
    await dialog.getByLabel('E-mail').fill(email)
    await dialog.getByRole('button', { name: 'Continue' }).click()
    await dialog.getByRole('link', { name: 'Log in', exact: true }).first().click()
    dialog = await expectStep(page, 'Log in')
    await expect(dialog.getByLabel('E-mail')).toHaveValue(email)
  })

  test('back and forward between the steps, and a refusal at step two, keep names and password', async ({ page, request }) => {
    const email = freshEmail('keep')
    await page.goto('/?page=signUp')
    let dialog = await expectStep(page, 'Create your account')
    await dialog.getByLabel('E-mail').fill(email)
    await dialog.getByRole('button', { name: 'Continue' }).click()

    dialog = await expectStep(page, 'Tell us about yourself')
    await dialog.getByLabel('First name').fill('Hanna')
    await dialog.getByLabel('Last name').fill('Berg')
    await dialog.getByLabel('Password', { exact: true }).fill(PATIENT_PASSWORD)
    await dialog.getByRole('checkbox').check()
    await dialog.getByRole('button', { name: 'Back' }).click()
    dialog = await expectStep(page, 'Create your account')
    await expect(dialog.getByLabel('E-mail')).toHaveValue(email)
    await dialog.getByRole('button', { name: 'Continue' }).click()
    dialog = await expectStep(page, 'Tell us about yourself')
    await expect(dialog.getByLabel('First name')).toHaveValue('Hanna')
    await expect(dialog.getByLabel('Last name')).toHaveValue('Berg')
    await expect(dialog.getByLabel('Password', { exact: true })).toHaveValue(PATIENT_PASSWORD)
    await expect(dialog.getByRole('checkbox')).toBeChecked()

    // Someone registers the address while the patient is on step two: the server refuses it.
    const made = await request.post(`${API_URL}/__test/sessions`, { data: { email, password: PATIENT_PASSWORD } })
    expect(made.status()).toBe(201)
    const { data } = (await made.json()) as { data: { userId: number } }
    try {
      await dialog.getByRole('button', { name: 'Create account' }).click()
      dialog = await expectStep(page, 'Create your account')
      await expect(dialog.getByText('An account with this e-mail already exists')).toBeVisible()
      await expect(dialog.getByRole('link', { name: 'reset your password' })).toBeVisible()
      await dialog.getByLabel('E-mail').fill(freshEmail('keep2'))
      await dialog.getByRole('button', { name: 'Continue' }).click()
      dialog = await expectStep(page, 'Tell us about yourself')
      await expect(dialog.getByLabel('First name')).toHaveValue('Hanna')
      await expect(dialog.getByLabel('Last name')).toHaveValue('Berg')
      await expect(dialog.getByLabel('Password', { exact: true })).toHaveValue(PATIENT_PASSWORD)
    } finally {
      await request.delete(`${API_URL}/__test/users/${data.userId}`)
    }
  })
})

test('a used reset link says so as soon as the page opens and offers a new one', async ({ page, request, createPatient }) => {
  const { email } = await createPatient({ signIn: false, label: 'reused' })
  const before = (await messagesTo(request, email))[0]?.id ?? 0
  expect((await request.post(`${API_URL}/auth/forgot`, { data: { email, role: 'patient' } })).ok()).toBe(true)
  const key = /[?&]key=([^\s&"'<>]+)/.exec((await nextMessage(request, email, before)).body)?.[1]
  expect(key).toBeTruthy()
  const used = await request.post(`${API_URL}/auth/reset`, {
    data: { password: 'Another34?' },
    headers: { authorization: `Bearer ${key}` },
  })
  expect(used.ok()).toBe(true)

  await page.goto(`/?page=createPassword&key=${key}`)
  const dialog = await expectStep(page, 'This link no longer works')
  await expect(dialog.getByLabel('New password')).toHaveCount(0)
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Send me a new link' }).click()
  await expectStep(page, 'Forgot your password?')
  await expect(page).not.toHaveURL(/key=/)
})

test('an unconfirmed e-mail gets a banner with resend and the code step until it is confirmed', async ({
  page,
  request,
  createPatient,
}) => {
  const { email } = await createPatient({ label: 'banner', emailVerified: false })
  await page.goto('/doctors')
  const banner = page.getByRole('region', { name: 'E-mail not confirmed' })
  await expect(banner).toContainText(email)
  await expectAccessible(page)

  // Resend is ready at first (60); after a send it counts down from 59.
  const before = (await messagesTo(request, email))[0]?.id ?? 0
  await banner.getByRole('button', { name: 'Send a new code' }).click()
  await expect(banner.getByRole('status')).toHaveText('We sent a new code.')
  await expect(banner.getByRole('timer')).toContainText(/5\d seconds/)
  await expect(banner.getByRole('button', { name: 'Send a new code' })).toHaveCount(0)
  const code = /\b(\d{6})\b/.exec((await nextMessage(request, email, before)).body)?.[1] ?? ''

  // It stays on other pages too.
  await page.goto('/')
  await expect(banner).toBeVisible()
  await banner.getByRole('button', { name: 'Enter code' }).click()
  const dialog = await expectStep(page, 'Confirm your e-mail')
  await dialog.getByLabel('Verification code').fill(code)
  await dialog.getByRole('button', { name: 'Verify' }).click()
  await expectStep(page, 'E-mail confirmed')
  await expect(banner).toHaveCount(0)
  // A reload of the step (its address still asks for it) has nothing left to confirm: the overlay closes.
  await page.reload()
  await expect(page).not.toHaveURL(/page=/)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await expect(banner).toHaveCount(0)
})
