import type { Page } from '@playwright/test'
import { ahead, approveAsDoctor, book, calendarDoctor, doctorSession, graphql } from './appointments-api'
import { expect, expectAccessible, gotoHydrated, test } from './fixtures'
import { message } from './messages'

/**
 * Issue 14, notifications as a patient sees them: the doctor acts through the API while the
 * patient's page is open, and the bell hears of it live; the panel pages through by scrolling,
 * marks read, deletes, and opens the appointment.
 */

const t = (id: string) => message('en', id)
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ })
/** The bell while the panel (a modal) hides the rest of the page from assistive technology. */
const bellBehindPanel = (page: Page) => page.locator('header button[aria-label^="Notifications"]')
const panel = (page: Page) => page.getByRole('dialog', { name: t('notifications.title') })

test.describe('notifications', () => {
  test('the bell shows a new notification without a reload; opening it marks it read and opens the appointment', async ({
    page,
    createPatient,
  }) => {
    const patient = await createPatient({ label: 'bell', complete: true })
    const doctor = await doctorSession()
    const id = await book(patient, doctor.doctorId)
    // The live stream opens once the page has loaded; the API listens before it answers.
    const live = page.waitForResponse((response) => response.url().endsWith('/api/notifications/stream'))
    await gotoHydrated(page, '/appointments')
    await expect(bell(page)).toHaveAccessibleName('Notifications')
    await expect(bell(page)).not.toHaveAttribute('data-unread')
    expect((await live).status()).toBe(200)

    await approveAsDoctor(doctor.token, id)
    await expect(bell(page)).toHaveAttribute('data-unread', '')
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread')

    await bell(page).click()
    await expect(panel(page)).toBeVisible()
    const item = panel(page).getByRole('button', { name: /^Unread: Appointment confirmed/ })
    await expect(item).toContainText(`${calendarDoctor().name} confirmed your appointment.`)
    await expectAccessible(page)
    await item.click()
    await expect(page).toHaveURL(new RegExp(`/appointments/${id}$`))
    await expect(bell(page)).toHaveAccessibleName('Notifications')
  })

  test('the open appointment shows the times the doctor proposes without a reload (issue 26)', async ({ page, createPatient }) => {
    const patient = await createPatient({ label: 'live-dates', complete: true })
    const doctor = await doctorSession()
    const id = await book(patient, doctor.doctorId)
    const live = page.waitForResponse((response) => response.url().endsWith('/api/notifications/stream'))
    await gotoHydrated(page, `/de/appointments/${id}`)
    await expect(page.getByRole('heading', { name: message('de', 'appointments.own_dates_title') })).toBeVisible()
    await expect(page.getByRole('radio')).toHaveCount(0)
    expect((await live).status()).toBe(200)

    await graphql(
      doctor.token,
      `
        mutation ($id: ID!, $dates: [DateTime!]!) {
          doctorProposeDates(id: $id, input: { dates: $dates }) {
            id
          }
        }
      `,
      {
        id,
        dates: [ahead(6, 9), ahead(6, 15)],
      },
    )
    // The notice names the appointment: the page fetches it again and offers the two times to choose from.
    await expect(page.getByRole('radio')).toHaveCount(2)
    await expect(page.getByRole('button', { name: message('de', 'appointments.confirm_date') })).toBeDisabled()
  })

  test('45 notifications page in by scrolling; mark read and delete from the item menu', async ({ page, createPatient }) => {
    const patient = await createPatient({ label: 'many', complete: true })
    const doctor = await doctorSession()
    const id = await book(patient, doctor.doctorId)
    await approveAsDoctor(doctor.token, id)
    // The approval and 44 messages from the doctor: 45 notifications, the newest message first.
    for (let n = 1; n <= 44; n += 1) {
      await graphql(
        doctor.token,
        `
          mutation ($id: ID!, $note: String!) {
            doctorCreateNote(id: $id, input: { note: $note }) {
              id
            }
          }
        `,
        { id, note: `Note ${n}` },
      )
    }
    await gotoHydrated(page, '/')
    await expect(bell(page)).toHaveAccessibleName('Notifications, 45 unread')
    await bell(page).click()
    const list = panel(page).getByRole('list', { name: t('notifications.tab_all') })
    const rows = list.getByRole('listitem')
    await expect(rows).toHaveCount(20)
    for (const expected of [40, 45]) {
      await rows.last().scrollIntoViewIfNeeded()
      await expect(rows).toHaveCount(expected)
    }
    await expect(rows.last()).toContainText('Appointment confirmed')

    // Mark the newest read from its menu: the menu then offers only delete.
    const newest = rows.first()
    await newest.getByRole('button', { name: /^Options for/ }).click()
    await page.getByRole('menuitem', { name: t('notifications.mark_read') }).click()
    await expect(bellBehindPanel(page)).toHaveAttribute('aria-label', 'Notifications, 44 unread')
    await newest.getByRole('button', { name: /^Options for/ }).click()
    await expect(page.getByRole('menuitem', { name: t('notifications.mark_read') })).toHaveCount(0)
    await page.getByRole('menuitem', { name: t('notifications.delete') }).click()
    await expect(rows).toHaveCount(44)
    await expect(bellBehindPanel(page)).toHaveAttribute('aria-label', 'Notifications, 44 unread')

    // The unread tab lists the unread ones only.
    await panel(page)
      .getByRole('tab', { name: t('notifications.tab_unread') })
      .click()
    const unread = panel(page)
      .getByRole('list', { name: t('notifications.tab_unread') })
      .getByRole('listitem')
    await expect(unread).toHaveCount(20)
    await expectAccessible(page)
  })

  test('in Arabic the panel reads right to left, translated', async ({ page, createPatient }) => {
    const patient = await createPatient({ label: 'bell-ar', complete: true })
    const doctor = await doctorSession()
    await approveAsDoctor(doctor.token, await book(patient, doctor.doctorId))
    await gotoHydrated(page, '/ar')
    await page.getByRole('button', { name: new RegExp(`^${message('ar', 'notifications.title')}`) }).click()
    const sheet = page.getByRole('dialog', { name: message('ar', 'notifications.title') })
    await expect(sheet.getByRole('tab', { name: message('ar', 'notifications.tab_unread') })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expectAccessible(page)
  })

  test('the bell reads in the page’s language, not the account’s: German on /de for the English demo patient (issue 26)', async ({
    page,
  }) => {
    await page.goto('/de?page=login')
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel(message('de', 'auth.email')).fill('demo.patient@example.com')
    await dialog.getByLabel(message('de', 'auth.password'), { exact: true }).fill('Demo-Patient-2026')
    await dialog.getByRole('button', { name: message('de', 'auth.login_submit') }).click()
    await expect(dialog).toHaveCount(0)
    await page.getByRole('button', { name: new RegExp(`^${message('de', 'notifications.title')}`) }).click()
    const sheet = page.getByRole('dialog', { name: message('de', 'notifications.title') })
    // The demo's report and the doctor's messages, as the API renders them for a German page.
    await expect(sheet.getByText('Ihr Befund ist fertig').first()).toBeVisible({ timeout: 15_000 })
    await expect(sheet.getByText('Neue Nachricht').first()).toBeVisible()
    await expect(sheet.getByText(/Your report is ready|New message|sent you a message/)).toHaveCount(0)
  })
})
