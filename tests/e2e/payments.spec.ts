import type { Page } from '@playwright/test'
import { CHARGES_PAGE_SIZE } from '#contract/payments'
import {
  approvedAppointments,
  graphql,
  payableAppointment,
  payWithCard,
  payWithTestCard,
  saveTestCard,
  subscribeWithTestCard,
} from './appointments-api'
import { expect, expectAccessible, gotoHydrated, test } from './fixtures'
import { message } from './messages'

/**
 * Issue 13, card payments as a patient makes them, against the real API and its built-in processor
 * (Stripe's test cards): a new card (declined, then paid and saved), the saved card, 3-D Secure
 * completed and failed, and the billing section's cards and history.
 */

const t = (id: string) => message('en', id)

async function fillCard(page: Page, card: { holder?: string; number: string; expiry?: string; cvc?: string }) {
  if (card.holder !== undefined) await page.getByLabel(t('payments.card_holder')).fill(card.holder)
  await page.getByLabel(t('payments.card_number')).fill(card.number)
  await page.getByLabel(t('payments.expiry')).fill(card.expiry ?? '12 / 34')
  await page.getByLabel(t('payments.cvc')).fill(card.cvc ?? '123')
}

const payButton = (page: Page) => page.getByRole('button', { name: /^Pay €/ })

