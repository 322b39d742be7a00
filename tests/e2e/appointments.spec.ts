import type { Page } from '@playwright/test'
import { ahead, asShown, berlin, book, calendarDoctor, completedWithReport, doctorSession, graphql } from './appointments-api'
import { API_URL, chooseFiles, expect, expectAccessible, gotoHydrated, reloadHydrated, test } from './fixtures'
import { message } from './messages'
import { APPOINTMENTS_PAGE_SIZE } from '#contract/appointments'

/**
 * Issue 12, the patient's appointment screens against the real API: the list and its groups, the
 * date negotiation with the doctor (played through the API, as `npm run doctor` does), messages,
 * links, cancelling with a reason, another patient's appointment, and one pass in Arabic.
 */

const t = (id: string) => message('en', id)

/** Opens a page that answers 200, once hydrated. */
async function open(page: Page, path: string) {
  const response = await gotoHydrated(page, path)
  expect(response?.status()).toBe(200)
}

test.describe('appointments', () => {
  test('the list shows the booked request in the patient’s time zone; the past group is empty; both pass axe', async ({
    page,
    createPatient,
  }) => {
    const patient = await createPatient({
      label: 'appointments-list',
      complete: true,
    })
    const { doctorId } = await doctorSession()
    const dates = [ahead(3, 8), ahead(4, 13)]
    await book(patient, doctorId, dates)
    await open(page, '/appointments')
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: t('appointments.page_title'),
      }),
    ).toBeVisible()
    const card = page.getByRole('article', { name: calendarDoctor().name })
    await expect(card).toBeVisible()
    await expect(card.getByText(t('appointments.status_1'))).toBeVisible()
    // Times only proposed are not the appointment's date (issue 26 #20): the card says how many, and whose move it is.
    await expect(card.getByText('You proposed 2 times — waiting for the doctor')).toBeVisible()
    await expect(card.getByText(berlin(dates[0]!))).toHaveCount(0)
    await expect(page.getByText('Times in your time zone: Central European Time', { exact: true })).toBeVisible()
    await expectAccessible(page)

    await page.getByLabel(t('appointments.filter_label')).selectOption('past')
    await expect(page).toHaveURL(/[?&]status=past/)
    await expect(page.getByText(t('appointments.empty_past'))).toBeVisible()
    await expect(page.getByRole('link', { name: t('appointments.find_doctor') })).toHaveAttribute('href', '/doctors')
    await expectAccessible(page)

    // The account area shows the same list.
    await open(page, '/account?slug=appointments')
    await expect(page.getByRole('heading', { level: 2, name: message('en', 'account.menu_appointments') })).toBeVisible()
    await expect(page.getByRole('article', { name: calendarDoctor().name }).getByText(t('appointments.status_1'))).toBeVisible()
    await expectAccessible(page)
  })

  test('a long history comes 20 at a time: "Show more" by keyboard brings the rest and takes the focus to the first it brought', async ({
    page,
    createPatient,
  }) => {
    const patient = await createPatient({ label: 'appointments-history', complete: true })
    const { doctorId } = await doctorSession()
    // One at a time, so the oldest two are the ones past the first page.
    const booked: string[] = []
    for (let i = 0; i < APPOINTMENTS_PAGE_SIZE + 2; i++) booked.push(await book(patient, doctorId))
    await open(page, '/appointments')
    const cards = page.getByRole('article')
    await expect(cards).toHaveCount(APPOINTMENTS_PAGE_SIZE)
    const more = page.getByRole('button', { name: t('appointments.show_more') })
    await more.focus()
    await page.keyboard.press('Enter')
    await expect(cards).toHaveCount(APPOINTMENTS_PAGE_SIZE + 2)
    await expect(more).toHaveCount(0)
    const [second, first] = [booked[1]!, booked[0]!]
    const items = page.getByRole('listitem').filter({ has: page.getByRole('article') })
    await expect(items.nth(APPOINTMENTS_PAGE_SIZE)).toBeFocused()
    await expect(items.nth(APPOINTMENTS_PAGE_SIZE).getByRole('link', { name: t('appointments.view_appointment') })).toHaveAttribute(
      'href',
      `/appointments/${second}`,
    )
    await expect(items.nth(APPOINTMENTS_PAGE_SIZE + 1).getByRole('link', { name: t('appointments.view_appointment') })).toHaveAttribute(
      'href',
      `/appointments/${first}`,
    )
    await expectAccessible(page)
  })

  test.describe(() => {
    // The refused upload below is the browser's console error too.
    test.use({ allowedConsoleErrors: /status of 422 .*\/storage\/file\?lang=en\)$/ })

    test('the doctor proposes times, the patient picks one; messages, files and links', async ({ page, createPatient }) => {
      const patient = await createPatient({
        label: 'appointments-negotiate',
        complete: true,
      })
      const doctor = await doctorSession()
      const id = await book(patient, doctor.doctorId)
      await open(page, `/appointments/${id}`)
      // The patient's own proposal, read-only, while it leads.
      await expect(
        page.getByRole('tab', {
          name: t('appointments.tab_dates'),
          selected: true,
        }),
      ).toBeVisible()
      await expect(page.getByRole('heading', { name: t('appointments.own_dates_title') })).toBeVisible()
      await expect(page.getByRole('radio')).toHaveCount(0)
      await expectAccessible(page)

      const offered = [ahead(6, 9), ahead(6, 15)]
      await graphql(
        doctor.token,
        `
          mutation ($id: ID!, $dates: [DateTime!]!) {
            doctorProposeDates(id: $id, input: { dates: $dates }) {
              id
            }
          }
        `,
        { id, dates: offered },
      )
      // The list says the doctor's times wait for the patient's choice.
      await open(page, '/appointments')
      await expect(
        page.getByRole('article', { name: calendarDoctor().name }).getByText('The doctor proposed 2 times — choose one'),
      ).toBeVisible()
      await open(page, `/appointments/${id}`)
      const confirm = page.getByRole('button', {
        name: t('appointments.confirm_date'),
      })
      await expect(confirm).toBeDisabled()
      await page.getByRole('radio', { name: berlin(offered[1]!) }).check()
      await confirm.click()
      // The dialog says what happened (issue 26 #8): the time is confirmed, and which; OK returns to the appointment.
      const confirmed = page.getByRole('alertdialog', { name: t('appointments.time_confirmed_title') })
      await expect(confirmed).toContainText(berlin(offered[1]!))
      await expectAccessible(page)
      await confirmed.getByRole('button', { name: t('appointments.ok') }).click()
      await expect(confirmed).toBeHidden()
      // Agreed: the page stays on the date tab, which now shows the agreed time, as the side card does.
      await expect(page.getByRole('tab', { name: t('appointments.tab_dates'), selected: true })).toBeVisible()
      await expect(page.getByRole('tabpanel').getByRole('heading', { name: t('appointments.agreed_date') })).toBeVisible()
      await expect(page.getByRole('tabpanel').getByText(berlin(offered[1]!))).toBeVisible()
      await expect(page.getByRole('radio')).toHaveCount(0)
      await expect(page.getByRole('complementary').getByText(berlin(offered[1]!))).toBeVisible()
      // The consultation is named once, not as its kind and a plan of the same name.
      await expect(page.getByRole('complementary').getByText('Video consultation', { exact: true })).toBeVisible()
      await reloadHydrated(page)
      await expect(page.getByRole('tab', { name: t('appointments.tab_dates'), selected: true })).toBeVisible()

      // Messages: empty cannot be sent; Enter sends; the doctor's answer arrives on the next load.
      await page.getByRole('tab', { name: t('appointments.tab_messages') }).click()
      await expect(page).toHaveURL(/[?&]tab=messages/)
      const box = page.getByLabel(t('appointments.message_label'))
      await box.fill('   ')
      await expect(page.getByRole('button', { name: t('appointments.send') })).toBeDisabled()
      await box.fill('Should I bring my ECG?')
      await box.press('Enter')
      await expect(page.getByRole('listitem').filter({ hasText: 'Should I bring my ECG?' })).toBeVisible()
      await expect(box).toHaveValue('')
      await graphql(
        doctor.token,
        `
          mutation ($id: ID!) {
            doctorCreateNote(id: $id, input: { note: "Yes, please." }) {
              id
            }
          }
        `,
        { id },
      )
      await reloadHydrated(page)
      await expect(
        page.getByRole('tab', {
          name: t('appointments.tab_messages'),
          selected: true,
        }),
      ).toBeVisible()
      const answer = page.getByRole('listitem').filter({ hasText: 'Yes, please.' })
      await expect(answer).toContainText(t('appointments.sender_doctor'))
      // The doctor's message translates into the page's language through the API's AI adapter (the
      // e2e API's stand-in answers "[language] text"); the patient's own messages do not offer it.
      await answer.getByRole('button', { name: t('appointments.translate') }).click()
      const translation = page.getByRole('dialog', { name: t('appointments.translation_title') })
      await expect(translation).toContainText('Yes, please.')
      await expect(translation).toContainText('[English] Yes, please.')
      await expectAccessible(page)
      await page.keyboard.press('Escape')
      await expect(translation).toBeHidden()
      await expect(answer.getByRole('button', { name: t('appointments.translate') })).toBeFocused()
      await expect(
        page
          .getByRole('listitem')
          .filter({ hasText: 'Should I bring my ECG?' })
          .getByRole('button', { name: t('appointments.translate') }),
      ).toHaveCount(0)

      // Files: a PDF uploads and is saved; a web page named .pdf is refused on its row; a removed row is not saved.
      await page.getByRole('tab', { name: t('appointments.tab_files') }).click()
      const picker = page.getByLabel(t('appointments.attach_files'))
      const save = page.getByRole('button', { name: t('appointments.save_files') })
      await expect(save).toBeDisabled()
      await chooseFiles(picker, [
        { name: 'ecg.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF') },
        { name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<!doctype html><script>alert(1)</script>') },
        { name: 'unwanted.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 unwanted') },
      ])
      await expect(page.getByRole('alert').filter({ hasText: message('en', 'validation.document_type') })).toBeVisible()
      await page.getByRole('button', { name: 'Remove unwanted.pdf' }).click()
      await expect(page.getByText('unwanted.pdf')).toHaveCount(0)
      await expect(save).toBeEnabled()
      await save.click()
      await expect(page.getByText(t('appointments.files_saved'), { exact: true }).first()).toBeVisible()
      const ecg = page.getByRole('link', { name: 'ecg.pdf' })
      await expect(ecg).toBeVisible()
      await expect(page.getByRole('link', { name: 'unwanted.pdf' })).toHaveCount(0)
      expect((await page.request.get((await ecg.getAttribute('href'))!)).status()).toBe(200)
      // Another site cannot upload with the patient's cookies.
      const forged = await page.request.post('/storage/file', {
        headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        multipart: { file: { name: 'x.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 x') } },
      })
      expect(forged.status()).toBe(403)
      // A document past the avatar's 5 MB goes through the web server as a stream (ADR 0066).
      const large = await page.request.post('/storage/file', {
        headers: { origin: new URL(page.url()).origin, 'sec-fetch-site': 'same-origin' },
        multipart: { file: { name: 'values.csv', mimeType: 'text/csv', buffer: Buffer.from('date;value\n'.repeat(1_100_000)) } },
      })
      expect(large.status()).toBe(201)
      expect(await large.json()).toMatchObject({ name: 'values.csv' })

      // Links: an invalid one is refused and not added; Enter adds a valid one.
      const link = page.getByLabel(t('appointments.add_link_label'))
      await link.fill('not a link')
      await link.press('Enter')
      await expect(page.getByText(message('en', 'validation.link_not_valid'))).toBeVisible()
      await expect(link).toHaveAttribute('aria-invalid', 'true')
      await link.fill('https://example.com/ecg-2026')
      await link.press('Enter')
      await expect(page.getByRole('link', { name: 'https://example.com/ecg-2026' })).toBeVisible()
      await expect(link).toHaveValue('')
    })
  })

  test('a translator added before payment changes the price; cancelling needs a reason and moves it to the past group', async ({
    page,
    createPatient,
  }) => {
    const patient = await createPatient({
      label: 'appointments-cancel',
      complete: true,
    })
    const { doctorId } = await doctorSession()
    const id = await book(patient, doctorId)
    // A translator before payment: the price follows.
    await open(page, `/appointments/${id}`)
    const price = page.getByRole('complementary').getByText(/^€/).first()
    const before = await price.textContent()
    await page.getByRole('button', { name: t('appointments.add_translator') }).click()
    const translatorDialog = page.getByRole('dialog', { name: t('appointments.translator_title') })
    await translatorDialog.getByLabel(t('appointments.translator_label')).selectOption('en')
    await expect(translatorDialog.getByRole('status')).toContainText('English – German')
    await expectAccessible(page)
    await translatorDialog.getByRole('button', { name: t('appointments.save_translator') }).click()
    await expect(page.getByText(t('appointments.translator_saved'), { exact: true }).first()).toBeVisible()
    await expect(page.getByRole('complementary').getByText('English – German')).toBeVisible()
    await expect(price).not.toHaveText(before!)

    // The open dialog is part of the address.
    await open(page, `/appointments/${id}?modal=cancel`)
    const dialog = page.getByRole('dialog', {
      name: t('appointments.cancel_title'),
    })
    await expect(dialog).toBeVisible()
    await expectAccessible(page)
    await dialog.getByRole('button', { name: t('appointments.cancel_confirm') }).click()
    const reason = dialog.getByLabel(t('appointments.cancel_reason'))
    await expect(reason).toHaveAttribute('aria-invalid', 'true')
    await reason.fill('My GP could see me sooner.')
    await dialog.getByRole('button', { name: t('appointments.cancel_confirm') }).click()
    await expect(page.getByText(t('appointments.canceled'), { exact: true }).first()).toBeVisible()
    await expect(dialog).toBeHidden()
    await expect(page).not.toHaveURL(/modal=cancel/)
    await expect(page.getByRole('main').getByText(t('appointments.status_5')).first()).toBeVisible()
    await expect(page.getByText('Reason: My GP could see me sooner.')).toBeVisible()
    await expect(page.getByRole('button', { name: t('appointments.cancel_appointment') })).toHaveCount(0)

    await open(page, '/appointments?status=past')
    await expect(page.getByRole('article', { name: calendarDoctor().name }).getByText(t('appointments.status_5'))).toBeVisible()
  })

  test('the options dialog offers what the appointment allows; a note and a file are added from it; a dialog it does not offer stays closed', async ({
    page,
    createPatient,
  }) => {
    const patient = await createPatient({ label: 'appointments-options', complete: true })
    const { doctorId } = await doctorSession()
    const id = await book(patient, doctorId)
    await open(page, `/appointments/${id}`)
    const optionsButton = page.getByRole('button', { name: t('appointments.options') })
    const options = page.getByRole('dialog', { name: t('appointments.options_title') })
    await optionsButton.click()
    await expect(page).toHaveURL(/[?&]modal=options/)
    // Awaiting confirmation: a note, files, a translator and cancelling; no review yet.
    for (const label of ['add_note', 'attach_files', 'add_translator', 'cancel_appointment']) {
      await expect(options.getByRole('button', { name: t(`appointments.${label}`) })).toBeVisible()
    }
    await expect(options.getByRole('button', { name: t('appointments.write_review') })).toHaveCount(0)
    await expectAccessible(page)
    await page.keyboard.press('Escape')
    await expect(options).toBeHidden()
    await expect(page).not.toHaveURL(/modal=/)
    await expect(optionsButton).toBeFocused()

    // A note: empty says so; the open dialog survives a reload; sent, it is one of the messages.
    await optionsButton.click()
    await options.getByRole('button', { name: t('appointments.add_note') }).click()
    await expect(page).toHaveURL(/[?&]modal=add-note/)
    const noteDialog = page.getByRole('dialog', { name: t('appointments.note_title') })
    await noteDialog.getByRole('button', { name: t('appointments.send_note') }).click()
    const note = noteDialog.getByLabel(t('appointments.note_label'))
    await expect(note).toHaveAttribute('aria-invalid', 'true')
    await expect(noteDialog.getByText(`${t('appointments.note_label')} is required`)).toBeVisible()
    await reloadHydrated(page)
    await expect(noteDialog).toBeVisible()
    await expectAccessible(page)
    await note.fill('I take bisoprolol in the morning.')
    await noteDialog.getByRole('button', { name: t('appointments.send_note') }).click()
    await expect(page.getByText(t('appointments.note_sent'), { exact: true }).first()).toBeVisible()
    await expect(noteDialog).toBeHidden()
    await expect(page).not.toHaveURL(/modal=/)
    await page.getByRole('tab', { name: t('appointments.tab_messages') }).click()
    await expect(page.getByRole('listitem').filter({ hasText: 'I take bisoprolol in the morning.' })).toContainText(
      t('appointments.sender_you'),
    )

    // A file, from its own dialog.
    await optionsButton.click()
    await options.getByRole('button', { name: t('appointments.attach_files') }).click()
    const fileDialog = page.getByRole('dialog', { name: t('appointments.attach_files') })
    const saveFiles = fileDialog.getByRole('button', { name: t('appointments.save_files') })
    await expect(saveFiles).toBeDisabled()
    await chooseFiles(fileDialog.getByLabel(t('appointments.attach_files')), {
      name: 'blood-test.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF'),
    })
    await expect(saveFiles).toBeEnabled()
    await expectAccessible(page)
    await saveFiles.click()
    await expect(fileDialog).toBeHidden()
    await page.getByRole('tab', { name: t('appointments.tab_files') }).click()
    await expect(page.getByRole('link', { name: 'blood-test.pdf' })).toBeVisible()

    // A review is not offered before the consultation: its address opens nothing.
    await open(page, `/appointments/${id}?modal=review`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test.describe('another patient’s', () => {
    test.use({
      allowedConsoleErrors: /status of 404 .*\/appointments\/\d+\)$/,
    })

    test('appointment is the 404 page', async ({ page, createPatient }) => {
      const owner = await createPatient({
        label: 'appointments-owner',
        signIn: false,
        complete: true,
      })
      const { doctorId } = await doctorSession()
      const id = await book(owner, doctorId)
      await createPatient({ label: 'appointments-stranger' })
      const response = await page.goto(`/appointments/${id}`)
      expect(response?.status()).toBe(404)
      await expect(page.getByText('Palpitations at night')).toHaveCount(0)
    })
  })

  test('in Arabic the list and the appointment read right to left and pass axe', async ({ page, createPatient }) => {
    const patient = await createPatient({
      label: 'appointments-ar',
      complete: true,
    })
    const { doctorId } = await doctorSession()
    const id = await book(patient, doctorId)
    await open(page, '/ar/appointments')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: message('ar', 'appointments.page_title'),
      }),
    ).toBeVisible()
    await expect(page.getByText(message('ar', 'appointments.status_1'))).toBeVisible()
    await expectAccessible(page)
    await page
      .getByRole('link', {
        name: message('ar', 'appointments.view_appointment'),
      })
      .click()
    await expect(page).toHaveURL(new RegExp(`/ar/appointments/${id}$`))
    await expect(
      page.getByRole('tab', {
        name: message('ar', 'appointments.tab_messages'),
      }),
    ).toBeVisible()
    await expectAccessible(page)

    // The tabs by keyboard, mirrored: ArrowLeft is the next tab here; the focused tab is selected and
    // shows its panel; End, Home and wrapping around; Tab goes on to the panel.
    const tab = (name: string) => page.getByRole('tab', { name: message('ar', `appointments.tab_${name}`) })
    const expectOn = async (name: string) => {
      await expect(tab(name)).toBeFocused()
      await expect(tab(name)).toHaveAttribute('aria-selected', 'true')
      await expect(page.getByRole('tabpanel')).toHaveAccessibleName(message('ar', `appointments.tab_${name}`))
      await expect(page).toHaveURL(new RegExp(`tab=${name}`))
    }
    await expect(page.getByRole('tab')).toHaveCount(3)
    await tab('dates').focus()
    await page.keyboard.press('ArrowLeft')
    await expectOn('files')
    await page.keyboard.press('End')
    await expectOn('messages')
    await page.keyboard.press('ArrowLeft')
    await expectOn('dates')
    await page.keyboard.press('ArrowRight')
    await expectOn('messages')
    await page.keyboard.press('Home')
    await expectOn('dates')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('tabpanel')).toBeFocused()
  })
})

