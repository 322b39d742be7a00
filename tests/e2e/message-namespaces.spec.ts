import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { message, type Locale } from './messages'

/**
 * Pages receive only the message namespaces they show (ADR 0023): the shell's (layout, errors, ui) and
 * those their routes declare. A client navigation to a page with other namespaces loads them before the
 * page renders, so no raw key (`doctors.heading`) is ever on screen, not even for a frame.
 */
const prefix = (locale: Locale) => (locale === 'en' ? '' : `/${locale}`)
const RAW_KEY = /\b(account|auth|contact|doctors|errors|health|home|layout|legal|services|ui|validation)\.[a-z0-9_]+\b/

/** Waits for hydration (the router's bootstrap global is gone) and marks the document, so a full page load would show. */
async function hydrate(page: Page) {
  await page.waitForFunction(() => !('$_TSR' in window))
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }))
}

/** Records every raw message key that appears in the page's text or labels from now on. */
async function watchRawKeys(page: Page) {
  await page.evaluate((source) => {
    const pattern = new RegExp(source)
    const seen: string[] = []
    const check = (text: string | null | undefined) => {
      const match = text ? pattern.exec(text) : null
      if (match) seen.push(match[0])
    }
    const inspect = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) return check(node.textContent)
      if (!(node instanceof Element) || node.closest('script, style')) return
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) check(node.getAttribute(name))
      check((node as HTMLElement).innerText)
    }
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'characterData' || record.type === 'attributes') inspect(record.target)
        for (const node of record.addedNodes) inspect(node)
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true })
    Object.assign(window, { __rawKeys: seen })
  }, RAW_KEY.source)
}

const rawKeysSeen = (page: Page) => page.evaluate(() => (window as unknown as { __rawKeys: string[] }).__rawKeys)

/** GETs of the messages server function made from now on, with their decoded query. */
function namespaceRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => {
    const url = decodeURIComponent(request.url())
    if (url.includes('/_serverFn/') && url.includes('namespace')) urls.push(url)
  })
  return urls
}

/** Whether the page's HTML carries a message: its id as a key of a part's JSON text (ADR 0061). */
const carries = (html: string, id: string) => html.includes(`\\"${id}\\":`)

test.describe('message namespaces', () => {
  test('the home page carries the shell and home messages only; the doctors page its own', async ({ request }) => {
    const home = await (await request.get('/')).text()
    for (const id of ['layout.skip_to_content', 'errors.not_found_title', 'ui.close', 'home.hero_title'])
      expect(carries(home, id), id).toBe(true)
    for (const id of ['doctors.heading', 'auth.login_title', 'account.title', 'legal.terms_title', 'validation.required', 'contact.title'])
      expect(carries(home, id), id).toBe(false)
    const doctors = await (await request.get('/doctors')).text()
    expect(carries(doctors, 'doctors.heading')).toBe(true)
    expect(carries(doctors, 'home.hero_title')).toBe(false)
    // The auth overlay brings its namespaces with it.
    expect(carries(await (await request.get('/doctors?page=login')).text(), 'auth.login_title')).toBe(true)
  })

  test('a signed-in page carries the chrome’s slice of auth, home and room, not the namespaces (de)', async ({ page, createPatient }) => {
    await createPatient()
    const response = await page.goto('/de/appointments')
    const html = (await response!.text()) ?? ''
    for (const id of [
      'auth.logout',
      'auth.profile_menu',
      'home.qr_label',
      'room.join_call',
      'notifications.title',
      'appointments.page_title',
    ])
      expect(carries(html, id), id).toBe(true)
    for (const id of ['auth.login_title', 'home.hero_title', 'room.title']) expect(carries(html, id), id).toBe(false)
    await hydrate(page)
    await watchRawKeys(page)
    await page.getByRole('button', { name: message('de', 'auth.profile_menu') }).click()
    await expect(page.getByRole('dialog').getByRole('button', { name: message('de', 'auth.logout') })).toBeVisible()
    expect(await rawKeysSeen(page)).toEqual([])
  })

  for (const locale of ['en', 'ar'] as const) {
    test(`client navigation loads a page's namespaces before showing it (${locale})`, async ({ page }) => {
      await page.goto(`${prefix(locale)}/`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(message(locale, 'home.hero_title'))
      await hydrate(page)
      await watchRawKeys(page)
      const loaded = namespaceRequests(page)

      // Home → doctors: the `doctors` namespace is fetched, then the page renders translated.
      await page
        .getByRole('banner')
        .getByRole('link', { name: message(locale, 'layout.nav_doctors'), exact: true })
        .click()
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/doctors$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(message(locale, 'doctors.heading'))
      // The list's last link is load-more (in Arabic the cards' "view more" reads the same).
      await expect(page.getByRole('link', { name: message(locale, 'doctors.load_more') }).last()).toBeVisible()
      expect(loaded.filter((url) => url.includes('doctors'))).toHaveLength(1)

      // Doctors → terms: the long legal texts arrive with their page. The footer hydrates once it is in
      // view (ADR 0024); a click before that is a plain link (a full page load), so wait for it here.
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
      await expect(page.locator('[data-hydrated]').filter({ has: page.getByRole('contentinfo') })).toHaveCount(1)
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: message(locale, 'layout.footer_terms'), exact: true })
        .click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(message(locale, 'legal.terms_title'))
      await expect(page.getByRole('main')).toContainText(message(locale, 'legal.terms_liability_1').slice(0, 40))
      expect(loaded.filter((url) => url.includes('legal'))).toHaveLength(1)

      // Back home: nothing to fetch, the namespaces are cached.
      const before = loaded.length
      await page.goBack()
      await page.goBack()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(message(locale, 'home.hero_title'))
      expect(loaded).toHaveLength(before)

      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
      expect(await rawKeysSeen(page)).toEqual([])
    })
  }

  test('opening the auth overlay on a client-rendered page loads its messages first (ru)', async ({ page }) => {
    await page.goto('/ru/doctors')
    await hydrate(page)
    await watchRawKeys(page)
    await page
      .getByRole('banner')
      .getByRole('button', { name: message('ru', 'layout.login') })
      .click()
    await page.getByRole('menuitem', { name: message('ru', 'layout.patient_login') }).click()
    await expect(page.getByRole('dialog').getByRole('heading', { name: message('ru', 'auth.login_title') })).toBeVisible()
    await expect(page.getByRole('dialog').getByLabel(message('ru', 'auth.password'))).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
    expect(await rawKeysSeen(page)).toEqual([])
  })
})
