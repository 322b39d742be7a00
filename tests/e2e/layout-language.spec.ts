import type { Page } from '@playwright/test'
import { chooseFiles, expect, gotoHydrated, test } from './fixtures'
import { message, type Locale } from './messages'
import { cutPlaceholders } from '../../scripts/lib/cut-placeholders.mjs'

const LOCALES: ReadonlyArray<Locale> = ['en', 'ru', 'de', 'ar']
const home = (locale: Locale) => (locale === 'en' ? '/' : `/${locale}`)
const prefix = (locale: Locale) => (locale === 'en' ? '' : `/${locale}`)

/** Opens a page that answers 200, once hydrated. */
async function open(page: Page, path: string) {
  const response = await gotoHydrated(page, path)
  expect(response?.status()).toBe(200)
}

/**
 * What is wrong with the header's layout at the current width, as readable lines (empty when fine):
 * a main-nav item on more than one line, a header control outside the viewport or the header row,
 * or two controls on top of each other.
 */
function headerProblems(page: Page, navLabel: string): Promise<string[]> {
  return page.evaluate((navLabel) => {
    const problems: string[] = []
    const header = document.querySelector('header')
    if (!header) return ['no header']
    const row = header.firstElementChild
    if (!(row instanceof HTMLElement)) return ['no header row']
    if (row.scrollWidth > row.clientWidth) problems.push(`header row scrolls: ${row.scrollWidth} > ${row.clientWidth}`)
    const visible = (el: Element) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden'
    const nav = header.querySelector(`nav[aria-label="${navLabel}"]`)
    const items = nav ? [...nav.querySelectorAll('li > a, li > button')].filter(visible) : []
    for (const item of items) {
      const style = getComputedStyle(item)
      const oneLine = parseFloat(style.lineHeight) + parseFloat(style.paddingTop) + parseFloat(style.paddingBottom) + 1
      const { height } = item.getBoundingClientRect()
      const rects = item.getClientRects().length
      if (rects !== 1 || height > oneLine)
        problems.push(`"${item.textContent}" wraps: ${rects} boxes, ${height}px high (one line is ${oneLine}px)`)
    }
    // Leaf controls of the header row (the search is its field; the mobile menu trigger counts).
    const controls = [...row.querySelectorAll('a, button, input')].filter(visible).filter((el) => !el.closest('[role="listbox"]'))
    const rowBox = row.getBoundingClientRect()
    const boxes = controls.map((el) => ({
      name: (el.getAttribute('aria-label') ?? el.textContent ?? el.tagName).trim(),
      box: el.getBoundingClientRect(),
    }))
    for (const { name, box } of boxes) {
      if (box.left < -0.5 || box.right > window.innerWidth + 0.5) problems.push(`"${name}" leaves the viewport (${box.left}–${box.right})`)
      if (box.left < rowBox.left - 0.5 || box.right > rowBox.right + 0.5) problems.push(`"${name}" leaves the header row`)
    }
    for (const [index, a] of boxes.entries()) {
      for (const b of boxes.slice(index + 1)) {
        const overlapX = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left)
        const overlapY = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top)
        if (overlapX > 1 && overlapY > 1) problems.push(`"${a.name}" and "${b.name}" overlap by ${Math.round(overlapX)}px`)
      }
    }
    return problems
  }, navLabel)
}

test.describe('header layout', () => {
  const WIDTHS = [992, 1024, 1345, 1920]
  const VISITORS = [
    { who: 'a visitor', patient: null },
    { who: 'a new patient (profile incomplete)', patient: { complete: false } },
    { who: 'a patient with a complete profile', patient: { complete: true } },
  ] as const

  for (const locale of LOCALES) {
    for (const { who, patient } of VISITORS) {
      test(`${locale}: no nav item wraps and nothing overflows for ${who} at ${WIDTHS.join(', ')} px`, async ({ page, createPatient }) => {
        if (patient) await createPatient({ label: 'header', complete: patient.complete })
        await page.setViewportSize({ width: WIDTHS[0]!, height: 800 })
        await open(page, home(locale))
        const navLabel = message(locale, 'layout.main_nav')
        const doctorsLink = page.getByRole('banner').getByRole('link', { name: message(locale, 'layout.nav_doctors'), exact: true })
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 })
          // The header shows its nav at every desktop width (or hands it to the menu).
          const menuButton = page.getByRole('banner').getByLabel(message(locale, 'layout.menu_open'))
          await expect(doctorsLink.or(menuButton).first()).toBeVisible()
          expect(await headerProblems(page, navLabel), `${locale} at ${width} px`).toEqual([])
        }
      })
    }
  }
})