test.describe('dates as each language writes them (issue 26 #3, #4)', () => {
  for (const language of ['de', 'ru', 'ar'] as const) {
    test(`the appointment page in ${language} writes its times and time zone in that language, hydrating without a warning`, async ({
      page,
      createPatient,
    }) => {
      const patient = await createPatient({ label: `dates-${language}`, complete: true })
      const { doctorId } = await doctorSession()
      const dates = [ahead(3, 8), ahead(4, 13)]
      const id = await book(patient, doctorId, dates)
      // Any hydration mismatch between Node's and Chromium's dates is a console error, which fails the test.
      await open(page, `/${language}/appointments/${id}`)
      const main = page.getByRole('main')
      // e.g. "30. November 2026, 10:30", "30 ноября 2026 г., 10:30", "30 نوفمبر 2026، 10:30"
      await expect(main.getByText(asShown(dates[0]!, 'Europe/Berlin', language)).first()).toBeVisible()
      const zone = new Intl.DateTimeFormat(language, { timeZone: 'Europe/Berlin', timeZoneName: 'longGeneric' })
        .formatToParts(new Date())
        .find((part) => part.type === 'timeZoneName')!.value
      await expect(main.getByText(message(language, 'appointments.times_in_zone').replace('{zone}', zone), { exact: true })).toBeVisible()
      if (language === 'de') {
        await expect(main.getByText(/^\d{1,2}\. [A-Z][a-zä]+ 20\d\d, \d\d:\d\d$/).first()).toBeVisible()
        await expect(main.getByText('Zeiten in Ihrer Zeitzone: Mitteleuropäische Zeit', { exact: true })).toBeVisible()
      }
    })
  }
})