test.describe('card payments', () => {
  test('a declined card shows its error on the number field; a good card pays and is saved; the saved card pays the next one', async ({
    page,
    createPatient,
  }) => {
    test.slow()
    const patient = await createPatient({ label: 'pay', complete: true, timezone: 'Europe/Berlin' })
    const [first, second] = await approvedAppointments(patient, 2)

    await gotoHydrated(page, '/appointments')
    const payNow = page.getByRole('link', { name: t('appointments.pay_now') })
    await expect(payNow).toHaveCount(2)
    await gotoHydrated(page, `/appointments/${first}`)
    await page.getByRole('link', { name: t('appointments.pay_now') }).click()
    await expect(page).toHaveURL(/\/payment\/[\w-]+$/)
    await expect(page.getByRole('heading', { level: 1, name: t('payments.page_title') })).toBeVisible()
    // The built-in processor takes no money, and the page says so, with the card to try (issue 25).
    const testMode = page.getByRole('complementary', { name: t('payments.test_mode_title') })
    await expect(testMode).toBeVisible()
    await expect(testMode).toContainText('4242 4242 4242 4242')
    await expect(testMode).toContainText('No real money is charged')
    // No saved card yet: the new-card form shows, with the price on the button.
    await expect(page.getByRole('radio')).toHaveCount(0)
    await expectAccessible(page)

    // The holder's name is required.
    await fillCard(page, { number: '4242 4242 4242 4242' })
    await payButton(page).click()
    await expect(page.getByLabel(t('payments.card_holder'))).toHaveAccessibleDescription(t('validation.name_incomplete'))

    // A declined card: its error on the number field, nothing paid.
    await fillCard(page, { holder: 'Ada Lovelace', number: '4000 0000 0000 0002' })
    await payButton(page).click()
    await expect(page.getByLabel(t('payments.card_number'))).toHaveAccessibleDescription(t('validation.card_declined'))
    // An expired card (…0069): on the expiry field.
    await fillCard(page, { number: '4000 0000 0000 0069' })
    await payButton(page).click()
    await expect(page.getByLabel(t('payments.expiry'))).toHaveAccessibleDescription(t('validation.expired_card'))

    await fillCard(page, { number: '4242 4242 4242 4242' })
    await page.getByRole('checkbox', { name: t('payments.save_card') }).check()
    await payButton(page).click()

    // Back on the appointment with the success modal; closing it clears ?payment.
    await expect(page).toHaveURL(new RegExp(`/appointments/${first}\\?payment=true`))
    const success = page.getByRole('dialog', { name: t('ui.payment_success_title') })
    await expect(success).toBeVisible()
    await expectAccessible(page)
    await success.getByRole('button', { name: t('ui.continue') }).click()
    await expect(page).toHaveURL(new RegExp(`/appointments/${first}$`))
    await expect(page.getByText(t('appointments.paid'), { exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: t('appointments.pay_now') })).toHaveCount(0)

    // The second appointment: the saved card is listed and preselected.
    await gotoHydrated(page, `/appointments/${second}`)
    await page.getByRole('link', { name: t('appointments.pay_now') }).click()
    const saved = page.getByRole('radio', { name: /Visa ending in 4242/ })
    await expect(saved).toBeChecked()
    await expectAccessible(page)
    await payButton(page).click()
    await expect(page.getByRole('dialog', { name: t('ui.payment_success_title') })).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`/appointments/${second}\\?payment=true`))

    // The history lists both payments and the two refusals, newest first.
    await gotoHydrated(page, '/account?slug=billing_and_plans')
    const rows = page.getByRole('table').getByRole('row')
    await expect(rows).toHaveCount(5)
    await expect(rows.nth(1)).toContainText(t('payments.status_succeeded'))
    await expect(rows.nth(1)).toContainText(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/)
    await expect(page.getByRole('table').getByText(t('payments.status_failed'))).toHaveCount(2)
    await expect(page.getByRole('region', { name: t('payments.payment_methods') }).getByText('Visa ending in 4242')).toBeVisible()
    // Paid rows link a receipt (the built-in processor's is our PDF, in the page's language); refused ones do not.
    const receipts = page.getByRole('table').getByRole('link', { name: t('payments.receipt') })
    await expect(receipts).toHaveCount(2)
    const receipt = await page.request.get((await receipts.first().getAttribute('href'))!)
    expect(receipt.status()).toBe(200)
    expect(receipt.headers()['content-type']).toBe('application/pdf')
    expect((await receipt.body()).subarray(0, 5).toString()).toBe('%PDF-')
    await expectAccessible(page)
  })

  for (const { locale, described, date } of [
    { locale: 'de', described: 'Termin Nr.', date: /^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/ },
    { locale: 'en', described: 'Appointment #', date: /^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/ },
    // Intl's Arabic date carries right-to-left marks between its numbers; the time follows a comma.
    { locale: 'ar', described: 'الموعد رقم ', date: /^\d{2}\u200f\/\d{2}\u200f\/\d{4}، \d{2}:\d{2}$/ },
  ] as const) {
    test(`on a phone the history reads whole and in the page language: nothing cut off, the date under what was paid (${locale})`, async ({
      page,
      createPatient,
    }) => {
      const patient = await createPatient({ label: 'history-phone', complete: true })
      const [id] = await approvedAppointments(patient, 1)
      expect(await payWithCard(patient, id!, '4242424242424242')).toBe('succeeded')
      await saveTestCard(patient)
      await page.setViewportSize({ width: 390, height: 844 })
      await gotoHydrated(page, `${locale === 'en' ? '' : `/${locale}`}/account?slug=billing_and_plans`)
      const table = page.getByRole('table')
      const row = table.getByRole('row').nth(1)
      // What was paid for, in the page's language (the API names it; issue 26's re-walk found "Appointment #5" in German).
      await expect(row).toContainText(`${described}${locale === 'de' ? ' ' : ''}${id}`)
      await expect(row.getByText(date).filter({ visible: true })).toHaveCount(1)
      // In the page's reading direction the day comes first, then the year, then the time (rightmost
      // first in Arabic; a wrapped line after the first). Forced left to right, the Arabic date's marks
      // scrambled it into "2026/11/، 2112:39".
      const inReadingOrder = await row
        .getByText(date)
        .filter({ visible: true })
        .evaluate((element) => {
          const text = element.firstChild!
          const content = text.textContent!
          const box = (start: number, length: number) => {
            const range = document.createRange()
            range.setStart(text, start)
            range.setEnd(text, start + length)
            return range.getBoundingClientRect()
          }
          const rtl = document.documentElement.dir === 'rtl'
          const before = (a: DOMRect, b: DOMRect) =>
            Math.abs(a.top - b.top) > 2 ? a.top < b.top : rtl ? a.right > b.right : a.left < b.left
          const [day, year, time] = [box(0, 2), box(content.search(/\d{4}/), 4), box(content.length - 5, 5)]
          return before(day, year) && before(year, time)
        })
      expect(inReadingOrder, 'day, year and time in the reading direction').toBe(true)
      // The saved card reads its last digits, then its expiry: two numbers that ran together in Arabic ("424212/29").
      const cardRow = page
        .getByRole('region', { name: message(locale, 'payments.payment_methods') })
        .getByRole('listitem')
        .first()
      await expect(cardRow).toContainText('4242')
      const lastDigitsFirst = await cardRow.evaluate((item) => {
        const boxes: Record<string, DOMRect> = {}
        const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent!
          const range = document.createRange()
          const at = text.indexOf('4242')
          if (at >= 0) {
            range.setStart(node, at)
            range.setEnd(node, at + 4)
            boxes.last4 = range.getBoundingClientRect()
          } else if (/^\d{2}\/\d{2}$/.test(text)) {
            range.selectNodeContents(node)
            boxes.expiry = range.getBoundingClientRect()
          }
        }
        const { last4, expiry } = boxes
        if (!last4 || !expiry) return false
        const rtl = document.documentElement.dir === 'rtl'
        return Math.abs(last4.top - expiry.top) > 2 ? last4.top < expiry.top : rtl ? last4.left > expiry.right : last4.right < expiry.left
      })
      expect(lastDigitsFirst, 'the last digits, then the expiry, apart, in the reading direction').toBe(true)
      // The receipt link is on screen: neither the table nor the page scrolls sideways (it did by 15 px in English).
      const receipt = await row.getByRole('link', { name: message(locale, 'payments.receipt') }).boundingBox()
      expect(receipt!.x).toBeGreaterThanOrEqual(0)
      expect(receipt!.x + receipt!.width).toBeLessThanOrEqual(390)
      expect(await table.evaluate((element) => element.scrollWidth - element.parentElement!.clientWidth)).toBeLessThanOrEqual(0)
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0)
    })
  }

  test('the history pages by eight, each page an address of its own: next, previous, and back; on a phone in Arabic, mirrored arrows', async ({
    page,
    createPatient,
  }) => {
    const patient = await createPatient({ label: 'history-pages', complete: true })
    for (const id of await approvedAppointments(patient, CHARGES_PAGE_SIZE + 1)) await payWithTestCard(patient, id)
    await gotoHydrated(page, '/account?slug=billing_and_plans')
    const pager = page.getByRole('navigation', { name: message('en', 'payments.history_pages') })
    // the table's rows: its header and the page's charges
    const rows = page.getByRole('table').getByRole('row')
    const pageOf = (n: number) => pager.getByText(`Page ${n} of 2`)
    await expect(rows).toHaveCount(CHARGES_PAGE_SIZE + 1)
    await expect(pageOf(1)).toBeVisible()
    // At the first page "previous" shows, disabled.
    await expect(pager.getByText(message('en', 'payments.previous'))).toBeVisible()
    await expect(pager.getByRole('link', { name: message('en', 'payments.previous') })).toHaveAttribute('aria-disabled', 'true')
    await pager.getByRole('link', { name: message('en', 'payments.next') }).click()
    await expect(page).toHaveURL(/[?&]history=1(&|$)/)
    await expect(pageOf(2)).toBeVisible()
    await expect(rows).toHaveCount(2)
    await expect(pager.getByRole('link', { name: message('en', 'payments.next') })).toHaveAttribute('aria-disabled', 'true')
    await expectAccessible(page)
    await page.goBack()
    await expect(pageOf(1)).toBeVisible()
    await expect(rows).toHaveCount(CHARGES_PAGE_SIZE + 1)
    await pager.getByRole('link', { name: message('en', 'payments.next') }).click()
    await pager.getByRole('link', { name: message('en', 'payments.previous') }).click()
    await expect(page).not.toHaveURL(/history=/)
    await expect(pageOf(1)).toBeVisible()
    // An address past the end (an old one, or edited by hand) is answered with the last page.
    await gotoHydrated(page, '/account?slug=billing_and_plans&history=5')
    await expect(page).toHaveURL(/[?&]history=1(&|$)/)
    await expect(pageOf(2)).toBeVisible()
    await expect(rows).toHaveCount(2)

    // On a phone, in Arabic: the arrows alone (still named), "next" pointing left, toward where the
    // reading goes, and nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 })
    await gotoHydrated(page, '/ar/account?slug=billing_and_plans')
    const next = page
      .getByRole('navigation', { name: message('ar', 'payments.history_pages') })
      .getByRole('link', { name: message('ar', 'payments.next') })
    // Tailwind's rtl:-scale-x-100 is the `scale` property, not a transform.
    const arrow = await next.locator('svg').evaluate((svg) => getComputedStyle(svg).scale)
    expect(arrow, 'the chevron is mirrored').toMatch(/^-1 1$|^-100% 100%$/)
    await expect(next).toBeVisible()
    // its text for screen readers only (a 1 px clipped box)
    expect((await next.getByText(message('ar', 'payments.next')).boundingBox())!.width).toBeLessThanOrEqual(1)
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0)
  })

  test('3-D Secure: a failed challenge shows the payment error modal; a completed one pays', async ({ page, createPatient }) => {
    const patient = await createPatient({ label: 'threeds', complete: true })
    const { id, ...appointment } = await payableAppointment(patient)

    await gotoHydrated(page, `/payment/${appointment.payKey}`)
    await fillCard(page, { holder: 'Grace Hopper', number: '4000 0025 0000 3155' })
    await payButton(page).click()
    const challenge = page.getByRole('dialog', { name: t('payments.challenge_title') })
    await expect(challenge).toBeVisible()
    await expectAccessible(page)
    await challenge.getByRole('button', { name: t('payments.challenge_fail') }).click()
    const failed = page.getByRole('dialog', { name: t('payments.payment_error') })
    await expect(failed).toBeVisible()
    await failed.getByRole('button', { name: t('payments.ok') }).click()
    await expect(page).toHaveURL(/\/payment\//)

    await payButton(page).click()
    await page
      .getByRole('dialog', { name: t('payments.challenge_title') })
      .getByRole('button', { name: t('payments.challenge_complete') })
      .click()
    await expect(page).toHaveURL(new RegExp(`/appointments/${id}\\?payment=true`))
    await expect(page.getByRole('dialog', { name: t('ui.payment_success_title') })).toBeVisible()
  })

  test("after ten declined payments the next one is refused on the payment page, in the page's language (issue 25)", async ({
    page,
    createPatient,
  }) => {
    const patient = await createPatient({ label: 'declines', complete: true })
    const { payKey, id } = await payableAppointment(patient)
    // Ten declines of three cards, under five each: a card is its number whatever the expiry (its
    // fingerprint), and five declines of one card would lock it for everyone (the other tests' too).
    const declining = ['4000000000009995', '4000000000009987', '4000000000009979']
    for (let attempt = 0; attempt < 10; attempt += 1)
      expect(await payWithCard(patient, id, declining[attempt % 3]!, 1 + attempt)).toBe('failed')

    await gotoHydrated(page, `/de/payment/${payKey}`)
    await expect(page.getByRole('complementary', { name: message('de', 'payments.test_mode_title') })).toContainText('4242 4242 4242 4242')
    await page.getByLabel(message('de', 'payments.card_holder')).fill('Jürgen Müller')
    await page.getByLabel(message('de', 'payments.card_number')).fill('4242 4242 4242 4242')
    await page.getByLabel(message('de', 'payments.expiry')).fill('12 / 34')
    await page.getByLabel(message('de', 'payments.cvc')).fill('123')
    await page.getByRole('button', { name: /bezahlen$/ }).click()
    // The toast (Radix also announces it in a live region of its own).
    await expect(
      page.getByText('Zu viele Zahlungen mit dieser Karte oder diesem Konto wurden abgelehnt.', { exact: false }).first(),
    ).toBeVisible()
    await expect(page).toHaveURL(/\/payment\//)
  })

  test('billing: add cards from ?action=add_card, set the default, delete with a confirm; the empty history', async ({
    page,
    createPatient,
  }) => {
    await createPatient({ label: 'cards', complete: true })
    await gotoHydrated(page, '/account?slug=billing_and_plans')
    await expect(page.getByText(t('payments.history_empty'))).toBeVisible()
    await expect(page.getByText(t('payments.free_plan'))).toBeVisible()
    // The free plan points to the pricing page.
    await expect(
      page.getByRole('region', { name: t('payments.current_plan') }).getByRole('link', { name: t('payments.unlock_now') }),
    ).toHaveAttribute('href', '/subscription')
    await expectAccessible(page)

    const methods = page.getByRole('region', { name: t('payments.payment_methods') })
    for (const [number, name] of <const>[
      ['4242 4242 4242 4242', 'Visa ending in 4242'],
      ['5555 5555 5555 4444', 'Mastercard ending in 4444'],
    ]) {
      await methods.getByRole('button', { name: t('payments.add_card') }).click()
      await expect(page).toHaveURL(/action=add_card/)
      const dialog = page.getByRole('dialog', { name: t('payments.add_card') })
      await fillCard(page, { holder: 'Ada Lovelace', number })
      await dialog.getByRole('button', { name: t('payments.add_card') }).click()
      const added = page.getByRole('dialog', { name: t('payments.card_added_title') })
      await expect(added).toBeVisible()
      await expect(page).not.toHaveURL(/action=add_card/)
      await added.getByRole('button', { name: t('payments.ok') }).click()
      await expect(methods.getByText(name)).toBeVisible()
    }
    // The first card is the default; the second becomes it.
    await methods.getByRole('button', { name: 'Set Mastercard ending in 4444 as default' }).click()
    await expect(methods.getByRole('button', { name: 'Set Visa ending in 4242 as default' })).toBeVisible()

    // Deleting the default moves the default to the remaining card.
    await methods.getByRole('button', { name: 'Delete Mastercard ending in 4444' }).click()
    const confirm = page.getByRole('dialog', { name: t('payments.delete_title') })
    await expectAccessible(page)
    await confirm.getByRole('button', { name: t('payments.delete') }).click()
    await expect(methods.getByText('Mastercard ending in 4444')).toHaveCount(0)
    await expect(methods.getByText(t('payments.default'))).toBeVisible()

    // The address opens the modal; leaving it closes it.
    await gotoHydrated(page, '/account?slug=billing_and_plans&action=add_card')
    await expect(page.getByRole('dialog', { name: t('payments.add_card') })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page).not.toHaveURL(/action=add_card/)
  })

  test('subscribe yearly, see the current-plan badge, cancel with the date, resubscribe; the history lists the charge', async ({
    page,
    createPatient,
  }) => {
    test.slow()
    await createPatient({ label: 'premium', complete: true })
    await gotoHydrated(page, '/subscription')
    await expect(page.getByRole('heading', { level: 1, name: 'Upgrade to Premium' })).toBeVisible()
    // Yearly first for a patient without a subscription, with the discount of the spec's formula (14.99 vs 143.88/12).
    await expect(page.getByRole('radio', { name: /Yearly/ })).toBeChecked()
    await expect(page.getByText('Save 20%')).toBeVisible()
    await expect(page.getByText('€11.99 / month')).toBeVisible()
    // The comparison lists what works today: storage and the consultation discount (ADR 0041).
    const comparison = page.getByRole('table')
    await expect(comparison.getByRole('rowheader')).toHaveText([
      t('payments.feature_document_storage'),
      t('payments.feature_consultation_discount'),
    ])
    await expect(comparison.getByRole('row').filter({ hasText: t('payments.feature_consultation_discount') })).toContainText('10%')
    await expectAccessible(page)
    await page.getByRole('radio', { name: t('payments.period_month') }).click()
    await expect(page).toHaveURL(/period=month/)
    await expect(page.getByText('€14.99 / month')).toBeVisible()
    await page.getByRole('radio', { name: /Yearly/ }).click()

    await page.getByRole('link', { name: t('payments.unlock_now') }).click()
    await expect(page).toHaveURL(/\/subscription\/\d+\/\d+\/payment$/)
    await expect(page.getByText('€143.88', { exact: true })).toBeVisible()
    await expectAccessible(page)
    await fillCard(page, { holder: 'Ada Lovelace', number: '4242 4242 4242 4242' })
    await payButton(page).click()
    const subscribed = page.getByRole('dialog', { name: message('en', 'auth.subscribed_title') })
    await expect(subscribed).toBeVisible()
    await expect(page).toHaveURL(/\/subscription\?page=subscribed/)
    await subscribed.getByRole('button', { name: message('en', 'auth.ok') }).click()
    await expect(page.getByText(t('payments.current_plan'))).toBeVisible()
    await expect(page.getByRole('link', { name: t('payments.unlock_now') })).toHaveCount(0)

    await gotoHydrated(page, '/account?slug=billing_and_plans')
    const plan = page.getByRole('region', { name: t('payments.current_plan') })
    await expect(plan).toContainText('Premium')
    await expect(plan).toContainText(/Renews on \d{1,2} \w+ \d{4}/)
    await plan.getByRole('button', { name: t('payments.cancel_subscription') }).click()
    const cancel = page.getByRole('dialog', { name: t('payments.cancel_title') })
    await expect(cancel).toContainText(/until \d{1,2} \w+ \d{4}/)
    await expectAccessible(page)
    await cancel.getByRole('button', { name: t('payments.cancel_subscription') }).click()
    const canceled = page.getByRole('dialog', { name: t('payments.canceled_title') })
    await canceled.getByRole('button', { name: t('payments.ok') }).click()
    await expect(plan).toContainText(/Ends on \d{1,2} \w+ \d{4}/)

    await plan.getByRole('button', { name: t('payments.resubscribe') }).click()
    await page
      .getByRole('dialog', { name: t('payments.resubscribe_title') })
      .getByRole('button', { name: t('payments.resubscribe') })
      .click()
    await page
      .getByRole('dialog', { name: t('payments.restarted_title') })
      .getByRole('button', { name: t('payments.ok') })
      .click()
    await expect(plan).toContainText(/Renews on/)
    // The subscription's card is kept for renewals, and the charge is in the history.
    await expect(page.getByRole('region', { name: t('payments.payment_methods') }).getByText('Visa ending in 4242')).toBeVisible()
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(2)
    await expect(page.getByRole('table')).toContainText('€143.88')

    // switchPlan: monthly from the next renewal on; the year paid for stays.
    await gotoHydrated(page, '/subscription?period=month')
    await page.getByRole('button', { name: t('payments.switch_to_monthly') }).click()
    const switching = page.getByRole('dialog', { name: t('payments.switch_title') })
    await expect(switching).toContainText('€14.99')
    await switching.getByRole('button', { name: t('payments.switch_confirm') }).click()
    await page
      .getByRole('dialog', { name: t('payments.switched_title') })
      .getByRole('button', { name: t('payments.ok') })
      .click()
    await expect(page.getByText(/Renews monthly from \d{1,2} \w+ \d{4}/)).toBeVisible()
    await expect(page.getByRole('button', { name: t('payments.switch_to_monthly') })).toHaveCount(0)
    await gotoHydrated(page, '/account?slug=billing_and_plans')
    await expect(page.getByRole('region', { name: t('payments.current_plan') })).toContainText(/yearly.*Renews on .*Renews monthly from/)
  })

  test("a Premium subscriber sees Premium's discount on the booking total and the payment page, and pays the amount due", async ({
    page,
    createPatient,
  }) => {
    test.slow()
    const patient = await createPatient({ label: 'discount', complete: true })
    await subscribeWithTestCard(patient)
    const appointment = await payableAppointment(patient)
    const priceCents = Math.round(appointment.price * 100)
    const discountCents = Math.round(priceCents / 10)
    const euro = (cents: number, locale = 'en') =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'EUR',
        minimumFractionDigits: 2,
        trailingZeroDisplay: 'stripIfInteger',
      }).format(cents / 100)
    const tenPercent = (locale: string) => new Intl.NumberFormat(locale, { style: 'percent' }).format(0.1)
    // The summary beside the card form: the price, the discount line, the amount due.
    const summary = page.getByRole('region').filter({ has: page.getByRole('term') })

    // German first: the discount line names the plan, translated.
    await gotoHydrated(page, `/de/payment/${appointment.payKey}`)
    await expect(summary).toContainText(`Premium-Rabatt (${tenPercent('de')})−${euro(discountCents, 'de')}`)
    await gotoHydrated(page, `/payment/${appointment.payKey}`)
    await expect(summary).toContainText(`${t('appointments.price')}${euro(priceCents)}`)
    await expect(summary).toContainText(`Premium discount (${tenPercent('en')})−${euro(discountCents)}`)
    await expect(summary).toContainText(`${t('appointments.amount_due')}${euro(priceCents - discountCents)}`)
    await expectAccessible(page)
    // The subscription's card is saved and preselected.
    await expect(page.getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked()
    await page.getByRole('button', { name: t('payments.pay_amount').replace('{amount}', euro(priceCents - discountCents)) }).click()
    await expect(page.getByRole('dialog', { name: t('ui.payment_success_title') })).toBeVisible()

    // Charged the amount due, and the history says why.
    await gotoHydrated(page, '/account?slug=billing_and_plans')
    const paid = page
      .getByRole('table')
      .getByRole('row')
      .filter({ hasText: `${euro(priceCents)} less Premium discount (${tenPercent('en')}): −${euro(discountCents)}` })
    await expect(paid).toContainText(euro(priceCents - discountCents))

    // The booking total takes it off too.
    const { doctor } = await graphql<{ doctor: { plans: { id: string; type: number; price: number }[] } }>(
      patient.token,
      `
        {
          doctor: doctorBySlug(slug: "dr-anna-keller") {
            plans {
              id
              type
              price
            }
          }
        }
      `,
    )
    const plan = doctor.plans.find((candidate) => candidate.type === 1)!
    const planCents = Math.round(plan.price * 100)
    await gotoHydrated(page, `/book-appointment?doctor=dr-anna-keller&plan=${plan.id}&step=details`)
    await expect(page.getByText(`Premium discount (10%)`)).toBeVisible()
    await expect(page.getByRole('definition').filter({ hasText: `−${euro(Math.round(planCents / 10))}` })).toBeVisible()
    await expect(page.getByRole('term').filter({ hasText: t('appointments.total') })).toBeVisible()
  })

  test('a visitor choosing a plan gets the login overlay, on the pricing page and on its payment page', async ({ page }) => {
    await gotoHydrated(page, '/subscription')
    await page.getByRole('button', { name: t('payments.choose_plan') }).click()
    await expect(page).toHaveURL(/page=login/)
    await expect(page.getByRole('dialog', { name: message('en', 'auth.login_title') })).toBeVisible()

    const link = await page.evaluate(() => location.pathname)
    expect(link).toBe('/subscription')
    await gotoHydrated(page, '/subscription/2/3/payment')
    await expect(page).toHaveURL(/\/subscription\/2\/3\/payment\?page=login$/)
    await expect(page.getByRole('dialog', { name: message('en', 'auth.login_title') })).toBeVisible()
  })

  test('in the mobile shell the page tells the native host how the payment ended; the purchase is tracked', async ({
    page,
    context,
    baseURL,
    createPatient,
  }) => {
    const patient = await createPatient({ label: 'mobile', complete: true })
    const { id, ...appointment } = await payableAppointment(patient)
    // The native app's web view: fromMobile=1 was remembered, and it listens on ReactNativeWebView.
    await context.addCookies([{ name: 'fromMobile', value: '1', domain: new URL(baseURL!).hostname, path: '/' }])
    await page.addInitScript(() => {
      const host = window as unknown as { nativeMessages: string[]; ReactNativeWebView: { postMessage: (message: string) => void } }
      host.nativeMessages = []
      host.ReactNativeWebView = { postMessage: (message) => host.nativeMessages.push(message) }
    })
    const nativeMessages = () => page.evaluate(() => (window as unknown as { nativeMessages: string[] }).nativeMessages)

    await gotoHydrated(page, `/payment/${appointment.payKey}`)
    await fillCard(page, { holder: 'Ada Lovelace', number: '4000 0000 0000 0002' })
    await payButton(page).click()
    await expect(page.getByLabel(t('payments.card_number'))).toHaveAccessibleDescription(t('validation.card_declined'))
    expect(await nativeMessages()).toEqual(['PAYMENT_FINISHED_FAIL'])

    const tracked = page.waitForRequest((request) => request.url().endsWith('/api/track/purchase') && request.method() === 'POST')
    await fillCard(page, { number: '4242 4242 4242 4242' })
    await payButton(page).click()
    await expect(page.getByRole('dialog', { name: t('ui.payment_success_title') })).toBeVisible()
    expect(await nativeMessages()).toEqual(['PAYMENT_FINISHED_FAIL', 'PAYMENT_FINISHED_SUCCESS'])

    const purchase = (await tracked).postDataJSON()
    expect(purchase).toMatchObject({
      user_id: String(patient.userId),
      value: appointment.price,
      items: [{ item_id: `appointment-${id}`, quantity: 1 }],
    })
    expect(purchase.transaction_id).toMatch(/^pay_/)
    expect((await (await tracked).response())?.status()).toBe(204)
  })

  test('in Arabic the payment page and the pricing page read right to left, translated, and pass axe', async ({ page, createPatient }) => {
    const ar = (id: string) => message('ar', id)
    const patient = await createPatient({ label: 'arabic', complete: true })
    const appointment = await payableAppointment(patient)

    await gotoHydrated(page, `/ar/payment/${appointment.payKey}`)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { level: 1, name: ar('payments.page_title') })).toBeVisible()
    await page.getByLabel(ar('payments.card_holder')).fill('')
    await page.getByRole('button', { name: new RegExp(ar('payments.pay_amount').replace('{amount}', '.*')) }).click()
    await expect(page.getByLabel(ar('payments.card_holder'))).toHaveAccessibleDescription(ar('validation.name_incomplete'))
    await expectAccessible(page)

    await gotoHydrated(page, '/ar/subscription')
    await expect(page.getByRole('heading', { level: 1, name: ar('payments.upgrade_to').replace('{plan}', 'الخطة المميزة') })).toBeVisible()
    await expect(page.getByRole('heading', { name: ar('payments.faq_title') })).toBeVisible()
    await expectAccessible(page)
  })

  test('the pricing page names the plans in the page language (ru, de, ar), as the profile drawer does', async ({
    page,
    createPatient,
  }) => {
    const names = { ru: ['Базовый', 'Премиум'], de: ['Basis', 'Premium'], ar: ['الخطة الأساسية', 'الخطة المميزة'] } as const
    for (const [locale, [basic, premium]] of Object.entries(names) as [keyof typeof names, readonly [string, string]][]) {
      await gotoHydrated(page, `/${locale}/subscription`)
      await expect(
        page.getByRole('heading', { level: 1, name: message(locale, 'payments.upgrade_to').replace('{plan}', premium) }),
      ).toBeVisible()
      await expect(page.getByRole('main').getByText(basic, { exact: true }).first()).toBeVisible()
      if (locale !== 'de') await expect(page.getByRole('main')).not.toContainText(/Basic|Premium/)
    }
    await subscribeWithTestCard(await createPatient({ label: 'plan-name', complete: true }))
    await gotoHydrated(page, '/ru/subscription')
    await page.getByRole('button', { name: message('ru', 'auth.profile_menu') }).click()
    await expect(page.getByRole('dialog')).toContainText(message('ru', 'auth.my_plan').replace('{plan}', 'Премиум'))
  })

  test('a payment return with ?payment=false shows the error modal; closing it clears the parameter', async ({ page, createPatient }) => {
    const patient = await createPatient({ label: 'return', complete: true })
    const { id } = await payableAppointment(patient)
    await gotoHydrated(page, `/appointments/${id}?payment=false`)
    const failed = page.getByRole('dialog', { name: message('en', 'errors.generic') })
    await expect(failed).toContainText(t('ui.payment_failed_text'))
    await expectAccessible(page)
    await failed.getByRole('button', { name: t('ui.ok') }).click()
    await expect(page).toHaveURL(new RegExp(`/appointments/${id}$`))
    await expect(page.getByRole('link', { name: t('appointments.pay_now') })).toBeVisible()
  })
})
