// First-load JavaScript of a page (ADR 0025): every script response the page receives from
// navigation until it has settled (network and main thread idle) — entry, modulepreloads, and the deferred chunks
// (hydrate-later parts, lazy menus) that load on every visit without any interaction. Sizes are
// gzip (zlib's default level) of each response body computed here, so the figure does not depend
// on whether or how the server compresses; the bytes that crossed the wire are reported beside it.
// Shared by `npm run bench` and tests/e2e/budgets.spec.ts.
import { gzipSync } from 'node:zlib'

/** The flags every Chromium of this project runs with (playwright.config.ts, STACK-NOTES). */
export const CHROMIUM_ARGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
])

/** Lighthouse's mobile screen (412×823, DPR 1.75, touch), so the page loads what a phone loads. */
export const MOBILE_VIEWPORT = Object.freeze({ width: 412, height: 823 })

/** A fresh context (empty cache, no cookies but `cookies`) the size of a phone. */
export async function newMeasuringContext(browser, { cookies = [] } = {}) {
  const context = await browser.newContext({ viewport: MOBILE_VIEWPORT, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 })
  if (cookies.length) await context.addCookies(cookies)
  return context
}

/** The session cookies the web server sets on sign-in (tests/e2e/fixtures.ts `signInAs`). */
export function sessionCookies(baseUrl, { token, refreshToken }) {
  const cookie = { domain: new URL(baseUrl).hostname, path: '/', httpOnly: true, sameSite: 'Lax' }
  return [
    { ...cookie, name: 'token', value: token },
    { ...cookie, name: 'refreshToken', value: refreshToken },
  ]
}

/**
 * Loads `url` in a new page of `context` and waits until it has settled: no request in flight for
 * `quietMs` (Playwright's network idle) *and* the main thread idle (a `requestIdleCallback` runs)
 * with no request started meanwhile. Network idle alone is not enough on a busy machine: while the
 * entry chunk executes and React hydrates, nothing is on the network, and the lazy chunks that
 * hydration asks for start only afterwards. Resolves to
 * `{ status, finalUrl, files, rawBytes, gzipBytes, transferBytes }`, files largest first.
 */
export async function measureFirstLoadJs(context, url, { quietMs = 500, timeoutMs = 60_000 } = {}) {
  const page = await context.newPage()
  const pending = []
  let collecting = true
  let started = 0
  let inFlight = 0
  let lastActivityAt = Date.now()
  const activity = (delta) => () => {
    inFlight += delta
    lastActivityAt = Date.now()
  }
  // A live stream (EventSource: the notifications) stays open by design: it is not loading, so it
  // counts neither as activity nor as in flight, as in Playwright's own network idle.
  const loading = (request) => request.resourceType() !== 'eventsource'
  page.on('request', (request) => {
    if (!loading(request)) return
    started += 1
    activity(1)()
  })
  page.on('requestfinished', (request) => loading(request) && activity(-1)())
  page.on('requestfailed', (request) => loading(request) && activity(-1)())
  page.on('response', (response) => {
    const request = response.request()
    if (!collecting || request.resourceType() !== 'script') return
    pending.push(
      (async () => {
        const body = await response.body()
        await response.finished()
        const sizes = await request.sizes()
        return {
          url: new URL(response.url()).pathname,
          status: response.status(),
          bytes: body.length,
          gzipBytes: gzipSync(body).length,
          transferBytes: sizes.responseBodySize,
          encoding: response.headers()['content-encoding'] ?? 'identity',
        }
      })(),
    )
  })
  const deadline = Date.now() + timeoutMs
  const networkQuiet = async () => {
    while (inFlight > 0 || Date.now() - lastActivityAt < quietMs) {
      if (Date.now() > deadline) throw new Error(`${url} did not settle within ${timeoutMs / 1000} s (${inFlight} requests in flight)`)
      await page.waitForTimeout(100)
    }
  }
  try {
    const navigation = await page.goto(url, { waitUntil: 'load', timeout: timeoutMs })
    for (;;) {
      await networkQuiet()
      const seen = started
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(undefined), { timeout: 10_000 })))
      await page.waitForTimeout(100)
      if (started === seen && inFlight === 0) break
    }
    // A script that starts after this is not part of the first load.
    collecting = false
    const files = (await Promise.all(pending)).sort((a, b) => b.gzipBytes - a.gzipBytes)
    const sum = (key) => files.reduce((total, file) => total + file[key], 0)
    return {
      status: navigation?.status() ?? 0,
      finalUrl: page.url(),
      files,
      rawBytes: sum('bytes'),
      gzipBytes: sum('gzipBytes'),
      transferBytes: sum('transferBytes'),
    }
  } finally {
    await page.close()
  }
}