test.describe('add dates', () => {
  test('the patient proposes other times: leaving with unsent times asks first; sent, they become the proposal', async ({
    page,
    createPatient,
  }) => {
    const patient = await createPatient({ label: 'add-dates', complete: true })
    const doctor = await doctorSession()
    const id = await book(patient, doctor.doctorId)
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
        dates: [ahead(6, 9)],
      },
    )
    await open(page, `/appointments/${id}`)
    await page.getByRole('button', { name: t('appointments.propose_other_times') }).click()
    await expect(page).toHaveURL(/[?&]screen=add-dates/)
    await expect(page.getByRole('heading', { name: t('appointments.propose_other_times') })).toBeVisible()
    const days = page.getByRole('group', { name: t('appointments.days_label') }).getByRole('button')
    await days.nth(4).click()
    await page.getByLabel('Time 1', { exact: true }).fill('11:15')
    await expectAccessible(page)

    // The back arrow with unsent times asks; declining stays on the screen.
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe(t('appointments.leave_unsaved'))
      void dialog.dismiss()
    })
    await page.getByRole('button', { name: t('appointments.back_to_appointment') }).click()
    await expect(page).toHaveURL(/[?&]screen=add-dates/)

    await page.getByRole('button', { name: t('appointments.send_times') }).click()
    const sent = page.getByRole('alertdialog', { name: t('appointments.times_sent_title') })
    await expect(sent).toContainText(t('appointments.times_sent'))
    await expect(page).not.toHaveURL(/screen=add-dates/)
    await sent.getByRole('button', { name: t('appointments.ok') }).press('Enter')
    await expect(sent).toBeHidden()
    // The patient's new time leads now: read-only, no picking.
    await expect(page.getByRole('heading', { name: t('appointments.own_dates_title') })).toBeVisible()
    await expect(page.getByRole('radio')).toHaveCount(0)
    await expect(page.getByRole('main').getByText(/, 11:15$/)).toBeVisible()
  })
})

