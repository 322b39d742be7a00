import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { PATIENT_PASSWORD, chooseBirthDate, expect } from './fixtures'
import { codeIn, messagesTo, nextMessage } from './mailbox'

/** Answers every question of the health questionnaire step ('No', or the first choice; 70 for height and weight). */
export async function answerHealthQuestionnaire(dialog: Locator) {
  for (let guard = 0; guard < 20; guard++) {
    const number = dialog.getByRole('textbox', { name: /^(Height|Weight)$/ })
    if (await number.isVisible()) await number.fill('70')
    const no = dialog.getByRole('radio', { name: 'No', exact: true })
    if (await no.isVisible()) await no.check()
    else await dialog.getByRole('radio').first().check()
    const finish = dialog.getByRole('button', { name: 'Finish' })
    if (await finish.isVisible()) return finish.click()
    const progress = await dialog.getByRole('progressbar').getAttribute('aria-valuenow')
    await dialog.getByRole('button', { name: 'Next' }).click()
    await expect(dialog.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow', progress ?? '')
  }
  throw new Error('the questionnaire did not finish')
}

/**
 * A new patient's whole sign-up in the overlay on the current page (auth.spec.ts checks each step):
 * e-mail, names and password, the e-mail code, the health questions, personal information (a man,
 * a German mobile number) and the phone code, until "You're all set".
 */
export async function signUpThroughScreens(page: Page, request: APIRequestContext, { email, phone }: { email: string; phone: string }) {
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('E-mail').fill(email)
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await dialog.getByLabel('First name').fill('Jan')
  await dialog.getByLabel('Last name').fill('Novak')
  await dialog.getByLabel('Password', { exact: true }).fill(PATIENT_PASSWORD)
  await dialog.getByRole('checkbox').check()
  await dialog.getByRole('button', { name: 'Create account' }).click()
  await dialog.getByLabel('Verification code').fill(codeIn(await nextMessage(request, email)))
  await dialog.getByRole('button', { name: 'Verify' }).click()
  await expect(dialog.getByRole('heading', { name: 'E-mail confirmed' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await expect(dialog.getByRole('heading', { name: 'Your health' })).toBeVisible()
  await answerHealthQuestionnaire(dialog)
  await expect(dialog.getByRole('heading', { name: 'Personal information' })).toBeVisible()
  await dialog.getByRole('combobox', { name: 'Country code' }).selectOption('DE')
  await dialog.getByRole('textbox', { name: 'Phone number' }).fill(phone.replace('+49', ''))
  await chooseBirthDate(dialog, '1979-11-04')
  await dialog.getByRole('radio', { name: 'Male', exact: true }).check()
  const beforeSms = (await messagesTo(request, phone))[0]?.id ?? 0
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByRole('heading', { name: 'Confirm your phone' })).toBeVisible()
  await dialog.getByLabel('Verification code').fill(codeIn(await nextMessage(request, phone, beforeSms)))
  await dialog.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByText("You're all set").first()).toBeVisible()
}
