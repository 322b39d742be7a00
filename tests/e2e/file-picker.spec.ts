import { book, doctorSession } from './appointments-api'
import { expect, gotoHydrated, test } from './fixtures'
import { message, type Locale } from './messages'

/**
 * Issue 26 #17: the browser's own file input said "Choose Files / No file chosen" on every page,
 * whatever the page's language. The picker is the page's own button, in its language, reached with
 * the keyboard; files may also be dropped on it.
 */

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF')

test.describe('file picker', () => {
  for (const locale of ['de', 'ar'] as const satisfies Locale[]) {
    test(`${locale}: the appointment's files tab picks files with a translated button, by keyboard and by dropping them`, async ({
      page,
      createPatient,
    }) => {
      const t = (id: string) => message(locale, id)
      const patient = await createPatient({ label: `picker-${locale}`, complete: true })
      const doctor = await doctorSession()
      const id = await book(patient, doctor.doctorId)
      await gotoHydrated(page, `/${locale}/appointments/${id}?tab=files`)

      // Named by its label, showing the page's words; the browser's own control is not shown.
      const picker = page.getByRole('button', { name: t('appointments.attach_files') })
      await expect(picker).toHaveText(t('ui.choose_files'))
      await expect(page.locator('input[type="file"]')).toBeHidden()
      await expect(page.getByText(t('ui.drop_here'))).toBeVisible()

      // Keyboard: focus the button and press Enter; the browser's dialog opens.
      await picker.focus()
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Enter')])
      expect(chooser.isMultiple()).toBe(true)
      await chooser.setFiles({ name: 'ecg.pdf', mimeType: 'application/pdf', buffer: PDF })
      await expect(page.getByRole('progressbar', { name: /ecg\.pdf/ })).toHaveAttribute('value', '1')

      // Dropping a file on the picker adds it the same way.
      const dropped = await page.evaluateHandle((pdf) => {
        const transfer = new DataTransfer()
        transfer.items.add(new File([pdf], 'holter.pdf', { type: 'application/pdf' }))
        return transfer
      }, PDF.toString())
      await picker.locator('..').dispatchEvent('dragover', { dataTransfer: dropped })
      await picker.locator('..').dispatchEvent('drop', { dataTransfer: dropped })
      await expect(page.getByRole('progressbar', { name: /holter\.pdf/ })).toHaveAttribute('value', '1')

      // A file of a type the picker does not accept is refused when dropped as when chosen: a toast
      // in the page's language names it, nothing is attached.
      const toasts = page.getByRole('region', { name: t('ui.notifications').replace('{hotkey}', 'F8') })
      const refusal = t('ui.file_type_refused').split('{names}')[0]!.trim()
      const refused = await page.evaluateHandle(() => {
        const transfer = new DataTransfer()
        transfer.items.add(new File(['#!/bin/sh'], 'setup.sh', { type: 'application/x-sh' }))
        return transfer
      })
      await picker.locator('..').dispatchEvent('dragover', { dataTransfer: refused })
      await picker.locator('..').dispatchEvent('drop', { dataTransfer: refused })
      await expect(toasts.getByText('setup.sh')).toContainText(refusal)
      await expect(page.getByRole('listitem').filter({ hasText: 'setup.sh' })).toHaveCount(0)
      await expect(page.getByRole('progressbar', { name: /setup\.sh/ })).toHaveCount(0)
      const [again] = await Promise.all([page.waitForEvent('filechooser'), picker.click()])
      await again.setFiles({ name: 'installer.msi', mimeType: 'application/x-msi', buffer: Buffer.from('MSI') })
      await expect(toasts.getByText('installer.msi')).toContainText(refusal)
      await expect(page.getByRole('progressbar', { name: /installer\.msi/ })).toHaveCount(0)
      await expect(page.getByRole('progressbar')).toHaveCount(2)
    })
  }
})

test.describe('file picker on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  // The re-walk of issue 26: "or drop files here" showed on phones, where nothing can be dragged.
  test('offers the button only, without the hint to drop files', async ({ page, createPatient }) => {
    const patient = await createPatient({ label: 'picker-phone', complete: true })
    const doctor = await doctorSession()
    const id = await book(patient, doctor.doctorId)
    await page.goto(`/de/appointments/${id}?tab=files`)
    await expect(page.getByRole('button', { name: message('de', 'appointments.attach_files') })).toBeVisible()
    await expect(page.getByText(message('de', 'ui.drop_here'))).toBeHidden()
  })
})