test.describe('after the consultation', () => {
  // The failing PDF below is the browser's console error too.
  test.use({ allowedConsoleErrors: /status of 500 .*\/appointments-reports\/pdf\/\d+\?lang=en\)$/ })

  test('the patient rates a completed consultation once, in half stars, and opens the report PDF', async ({ page, createPatient }) => {
    const patient = await createPatient({ label: 'review', complete: true })
    const id = await completedWithReport(patient)

    await open(page, `/appointments/${id}`)
    await page.getByRole('button', { name: t('appointments.write_review') }).click()
    const dialog = page.getByRole('dialog', { name: t('appointments.review_title') })
    await expect(dialog).toBeVisible()
    await expect(page).toHaveURL(/[?&]modal=review/)
    const send = dialog.getByRole('button', { name: t('appointments.send_review') })
    await expect(send).toBeDisabled()
    await dialog.getByText('4.5', { exact: true }).click()
    await dialog.getByLabel(t('appointments.review_comment')).fill('Clear advice, thank you.')
    await expectAccessible(page)
    await send.click()
    await expect(page.getByText(t('appointments.review_sent'), { exact: true }).first()).toBeVisible()
    await expect(page.getByText('4.5 of 5 stars')).toBeVisible()
    await expect(page.getByRole('button', { name: t('appointments.write_review') })).toHaveCount(0)

    // The report, and its PDF in a new tab; a failing PDF is a toast, not an error page.
    await page.getByRole('tab', { name: t('appointments.tab_reports') }).click()
    await expect(page.getByText('Resting ECG normal.')).toBeVisible()
    const pdfLink = page.getByRole('link', { name: t('appointments.open_report_pdf') })
    const [tab] = await Promise.all([page.context().waitForEvent('page'), pdfLink.click()])
    await expect.poll(() => tab.url()).toMatch(/^blob:/)
    await tab.close()
    await page.route(/\/appointments-reports\/pdf\//, (route) => route.fulfill({ status: 500, body: 'down' }))
    await pdfLink.click()
    await expect(page.getByText(t('errors.generic'), { exact: true }).first()).toBeVisible()
  })
})

