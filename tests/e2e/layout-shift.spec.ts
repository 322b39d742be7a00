import { BUILT_ACCOUNT_SLUGS } from '../../src/lib/account-sections'
import { paidCallIn } from './appointments-api'
import type { BrowserContext, Page } from '@playwright/test'
import { expect, expectHydrated, signInAs, test } from './fixtures'
import { message } from './messages'

/**
 * Issue 28: signed-in pages on a phone shift nothing (CLS 0) and paint the server's HTML before
 * hydrating it. Shifts came from what only the browser drew after start-up: the header's join icon
 * and the appointment's join button, both decided by a clock the server render did not have. The
 * patient's call is five minutes away, so both show. The CPU is slowed four times, as Lighthouse
 * mobile does, so that what hydration changes comes well after the first paint.
 */

type Shift = { value: number; hadRecentInput: boolean; sources: string[] }
type Watched = { shifts: Shift[] }

test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true })

/** Records every layout shift of the context's pages from the start (buffered), on a CPU slowed 4×. */
async function watchShifts(context: BrowserContext, page: Page) {
  await context.addInitScript(() => {
    const watched = window as unknown as Watched
    watched.shifts = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
        sources: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
      })[]) {
        watched.shifts.push({
          value: entry.value,
          hadRecentInput: entry.hadRecentInput,
          sources: entry.sources.map(({ node, previousRect: from, currentRect: to }) => {
            const element = node instanceof Element ? node.outerHTML.slice(0, 160) : (node?.textContent ?? '(gone)')
            return `${element}: (${from.x}, ${from.y}) ${from.width}×${from.height} → (${to.x}, ${to.y}) ${to.width}×${to.height}`
          }),
        })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
}

/** Opens `path`, waits for hydration and the network to settle, and expects no shift and paint before hydration. */
async function expectSteady(page: Page, path: string, whenLoaded?: () => Promise<void>) {
  await page.goto(path, { waitUntil: 'load' })
  await expectHydrated(page)
  await page.waitForLoadState('networkidle')
  await whenLoaded?.()
  const { shifts, paintedFirst } = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]
    const hydration = performance.getEntriesByName('hydration-start')[0]
    return {
      shifts: (window as unknown as Watched).shifts,
      paintedFirst: Boolean(fcp && hydration && fcp.startTime <= hydration.startTime),
    }
  })
  // As CLS counts them (Chrome flags the phone's viewport applied before the first paint as after input).
  expect(
    shifts.filter((shift) => !shift.hadRecentInput),
    `layout shifts on ${path}`,
  ).toEqual([])
  expect(paintedFirst, `${path}: the first contentful paint comes before hydration starts`).toBe(true)
}

test('signed-in pages shift nothing and paint before they hydrate', async ({ page, context, createPatient }) => {
  test.slow() // eight pages on a slowed CPU
  const patient = await createPatient({ label: 'layout-shift', complete: true })
  const id = await paidCallIn(patient, 5)
  await watchShifts(context, page)
  const paths = ['/appointments', `/appointments/${id}`, ...BUILT_ACCOUNT_SLUGS.map((slug) => `/account?slug=${slug}`)]
  for (const path of paths) {
    await expectSteady(page, path, async () => {
      if (path !== `/appointments/${id}`) return
      // What used to come after start-up is in the first HTML: the header's icon and the page's button.
      await expect(page.getByRole('banner').getByRole('button', { name: 'Join the call' })).toBeVisible()
      await expect(page.getByRole('main').getByRole('button', { name: 'Join the call' })).toBeVisible()
      const html = await (await page.request.get(path)).text()
      expect(/<header[^]*?aria-label="Join the call"[^]*?<\/header>/.test(html), 'the header icon in the first HTML').toBe(true)
      expect(/<main[^]*?>Join the call<[^]*?<\/main>/.test(html), 'the page button in the first HTML').toBe(true)
    })
  }
})

test('with the read-guide popup drawn with the page, nothing shifts either', async ({ browser, baseURL, createPatient }) => {
  // A context of its own: the suite's contexts act as if the popup had shown today (fixtures.ts).
  const patient = await createPatient({ signIn: false, label: 'layout-shift-guide', complete: true })
  await paidCallIn(patient, 60)
  const context = await browser.newContext({ baseURL, viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true })
  await signInAs(context, baseURL!, patient)
  const page = await context.newPage()
  await watchShifts(context, page)
  for (const path of ['/appointments', '/account?slug=billing_and_plans']) {
    await page.evaluate(() => localStorage.removeItem('readGuidePopupShownAt')).catch(() => {})
    await expectSteady(page, path, () => expect(page.getByRole('dialog', { name: message('en', 'room.guide_title') })).toBeVisible())
  }
  await context.close()
})