test.describe('toasts', () => {
  test('the toast region has a real name and each toast is announced with a translated label', async ({ page, createPatient }) => {
    await createPatient({ label: 'toast' })
    await open(page, '/ar/account?slug=personal-information')
    // Radix announces a toast from a short-lived live region: keep every text any live region shows.
    await page.evaluate(() => {
      document.body.dataset.announced = ''
      new MutationObserver(() => {
        for (const live of document.querySelectorAll('[aria-live]')) document.body.dataset.announced += `|${live.textContent ?? ''}`
      }).observe(document.body, { childList: true, subtree: true, characterData: true })
    })
    // A file that is not an image: the avatar picker refuses it with a toast, without a request.
    await chooseFiles(page.getByRole('button', { name: message('ar', 'account.change_avatar') }), {
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    })
    const toastText = message('ar', 'validation.file_type')
    const region = page.getByRole('region', { name: message('ar', 'ui.notifications').replace('{hotkey}', 'F8') })
    await expect(region).toContainText(toastText)
    const announced = () => page.evaluate(() => document.body.dataset.announced ?? '')
    await expect.poll(announced).toContain(`${message('ar', 'ui.notification')}`)
    expect(await announced()).toContain(toastText)
    expect(await announced()).not.toContain('{hotkey}')
  })
})

/**
 * The innermost elements whose text contains `needle`, each with whether that text is isolated for
 * bidi: the element or an ancestor below `<html>` is a `<bdi>` or has a `dir` attribute (what
 * `Ltr`/`Bdi` render).
 */
function isolation(page: Page, needle: string): Promise<Array<{ text: string; isolated: boolean }>> {
  return page.evaluate((needle) => {
    const holders = [...document.body.querySelectorAll('*')].filter(
      (el) =>
        el.textContent?.includes(needle) &&
        ![...el.children].some((child) => child.textContent?.includes(needle)) &&
        !el.closest('script, [hidden], .sr-only'),
    )
    return holders.map((el) => {
      const isolating = el.closest('bdi, [dir]')
      return { text: el.textContent?.trim() ?? '', isolated: Boolean(isolating && isolating !== document.documentElement) }
    })
  }, needle)
}

