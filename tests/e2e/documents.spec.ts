import { createHash } from 'node:crypto'
import { book, calendarDoctor, doctorSession, graphql } from './appointments-api'
import { API_URL, chooseFiles, expect, expectAccessible, gotoHydrated, test, type Patient } from './fixtures'
import { message, type Locale } from './messages'

/**
 * My documents (issue 29) as a new patient uses them: folders in folders, uploads with progress,
 * sharing a folder with the doctor of their appointment, who downloads a file through the API; the
 * access log shows it, and after a revoke the doctor is refused. A free plan at its limit gets the
 * unlock links; a deep link restores folder, sort, view and search; Arabic mirrors.
 */

const PDF = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF`)
const t = (id: string, locale: Locale = 'en') => message(locale, id)
const documentsPath = (locale: Locale, slug = 'my_documents', search = '') =>
  `${locale === 'en' ? '' : `/${locale}`}/account?slug=${slug}${search}`

/** A folder made through the API, in the root or in `parentId`. */
async function createFolder(patient: Patient, name: string, parentId?: string): Promise<string> {
  const { createFolder } = await graphql<{ createFolder: { id: string } }>(
    patient.token,
    'mutation ($name: String!, $parent: ID) { createFolder(name: $name, parent_id: $parent) { id } }',
    { name, parent: parentId ?? null },
  )
  return createFolder.id
}

/** A doctor's download of one of the patient's files, as `npm run doctor -- download` makes it. */
const doctorDownload = (doctorToken: string, fileId: string) =>
  fetch(`${API_URL}/storage/file/${fileId}`, { headers: { authorization: `Bearer ${doctorToken}` } })

test.describe('my documents', () => {
  test('a new patient makes nested folders, uploads three files, shares with their doctor, reads the access log and revokes', async ({
    page,
    createPatient,
  }) => {
    test.slow()
    const patient = await createPatient({ label: 'documents', complete: true })
    const doctor = await doctorSession()
    await book(patient, doctor.doctorId)
    await gotoHydrated(page, documentsPath('en'))
    const section = page.getByRole('region', { name: t('documents.title') })

    // Nothing yet: the empty root offers an upload and a folder.
    await expect(section.getByText(t('documents.empty_emptyRoot_title'))).toBeVisible()
    await expect(section.getByRole('meter', { name: t('documents.storage') })).toHaveAttribute('aria-valuenow', '0')
    await expectAccessible(page)

    // A folder: Save stays off while the name is empty.
    await section.getByRole('button', { name: t('documents.create_folder') }).click()
    let dialog = page.getByRole('dialog', { name: t('documents.create_folder_title') })
    await expect(dialog.getByRole('button', { name: t('documents.save') })).toBeDisabled()
    await dialog.getByLabel(t('documents.folder_name')).fill('Lab results')
    await dialog.getByRole('button', { name: t('documents.save') }).click()
    await expect(dialog).toBeHidden()
    await section.getByRole('link', { name: 'Lab results' }).click()
    await expect(page).toHaveURL(/slug=my_documents%2F\d+|slug=my_documents\/\d+/)
    await expect(section.getByText(t('documents.empty_emptyFolder_title'))).toBeVisible()

    // One level down, then the three uploads.
    await section.getByRole('button', { name: t('documents.create'), exact: true }).click()
    await page.getByRole('menuitem', { name: t('documents.create_folder') }).click()
    dialog = page.getByRole('dialog', { name: t('documents.create_folder_title') })
    await dialog.getByLabel(t('documents.folder_name')).fill('2026')
    await dialog.getByRole('button', { name: t('documents.save') }).click()
    await section.getByRole('link', { name: '2026' }).click()
    await expect(
      section.getByRole('navigation', { name: t('documents.breadcrumbs') }).getByRole('link', { name: 'Lab results' }),
    ).toBeVisible()

    await section.getByRole('button', { name: t('documents.create'), exact: true }).click()
    await page.getByRole('menuitem', { name: t('documents.upload_file') }).click()
    dialog = page.getByRole('dialog', { name: t('documents.upload_title') })
    await chooseFiles(dialog.getByRole('button', { name: t('documents.choose_files') }), [
      { name: 'blood-count.pdf', mimeType: 'application/pdf', buffer: PDF('blood count') },
      { name: 'ferritin.pdf', mimeType: 'application/pdf', buffer: PDF('ferritin') },
      { name: 'xray-notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Chest X-ray: no findings.\n') },
    ])
    for (const name of ['blood-count.pdf', 'ferritin.pdf', 'xray-notes.txt']) {
      await expect(dialog.getByRole('progressbar', { name: new RegExp(name.replace('.', '\\.')) })).toHaveAttribute('value', '1')
    }
    await dialog.getByRole('button', { name: t('documents.save') }).click()
    await expect(dialog).toBeHidden()
    for (const name of ['blood-count.pdf', 'ferritin.pdf', 'xray-notes.txt'])
      await expect(section.getByRole('link', { name })).toBeVisible()

    // Sorted Z–A, then a search: the listing follows once typing pauses.
    await section.getByRole('button', { name: t('documents.sort_label') }).click()
    await page.getByRole('menuitemradio', { name: t('documents.sort_4') }).click()
    await expect(section.locator('[data-file]')).toHaveText([/xray-notes/, /ferritin/, /blood-count/])
    await section.getByRole('searchbox', { name: t('documents.search_label') }).fill('ferr')
    await expect(page).toHaveURL(/q=ferr/)
    await expect(section.locator('[data-file]')).toHaveText([/ferritin/])

    // Back at the root: share "Lab results" with the appointment's doctor.
    await gotoHydrated(page, documentsPath('en'))
    await section.getByRole('button', { name: t('documents.actions_for').replace('{name}', 'Lab results') }).click()
    await page.getByRole('menuitem', { name: t('documents.share') }).click()
    dialog = page.getByRole('dialog', { name: t('documents.share_title') })
    await expect(dialog.getByRole('button', { name: t('documents.share_submit') })).toBeDisabled()
    await dialog.getByRole('checkbox').first().check()
    await expectAccessible(page)
    await dialog.getByRole('button', { name: t('documents.share_submit') }).click()
    await expect(dialog).toBeHidden()
    await expect(section.locator('[data-folder="Lab results"]')).toContainText('Shared with 1 doctor')

    // The doctor downloads one file through the API; the access log shows who read what.
    const { getFolders } = await graphql<{ getFolders: { files: { id: string; name: string }[] } }>(
      patient.token,
      'query ($q: String) { getFolders(search: $q) { files { id name } } }',
      { q: 'ferritin' },
    )
    const ferritin = getFolders.files[0]!
    const download = await doctorDownload(doctor.token, ferritin.id)
    expect(download.status).toBe(200)
    expect(await download.text()).toContain('ferritin')
    await section.getByRole('button', { name: t('documents.actions_for').replace('{name}', 'Lab results') }).click()
    await page.getByRole('menuitem', { name: t('documents.access_log') }).click()
    dialog = page.getByRole('dialog', { name: t('documents.access_log_title') })
    await expect(dialog.getByRole('listitem')).toHaveCount(1)
    await expect(dialog.getByRole('listitem')).toContainText('ferritin.pdf')
    await expect(dialog.getByRole('listitem')).toContainText(calendarDoctor().name)
    // Escape closes what has the focus: the dialog takes it once the menu it came from has gone.
    await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    // Revoke: the dialog asks yes or no; then the doctor is refused.
    await section.getByRole('button', { name: t('documents.actions_for').replace('{name}', 'Lab results') }).click()
    await page.getByRole('menuitem', { name: t('documents.revoke') }).click()
    dialog = page.getByRole('dialog', { name: t('documents.revoke_title') })
    await dialog.getByRole('checkbox').first().check()
    await dialog.getByRole('button', { name: t('documents.revoke_submit') }).click()
    await expect(dialog.getByRole('heading', { name: t('documents.revoke_confirm_title') })).toBeVisible()
    await dialog.getByRole('button', { name: t('documents.yes') }).click()
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(section.locator('[data-folder="Lab results"]')).not.toContainText('Shared with')
    expect((await doctorDownload(doctor.token, ferritin.id)).status).toBe(404)

    // Deleting the folder asks first, then takes its subfolder and files with it.
    await section.getByRole('button', { name: t('documents.actions_for').replace('{name}', 'Lab results') }).click()
    await page.getByRole('menuitem', { name: t('documents.delete') }).click()
    dialog = page.getByRole('dialog', { name: t('documents.delete_folder_title') })
    await dialog.getByRole('button', { name: t('documents.yes') }).click()
    await expect(section.getByText(t('documents.empty_emptyRoot_title'))).toBeVisible()
    const { everything } = await graphql<{ everything: { children: unknown[]; files: unknown[] } }>(
      patient.token,
      'query { everything: getFolders(search: "") { children { id } files { id } } }',
    )
    expect(everything).toEqual({ children: [], files: [] })
  })

  test('a copied link opens the file without a session until it expires', async ({ page, context, createPatient, browser, baseURL }) => {
    const patient = await createPatient({ label: 'documents-link', complete: true })
    const upload = await fetch(`${API_URL}/__test/users/${patient.userId}/documents`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'discharge-letter.txt', size: 14 }),
    })
    expect(upload.status).toBe(201)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await gotoHydrated(page, documentsPath('en'))
    const section = page.getByRole('region', { name: t('documents.title') })
    await section.getByRole('button', { name: t('documents.actions_for').replace('{name}', 'discharge-letter.txt') }).click()
    await page.getByRole('menuitem', { name: t('documents.copy_link') }).click()
    await expect(page.getByText(t('documents.link_copied'), { exact: true })).toBeVisible()
    const link = await page.evaluate(() => navigator.clipboard.readText())
    expect(link).toMatch(new RegExp(`^${baseURL}/storage/file/\\d+\\?expires=\\d+&signature=[0-9a-f]{64}$`))

    // Another browser, signed out: the web route passes the signed link to the API.
    const stranger = await browser.newContext()
    const response = await stranger.request.get(link)
    expect(response.status()).toBe(200)
    expect(await response.text()).toBe('test document\n')
    const tampered = await stranger.request.get(link.replace(/signature=[0-9a-f]{64}/, `signature=${'0'.repeat(64)}`))
    expect(tampered.status()).not.toBe(200)
    await stranger.close()
  })

  test('a free plan at its storage limit sees the unlock links, in Arabic, mirrored', async ({ page, createPatient }) => {
    const patient = await createPatient({ label: 'documents-full', complete: true })
    const filled = await fetch(`${API_URL}/__test/users/${patient.userId}/documents`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'mri-series.zip', size: 1024 ** 3 }),
    })
    expect(filled.status).toBe(201)
    await gotoHydrated(page, documentsPath('ar'))
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    const section = page.getByRole('region', { name: t('documents.title', 'ar') })
    const meter = section.getByRole('meter', { name: t('documents.storage', 'ar') })
    await expect(meter).toHaveAttribute('aria-valuenow', '100')
    await expect(meter).toHaveAttribute('data-level', 'error')

    // No upload, no view: each leads to the plans.
    await expect(section.getByRole('link', { name: t('documents.unlock_to_upload', 'ar') })).toHaveAttribute('href', '/ar/subscription')
    await expect(section.getByRole('link', { name: 'mri-series.zip' })).toHaveCount(0)
    await section.getByRole('button', { name: t('documents.actions_for', 'ar').replace('{name}', 'mri-series.zip') }).click()
    await expect(page.getByRole('menuitem', { name: t('documents.unlock_to_view', 'ar') })).toHaveAttribute('href', '/ar/subscription')
    await expect(page.getByRole('menuitem', { name: t('documents.copy_link', 'ar') })).toHaveCount(0)
    await page.keyboard.press('Escape')
    await expectAccessible(page)
    // Not only the page: the API refuses the download itself.
    const { data: mri } = (await filled.json()) as { data: { id: number } }
    expect((await page.request.get(`/storage/file/${mri.id}`)).status()).toBe(403)
  })

  test('uploads removed or cancelled before they are saved use no storage', async ({ page, createPatient }) => {
    const patient = await createPatient({ label: 'documents-unsaved', complete: true })
    // On a phone, where a long file name must not push the dialog past the screen.
    await page.setViewportSize({ width: 390, height: 844 })
    const storedBytes = async () =>
      (await graphql<{ getStorageSize: { used_bytes: number } }>(patient.token, '{ getStorageSize { used_bytes } }')).getStorageSize
        .used_bytes
    await gotoHydrated(page, documentsPath('en'))
    const section = page.getByRole('region', { name: t('documents.title') })
    await section.getByRole('button', { name: t('documents.upload_file') }).click()
    const dialog = page.getByRole('dialog', { name: t('documents.upload_title') })
    await chooseFiles(dialog.getByRole('button', { name: t('documents.choose_files') }), [
      { name: 'wrong-scan.pdf', mimeType: 'application/pdf', buffer: PDF('the wrong scan') },
      { name: 'draft-of-the-cardiology-referral-letter-2026.pdf', mimeType: 'application/pdf', buffer: PDF('a draft') },
    ])
    for (const name of ['wrong-scan', 'draft'])
      await expect(dialog.getByRole('progressbar', { name: new RegExp(name) })).toHaveAttribute('value', '1')
    expect(await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0)
    await expect(dialog.getByRole('button', { name: t('appointments.remove_file').replace('{name}', 'wrong-scan.pdf') })).toBeInViewport()
    // Every byte sent is not every file stored: Save comes on once the API has answered for both.
    await expect(dialog.getByRole('button', { name: t('documents.save') })).toBeEnabled()
    expect(await storedBytes()).toBeGreaterThan(0)
    await expectAccessible(page)

    // Removed once up: that file goes; cancelled: the other too.
    await dialog.getByRole('button', { name: t('appointments.remove_file').replace('{name}', 'wrong-scan.pdf') }).click()
    await expect(dialog.getByRole('progressbar')).toHaveCount(1)
    await dialog.getByRole('button', { name: t('documents.cancel') }).click()
    await expect(dialog).toBeHidden()
    await expect.poll(storedBytes).toBe(0)
    await expect(section.getByRole('meter', { name: t('documents.storage') })).toHaveAttribute('aria-valuenow', '0')
  })

  test.describe('large files', () => {
    // The dropped connection below is the browser's own console error.
    test.use({ allowedConsoleErrors: /ERR_CONNECTION_RESET .*\/storage\/uploads\/\d+\?lang=en\)$/ })

    test('a large file goes up in parts, and a connection dropped mid-way resumes where the upload got to', async ({
      page,
      createPatient,
    }) => {
      const patient = await createPatient({ label: 'documents-large', complete: true })
      // 20 MiB: three parts of at most 8 MiB (contract/upload-parts.ts).
      const series = Buffer.concat([PDF('CT series'), Buffer.alloc(20 * 1024 * 1024 - PDF('CT series').length, 0x20)])
      const sent: string[] = []
      let dropped = false
      await page.route('**/storage/uploads**', async (route) => {
        const request = route.request()
        sent.push(`${request.method()} ${request.headers()['upload-offset'] ?? ''}`.trim())
        // The second part's first try: the connection drops, as a phone's does on a train.
        if (request.method() === 'PATCH' && request.headers()['upload-offset'] !== '0' && !dropped) {
          dropped = true
          return route.abort('connectionreset')
        }
        return route.continue()
      })
      await gotoHydrated(page, documentsPath('en'))
      const section = page.getByRole('region', { name: t('documents.title') })
      await section.getByRole('button', { name: t('documents.upload_file') }).click()
      const dialog = page.getByRole('dialog', { name: t('documents.upload_title') })
      await chooseFiles(dialog.getByRole('button', { name: t('documents.choose_files') }), [
        { name: 'ct-series.pdf', mimeType: 'application/pdf', buffer: series },
      ])
      await expect(dialog.getByRole('progressbar', { name: /ct-series/ })).toHaveAttribute('value', '1', { timeout: 60_000 })
      await dialog.getByRole('button', { name: t('documents.save') }).click()
      await expect(dialog).toBeHidden()
      await expect(section.getByRole('link', { name: 'ct-series.pdf' })).toBeVisible()

      const part = 8 * 1024 * 1024
      // Created; part 1; part 2 dropped; where did it get to (HEAD); part 2 again; part 3.
      expect(sent).toEqual(['POST', 'PATCH 0', `PATCH ${part}`, 'HEAD', `PATCH ${part}`, `PATCH ${2 * part}`])
      const { getFolders } = await graphql<{ getFolders: { files: { id: string; size: number }[] } }>(
        patient.token,
        '{ getFolders { files { id size } } }',
      )
      expect(getFolders.files).toEqual([{ id: expect.any(String), size: series.length }])
      const stored = Buffer.from(await (await page.request.get(`/storage/file/${getFolders.files[0]!.id}`)).body())
      expect(createHash('sha256').update(stored).digest('hex')).toBe(createHash('sha256').update(series).digest('hex'))

      // Another site cannot start an upload with the patient's cookies; a part past 16 MiB is refused unread.
      const tus = { 'tus-resumable': '1.0.0' }
      const forged = await page.request.post('/storage/uploads', {
        headers: { ...tus, 'upload-length': '10', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      })
      expect(forged.status()).toBe(403)
      const oversized = await page.request.fetch(`/storage/uploads/${getFolders.files[0]!.id}`, {
        method: 'PATCH',
        headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream', 'sec-fetch-site': 'same-origin' },
        data: Buffer.alloc(16 * 1024 * 1024 + 1),
      })
      expect(oversized.status()).toBe(413)
    })
  })

  test('a deep link restores the folder, sort, view and search', async ({ page, createPatient }) => {
    const patient = await createPatient({ label: 'documents-deep', complete: true })
    const outer = await createFolder(patient, 'Cardiology')
    const inner = await createFolder(patient, 'ECG', outer)
    for (const name of ['ECG 2025', 'ECG 2026', 'Holter']) await createFolder(patient, name, inner)

    await gotoHydrated(page, documentsPath('de', `my_documents/${outer}/${inner}`, '&sort=4&view=list&q=ECG'))
    const section = page.getByRole('region', { name: t('documents.title', 'de') })
    await expect(section.getByRole('searchbox')).toHaveValue('ECG')
    await expect(section.getByRole('button', { name: t('documents.sort_label', 'de') })).toContainText(t('documents.sort_4', 'de'))
    await expect(section.getByRole('button', { name: t('documents.view_list', 'de') })).toHaveAttribute('aria-pressed', 'true')
    await expect(section.locator('[data-folder]')).toHaveText([/ECG 2026/, /ECG 2025/])
    // The depth-3 folder offers uploads only.
    await section.getByRole('link', { name: 'ECG 2026' }).click()
    await expect(section.getByRole('button', { name: t('documents.upload_file', 'de') }).first()).toBeVisible()
    await expect(section.getByRole('button', { name: t('documents.create', 'de'), exact: true })).toHaveCount(0)

    // The sort and view chosen are remembered for the next visit without them in the address.
    await section.getByRole('button', { name: t('documents.view_list', 'de') }).click()
    await expect.poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'documents_view')?.value).toBe('4.list')
    await gotoHydrated(page, documentsPath('de', `my_documents/${outer}`))
    await expect(section.getByRole('button', { name: t('documents.view_list', 'de') })).toHaveAttribute('aria-pressed', 'true')
    await expect(section.getByRole('button', { name: t('documents.sort_label', 'de') })).toContainText(t('documents.sort_4', 'de'))

    // A search hit deeper down links by its id; the page fills in the path.
    await gotoHydrated(page, documentsPath('en', `my_documents/${inner}`))
    await expect(page).toHaveURL(new RegExp(`my_documents(%2F|/)${outer}(%2F|/)${inner}`))
  })

  test.describe('not found', () => {
    test.use({ allowedConsoleErrors: /status of 404/ })

    test('a folder beyond three levels, not an id, or another patient’s is the 404 page', async ({ page, createPatient }) => {
      await createPatient({ label: 'documents-404', complete: true })
      const other = await createPatient({ label: 'documents-other', signIn: false })
      const theirs = await createFolder(other, 'Private')
      for (const slug of [`my_documents/${theirs}`, 'my_documents/1/2/3/4', 'my_documents/abc']) {
        const response = await page.goto(documentsPath('en', slug))
        expect(response!.status(), slug).toBe(404)
      }
    })
  })
})