test.describe('booking', () => {
  test('from the doctor’s profile: a plan, times on two days kept across a reload, a reason, then the new request opens', async ({
    page,
    createPatient,
  }) => {
    await createPatient({ label: 'booking', complete: true })
    const doctor = calendarDoctor()
    await open(page, `/doctors/${doctor.slug}/profile`)
    await page.locator('#plans').getByRole('link', { name: /^Book/ }).first().click()
    await expect(page).toHaveURL(new RegExp(`/book-appointment\\?doctor=${doctor.slug}&plan=\\d+`))
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(doctor.name) })).toBeVisible()
    await expect(page.getByRole('heading', { name: t('appointments.step_dates'), exact: true })).toBeVisible()
    await expectAccessible(page)

    const days = page.getByRole('group', { name: t('appointments.days_label') }).getByRole('button')
    await expect(days).toHaveCount(14)
    const next = page.getByRole('button', { name: t('appointments.next') })
    await expect(next).toBeDisabled()
    await days.nth(3).click()
    // The doctor's hours on that day, on the patient's clock (or that there are none).
    await expect(
      page.getByText(/^The doctor's hours on this day, your time: \d\d:\d\d–\d\d:\d\d|^The doctor does not work on this day\.$/),
    ).toBeVisible()
    await page.getByLabel('Time 1', { exact: true }).fill('09:00')
    const addTime = page.getByRole('button', { name: t('appointments.add_time') })
    await addTime.click()
    // The new row must be filled before another is added.
    await expect(addTime).toBeDisabled()
    await page.getByLabel('Time 2', { exact: true }).fill('14:30')
    await days.nth(5).click()
    await page.getByLabel('Time 1', { exact: true }).fill('10:00')
    const chosen = page.getByRole('region', { name: t('appointments.chosen_times') }).getByRole('listitem')
    await expect(chosen).toHaveCount(3)

    // A reload keeps the doctor, the plan, the step and the times.
    await reloadHydrated(page)
    await expect(chosen).toHaveCount(3)
    await next.click()
    await expect(page).toHaveURL(/[?&]step=details/)
    await page.getByLabel(t('appointments.reason_label')).fill('Palpitations when lying down')
    // A translator for English: the pair and its price, added to the total.
    await page.getByLabel(t('appointments.translator_label')).selectOption('en')
    await expect(page.getByRole('status').filter({ hasText: /English – German, €\d/ })).toBeVisible()
    await reloadHydrated(page)
    await expect(page.getByLabel(t('appointments.reason_label'))).toHaveValue('Palpitations when lying down')
    await expect(page.getByLabel(t('appointments.translator_label'))).toHaveValue('en')
    // A report to go with the request: it uploads at once and the request takes it along.
    await chooseFiles(page.getByLabel(t('appointments.attach_files')), {
      name: 'holter.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF'),
    })
    await expect(page.getByRole('progressbar', { name: /holter\.pdf/ })).toHaveAttribute('value', '1')
    await expectAccessible(page)
    await page.getByRole('button', { name: t('appointments.submit_booking') }).click()

    await expect(page).toHaveURL(/\/appointments\/\d+$/)
    await expect(page.getByRole('main').getByText(t('appointments.status_1')).first()).toBeVisible()
    await expect(page.getByRole('heading', { name: t('appointments.own_dates_title') })).toBeVisible()
    await expect(page.getByRole('listitem').filter({ hasText: /09:00|14:30|10:00/ })).toHaveCount(3)
    await expect(page.getByText('Palpitations when lying down')).toBeVisible()
    await expect(page.getByRole('complementary').getByText('English – German')).toBeVisible()
    await page.getByRole('tab', { name: t('appointments.tab_files') }).click()
    await expect(page.getByRole('link', { name: 'holter.pdf' })).toHaveAttribute('href', /^\/storage\/file\/\d+$/)
  })

  test('an incomplete profile is completed first', async ({ page, createPatient }) => {
    await createPatient({ label: 'booking-incomplete' })
    await open(page, '/book-appointment?doctor=dr-anna-keller')
    await expect(page.getByRole('alertdialog', { name: message('en', 'auth.complete_profile_title') })).toBeVisible()
    await expect(page.getByRole('link', { name: message('en', 'auth.complete_now') })).toHaveAttribute(
      'href',
      '/account?slug=personal-information',
    )
  })
})

