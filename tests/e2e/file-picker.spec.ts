import { book, doctorSession } from './appointments-api'
import { expect, test } from './fixtures'
import { message, type Locale } from './messages'

/**
 * Issue 26 #17: the browser's own file input said "Choose Files / No file chosen" on every page,
 * whatever the page's language. The picker is the page's own button, in its language, reached with
 * the keyboard; files may also be dropped on it.
 */

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF')

test.describe('file picker', () => {
  for (const locale of ['de', 'ar'] as const satisfies Locale[]) {
    test(`${locale}: the appointment's files tab picks files with a translated button, by keyboard and by dropping them`, async ({ page, createPatient }) => {
      const t = (id: string) => message(locale, id)
      const patient = await createPatient({ label: `picker-${locale}`, complete: true })
      const doctor = await doctorSession()
      const id = await book(patient, doctor.doctorId)
      await page.goto(`/${locale}/appointments/${id}?tab=files`, { waitUntil: 'networkidle' })

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
    })
  }
})