test.describe('right to left (Arabic)', () => {
  test('the contact page and the footer keep the phone number, e-mail and postal address left to right', async ({ page }) => {
    await open(page, '/ar/contact-us')
    for (const needle of ['+49 30 1234 5678', '10117 Berlin', 'Friedrichstraße 68', 'support@medconsult.example']) {
      const texts = await isolation(page, needle)
      // once on the contact page, once in the footer
      expect(texts.length, needle).toBeGreaterThanOrEqual(2)
      expect(
        texts.filter((text) => !text.isolated),
        `${needle} outside <bdi>/dir`,
      ).toEqual([])
    }
  })

  test('a doctor profile is Arabic: title, about text and time zone; the address is isolated', async ({ page }) => {
    await open(page, '/ar/doctors/dr-anna-keller/profile')
    const main = page.getByRole('main')
    // Anna Keller is a cardiologist.
    await expect(main.getByText(/أخصائية أمراض القلب$/).first()).toBeVisible()
    await expect(main.getByRole('heading', { name: message('ar', 'doctors.about') })).toBeVisible()
    const about = main.getByRole('region', { name: message('ar', 'doctors.about') })
    await expect(about.locator('p')).toHaveText(/^[^A-Za-z]*أخصائية/)
    // "The doctor's time zone: …": the zone by its Arabic name, not "Europe/Berlin".
    await expect(main.getByText('Europe/Berlin')).toHaveCount(0)
    const zoneName = new Intl.DateTimeFormat('ar', { timeZone: 'Europe/Berlin', timeZoneName: 'longGeneric' })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')?.value
    await expect(main.getByText(message('ar', 'doctors.timezone').replace('{timezone}', zoneName!))).toBeVisible()
    const address = await isolation(page, '10117 Berlin')
    expect(address.length).toBeGreaterThan(0)
    expect(address.filter((text) => !text.isolated)).toEqual([])
  })

  test('the phone field reads left to right and its country picker shows the country without clipping', async ({ page, createPatient }) => {
    await createPatient({ label: 'rtl-phone' })
    await open(page, '/ar/account?slug=personal-information')
    const phone = page.getByRole('textbox', { name: message('ar', 'account.phone') })
    expect(await phone.evaluate((input) => getComputedStyle(input).direction)).toBe('ltr')
    const picker = page.getByRole('combobox', { name: message('ar', 'ui.country_code') })
    // Arabic starts at the United Arab Emirates, not Germany.
    await expect(picker).toHaveValue('AE')
    // A long Arabic name: Saudi Arabia. A visitor opens the picker first, which loads the section's
    // code and with it the full list (only the chosen country is in the server HTML).
    await picker.focus()
    await picker.selectOption('SA')
    const saudiArabia = await page.evaluate(() => new Intl.DisplayNames(['ar'], { type: 'region' }).of('SA') ?? 'SA')
    await expect(picker.locator('option:checked')).toHaveText(`${saudiArabia} (+966)`)
    // What the closed picker shows must fit: either its own text (measured) or the text shown in its place.
    const clipped = await picker.evaluate((select) => {
      if (!(select instanceof HTMLSelectElement)) return 'not a select'
      const style = getComputedStyle(select)
      if (parseFloat(style.opacity) > 0) {
        const context = document.createElement('canvas').getContext('2d')
        if (!context) return 'no canvas'
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
        const text = select.selectedOptions[0]?.textContent ?? ''
        const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
        const needed = context.measureText(text).width
        return needed > room ? `"${text}" needs ${Math.round(needed)}px, has ${room}px` : ''
      }
      const shown = select.parentElement?.querySelector('[data-slot="phone-country"]')
      if (!(shown instanceof HTMLElement)) return 'nothing shows the chosen country'
      if (!/\+966/.test(shown.textContent ?? '')) return `shows "${shown.textContent}"`
      return shown.scrollWidth > shown.clientWidth ? `"${shown.textContent}" is clipped` : ''
    })
    expect(clipped).toBe('')
  })
})

test.describe('phone country by language', () => {
  for (const [locale, country] of [
    ['ru', 'RU'],
    ['de', 'DE'],
    ['en', 'GB'],
  ] as const) {
    test(`${locale} starts an empty phone number at ${country}`, async ({ page, createPatient }) => {
      await createPatient({ label: 'phone-country' })
      await open(page, `${prefix(locale)}/account?slug=personal-information`)
      await expect(page.getByRole('combobox', { name: message(locale, 'ui.country_code') })).toHaveValue(country)
    })
  }
})

test.describe('time zones', () => {
  test.use({ timezoneId: 'Etc/UTC' })

  test('are listed by localised name with the IANA id as value; a UTC zone is found', async ({ page, createPatient }) => {
    await createPatient({ label: 'tz', timezone: 'Etc/UTC' })
    await open(page, '/de/account?slug=settings')
    const zone = page.getByRole('combobox', { name: message('de', 'account.timezone') })
    await expect(zone).toHaveValue('UTC')
    await expect(zone.locator('option:checked')).not.toHaveText(/UTC$|^$/)
    // The other zones take their names when the picker is focused.
    await zone.focus()
    await expect(zone.locator('option[value="Europe/Berlin"]')).toHaveText('Mitteleuropäische Zeit (Berlin)')
  })
})