test.describe('booking, in German', () => {
  test('the interpreter languages are in German alphabetical order (issue 26)', async ({ page, createPatient }) => {
    await createPatient({ label: 'booking-de', complete: true })
    await open(page, '/de/doctors/dr-anna-keller/profile')
    const book = await page.locator('#plans').getByRole('link').first().getAttribute('href')
    await open(page, `${book}&step=details`)
    const select = page.getByLabel(message('de', 'appointments.translator_label'))
    const options = select.locator('option:not([value=""])')
    await expect(options.first()).toBeAttached()
    const names = await options.allTextContents()
    expect(names).toContain('Deutsch')
    expect(names).toContain('Englisch')
    expect(names).toEqual([...names].sort(new Intl.Collator('de').compare))
    // One source: the names are the API's German ones (Language.name), not the browser's own.
    const response = await fetch(`${API_URL}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', locale: 'de' },
      body: JSON.stringify({ query: '{ languages(pagination: { page: 0, limit: 300 }) { name } }' }),
    })
    const { data } = (await response.json()) as { data: { languages: { name: string }[] } }
    expect(names).toEqual(data.languages.map((language) => language.name).sort(new Intl.Collator('de').compare))
  })
})

test.describe('book-appointment without a doctor', () => {
  test.use({ allowedConsoleErrors: /status of 404 .*\/book-appointment\?doctor=dr-nobody\)$/ })

  test('leads to choosing a doctor, in the page’s language; a doctor that does not exist stays a 404', async ({ page, createPatient }) => {
    await createPatient({ label: 'booking-nodoctor', complete: true })
    for (const [path, doctors] of [
      ['/book-appointment', '/doctors'],
      ['/de/book-appointment', '/de/doctors'],
    ] as const) {
      await open(page, path)
      await expect(page).toHaveURL((url) => url.pathname === doctors)
    }
    expect((await page.goto('/book-appointment?doctor=dr-nobody'))?.status()).toBe(404)
  })
})
