import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { BUILT_ACCOUNT_SLUGS } from '../../src/lib/account-slugs'
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
type Watched = { shifts: Shift[]; firstFrame?: number }

test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true })

/** Records every layout shift of the context's pages from the start (buffered), on a CPU slowed 4×. */
async function watchShifts(context: BrowserContext, page: Page) {
  await context.addInitScript(() => {
    const watched = window as unknown as Watched
    watched.shifts = []
    // The first frame the page renders (none before the head lets rendering go).
    requestAnimationFrame(() => (watched.firstFrame = performance.now()))
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
  const { shifts, paintedFirst, scriptsBeforeFirstFrame, scripts } = await page.evaluate(() => {
    const { shifts, firstFrame } = window as unknown as Watched
    const hydration = performance.getEntriesByName('hydration-start')[0]
    // Hydration starts in a task after the first frame's main-thread work. Chrome stamps the first
    // contentful paint with the time the compositor showed that frame, which may come later still:
    // it is not waiting for hydration, so that stamp is not what is compared.
    const scripts = performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
    return {
      shifts,
      paintedFirst: Boolean(firstFrame !== undefined && hydration && firstFrame <= hydration.startTime),
      // ADR 0075: the app's code is requested after the first frame, none of it while the page is parsed.
      scriptsBeforeFirstFrame: scripts
        .filter((entry) => firstFrame === undefined || entry.startTime < firstFrame)
        .map((entry) => entry.name),
      scripts: scripts.length,
    }
  })
  // As CLS counts them (Chrome flags the phone's viewport applied before the first paint as after input).
  expect(
    shifts.filter((shift) => !shift.hadRecentInput),
    `layout shifts on ${path}`,
  ).toEqual([])
  expect(paintedFirst, `${path}: the first frame is rendered before hydration starts`).toBe(true)
  expect(scripts, `${path}: scripts loaded (resource timing)`).toBeGreaterThan(0)
  expect(scriptsBeforeFirstFrame, `${path}: scripts requested before the first frame`).toEqual([])
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

/**
 * A page arrives in pieces, and the browser may paint whatever it has parsed so far (on a slow phone
 * the parser stops often, even with every byte there). Two shifts were seen that way under load: a
 * header painted before its menu button moved the bell and the profile button aside when it came,
 * and a footer painted half-parsed moved up the screen as it grew (the content column fills the
 * screen). A proxy holds the page back just before the header's menu button; the first paint must
 * still show the whole page, as the head asks the browser to (`rel="expect"`, ADR 0063).
 */
test('a page that arrives in pieces paints it whole', async ({ browser, baseURL, createPatient }) => {
  const patient = await createPatient({ signIn: false, label: 'layout-shift-pieces', complete: true })
  const proxy = await startPieceProxy(baseURL!, (html) => html.indexOf('<details', html.indexOf('<header')))
  try {
    const context = await browser.newContext({ baseURL: proxy.url, viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true })
    await signInAs(context, proxy.url, patient)
    const page = await context.newPage()
    await watchShifts(context, page)
    await expectSteady(page, '/appointments')
    await context.close()
  } finally {
    await proxy.close()
  }
})

/** Forwards to `upstream`; an HTML page is sent uncompressed in two parts, split where `splitAt` says, 300 ms apart. */
async function startPieceProxy(upstream: string, splitAt: (html: string) => number) {
  const server = createServer(async (request, response) => {
    try {
      const headers = new Headers()
      for (const [name, value] of Object.entries(request.headers))
        if (typeof value === 'string' && name !== 'host') headers.set(name, value)
      headers.set('accept-encoding', 'identity')
      const answer = await fetch(new URL(request.url!, upstream), { method: request.method, headers, redirect: 'manual' })
      const body = Buffer.from(await answer.arrayBuffer())
      const outgoing = Object.fromEntries(
        [...answer.headers].filter(([name]) => !['content-length', 'content-encoding', 'transfer-encoding'].includes(name)),
      )
      response.writeHead(answer.status, { ...outgoing, 'set-cookie': answer.headers.getSetCookie() })
      const html = answer.headers.get('content-type')?.startsWith('text/html') ? body.toString('utf8') : null
      const split = html === null ? -1 : splitAt(html)
      if (html === null || split < 0) return void response.end(body)
      response.write(html.slice(0, split))
      setTimeout(() => response.end(html.slice(split)), 300)
    } catch (error) {
      response.destroy(error as Error)
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