test.describe('header search', () => {
  /** The search popup's box against the viewport and the search field, and options whose text overflows. */
  function popupProblems(page: Page): Promise<string[]> {
    return page.evaluate(() => {
      const listbox = document.querySelector('[role="listbox"]:not([hidden])')
      const popup = listbox?.parentElement
      const input = document.querySelector('input[role="combobox"][aria-expanded="true"]')
      if (!popup || !input) return ['no open search popup']
      const problems: string[] = []
      const box = popup.getBoundingClientRect()
      const field = input.getBoundingClientRect()
      if (box.left < -0.5 || box.right > window.innerWidth + 0.5)
        problems.push(`popup leaves the viewport (${box.left}–${box.right} of ${window.innerWidth})`)
      if (box.left < field.left - 0.5 || box.right > field.right + 0.5)
        problems.push(`popup (${box.left}–${box.right}) is wider than its field (${field.left}–${field.right})`)
      for (const part of popup.querySelectorAll('[role="option"] span')) {
        if (part.scrollWidth > part.clientWidth + 0.5) problems.push(`"${part.textContent}" overflows`)
      }
      return problems
    })
  }

  for (const { width, locale } of [
    { width: 1024, locale: 'ar' },
    { width: 1024, locale: 'en' },
    { width: 1920, locale: 'ar' },
  ] as const) {
    test(`the dropdown stays within its field and the viewport (${locale}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await open(page, home(locale))
      const search = page.getByRole('banner').getByRole('combobox', { name: message(locale, 'layout.search_label') })
      await search.click()
      await search.fill('an')
      await expect(page.getByRole('banner').getByRole('option').first()).toBeVisible()
      expect(await popupProblems(page)).toEqual([])
    })
  }

  test('the dropdown fits a 320 px phone in the menu (ar)', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 })
    await open(page, '/ar')
    // The header's own field is hidden below the tablet breakpoint: this is the menu's.
    const search = page.getByRole('combobox', { name: message('ar', 'layout.search_label') })
    const openMenu = page.getByRole('banner').getByLabel(message('ar', 'layout.menu_open'))
    await openMenu.click()
    await expect(search).toBeVisible()
    await search.fill('an')
    await expect(page.getByRole('option').first()).toBeVisible()
    expect(await popupProblems(page)).toEqual([])
  })
})

test.describe('search placeholders', () => {
  // Placeholders the browser would cut mid-word ("Поиск по имени или специальнос", issue 26's re-walk).
  for (const locale of LOCALES) {
    test(`the header's and the doctor finder's search read whole at 1366 px (${locale})`, async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 900 })
      await open(page, `${prefix(locale)}/doctors`)
      await expect(page.getByRole('searchbox').first()).toBeVisible()
      expect(await page.evaluate(cutPlaceholders, null)).toEqual([])
    })
  }
})

test.describe('the language of server functions', () => {
  // Issue 27 §4: the page's language travels with every server function call through a middleware, never as
  // an argument. The header search's calls from /de carry no locale in their data and still answer in German.
  test('a server function called from a /de page answers German without a locale argument', async ({ page }) => {
    await open(page, '/de')
    const calls: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/_serverFn/')) calls.push(`${decodeURIComponent(request.url())} ${request.postData() ?? ''}`)
    })
    const specialties = page.waitForResponse(
      async (response) =>
        response.url().includes('/_serverFn/') &&
        decodeURIComponent(response.url()).includes('Kardio') &&
        (await response.text()).includes('Kardiologie'),
      { timeout: 15_000 },
    )
    await page.getByRole('search').first().getByRole('combobox').fill('Kardio')
    await specialties
    await expect(page.getByRole('listbox').getByRole('option', { name: 'Kardiologie' })).toBeVisible()
    expect(calls.length).toBeGreaterThan(0)
    // The payload's key lists: the data's (name, limit, scope) hold no locale; only the middleware's context does.
    for (const call of calls) {
      const keyLists = [...call.matchAll(/"k":\[([^\]]*)\]/g)].map((match) => match[1] ?? '')
      expect(keyLists.filter((keys) => keys.includes('"locale"'))).toEqual(['"locale"'])
    }
  })
})
