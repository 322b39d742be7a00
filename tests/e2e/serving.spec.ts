import { createHash } from 'node:crypto'
import { readdirSync } from 'node:fs'
import { join, sep } from 'node:path'
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { expect, gotoHydrated, test } from './fixtures'

/**
 * How the production server (scripts/serve-web.mjs) serves bytes (ADR 0022): compression, static
 * caching, shared caching of anonymous catalog pages and their hash-based CSP. Raw HTTP where the
 * encoded bytes matter (fetch would decode them).
 */

type Raw = { status: number; headers: IncomingHttpHeaders; body: Buffer }

function raw(baseURL: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(new URL(path, baseURL), { method, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }))
    })
    request.on('error', reject)
    request.end()
  })
}

const decode = ({ headers, body }: Raw) =>
  headers['content-encoding'] === 'br' ? brotliDecompressSync(body) : headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body
const varyOf = (headers: IncomingHttpHeaders) =>
  String(headers.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/)
const scriptSrc = (csp: string | string[] | undefined) =>
  String(csp ?? '')
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([name]) => name === 'script-src')
    ?.slice(1) ?? []
/** The dehydrated state carries the render's timestamps (query updatedAt): the only bytes two renders of a page differ in. */
/**
 * What differs between two renders of the same page: timestamps, and React's paint-timing script,
 * which it adds only when the stream pauses before the end (it depends on the timing of the render).
 */
const withoutTimestamps = (html: string) =>
  html.replace(/\b1[7-9]\d{11}\b/g, 'T').replace('<script id="_R_">requestAnimationFrame(function(){$RT=performance.now()});</script>', '')

/**
 * The page's markup and text with its deferred parts in one order. Each encoding is rendered on its
 * own (the page cache keys by encoding), and React streams deferred parts (`<div hidden id="S:n">`) in
 * the order they finish, with the router's data scripts numbered in that order: two renders of one
 * page differ in order and in their inline scripts, never in markup or text. So inline scripts are left
 * out of the comparison and the parts sorted (script files are compared byte for byte below); a decoding
 * that truncated, corrupted or double-encoded the page still differs.
 */
function inAnyStreamOrder(html: string): string {
  const text = withoutTimestamps(html).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
  expect(text.trimEnd().endsWith('</html>'), 'the document is whole').toBe(true)
  const [shell = '', ...deferredParts] = text.split(/(?=<div hidden id="S:\d+">)/)
  return [shell, ...deferredParts.sort()].join('\n')
}

/** sha256 of each inline script, read independently of the server's own parser. */
function inlineScriptHashes(html: string): Set<string> {
  const hashes = new Set<string>()
  for (const [, attributes, text] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\ssrc=/.test(attributes!)) continue
    hashes.add(`'sha256-${createHash('sha256').update(text!).digest('base64')}'`)
  }
  return hashes
}

const SHARED = 'public, s-maxage=60, stale-while-revalidate=600'

/** The catalog pages, with seeded slugs read from the pages that link to them. */
async function catalogPaths(baseURL: string): Promise<string[]> {
  const doctors = decode(await raw(baseURL, '/doctors')).toString()
  const services = decode(await raw(baseURL, '/services')).toString()
  const profile = /href="(\/doctors\/[^"/]+\/profile)"/.exec(doctors)?.[1]
  const specialty = /href="(\/specialties\/[^"/?]+)"/.exec(doctors)?.[1]
  const service = /href="(\/services\/[^"/?]+)"/.exec(services)?.[1]
  expect([profile, specialty, service], 'links to a profile, a specialty and a service').not.toContain(undefined)
  const english = ['/', '/doctors', profile!, specialty!, '/services', service!]
  return [...english, ...english.map((path) => (path === '/' ? '/ar' : `/ar${path}`))]
}

test.describe('compression', () => {
  test('HTML and scripts come brotli or gzip as accepted, with Vary, decoding to the identity bytes', async ({ baseURL }) => {
    const identityHtml = await raw(baseURL!, '/')
    expect(identityHtml.headers['content-encoding']).toBeUndefined()
    expect(varyOf(identityHtml.headers)).toContain('accept-encoding')
    // The page names its scripts only in the script that requests them after the first frame (ADR 0075).
    expect(identityHtml.body.toString()).not.toMatch(/<script[^>]* src=|rel="modulepreload"/)
    const script = /"(\/assets\/[^"]+\.js)"/.exec(identityHtml.body.toString())?.[1]
    expect(script).toBeTruthy()
    const identityScript = await raw(baseURL!, script!)

    for (const [acceptEncoding, expected] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
    ] as const) {
      const html = await raw(baseURL!, '/', { 'accept-encoding': acceptEncoding })
      expect(html.headers['content-encoding'], `HTML for ${acceptEncoding}`).toBe(expected)
      expect(varyOf(html.headers)).toContain('accept-encoding')
      expect(html.body.length).toBeLessThan(identityHtml.body.length / 3)
      expect(inAnyStreamOrder(decode(html).toString())).toBe(inAnyStreamOrder(identityHtml.body.toString()))

      const js = await raw(baseURL!, script!, { 'accept-encoding': acceptEncoding })
      expect(js.headers['content-encoding'], `script for ${acceptEncoding}`).toBe(expected)
      expect(varyOf(js.headers)).toContain('accept-encoding')
      expect(decode(js).equals(identityScript.body)).toBe(true)
    }

    // A page rendered for the request (a cookie keeps the page cache out) is sent whole, with its length (ADR 0064).
    for (const acceptEncoding of ['br', '']) {
      const rendered = await raw(baseURL!, '/doctors', { 'accept-encoding': acceptEncoding, cookie: 'visitor=1' })
      expect(rendered.headers['transfer-encoding'], `chunks for "${acceptEncoding}"`).toBeUndefined()
      expect(rendered.headers['content-length']).toBe(String(rendered.body.length))
      expect(decode(rendered).toString().trimEnd().endsWith('</html>')).toBe(true)
    }

    // HEAD answers with the headers of its GET.
    const head = await raw(baseURL!, '/doctors', { 'accept-encoding': 'br' }, 'HEAD')
    expect(head.headers['content-encoding']).toBe('br')
    expect(head.body.length).toBe(0)
  })
})

test.describe('static files', () => {
  test('hashed assets are immutable for a year, other public files cached briefly, with validators and the security headers', async ({
    baseURL,
  }) => {
    const html = decode(await raw(baseURL!, '/')).toString()
    const assets = [...html.matchAll(/"(\/assets\/[^"]+\.(?:js|css))"/g)].map(([, path]) => path!)
    expect(assets.length).toBeGreaterThan(1)
    for (const path of assets) {
      const asset = await raw(baseURL!, path, { 'accept-encoding': 'br' })
      expect(asset.status, path).toBe(200)
      expect(asset.headers['cache-control'], path).toBe('public, max-age=31536000, immutable')
      // The build precompresses every file of 1 KB and more.
      if (decode(asset).length >= 1024) expect(asset.headers['content-encoding'], path).toBe('br')
      expect(asset.headers['x-content-type-options']).toBe('nosniff')
      expect(scriptSrc(asset.headers['content-security-policy'])).toEqual(["'self'"])
    }
    const first = await raw(baseURL!, assets[0]!, { 'accept-encoding': 'gzip' })
    expect(first.headers.etag).toBeTruthy()
    const again = await raw(baseURL!, assets[0]!, { 'accept-encoding': 'gzip', 'if-none-match': String(first.headers.etag) })
    expect(again.status).toBe(304)
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable')

    const favicon = await raw(baseURL!, '/favicon.svg')
    expect(favicon.status).toBe(200)
    expect(favicon.headers['cache-control']).toBe('public, max-age=3600')
    expect(favicon.headers['x-frame-options']).toBe('DENY')
  })
})

test.describe('shared caching', () => {
  test('anonymous catalog pages may be kept by a CDN; the same pages with a session, and other pages, may not', async ({
    baseURL,
    createPatient,
  }) => {
    test.slow()
    const paths = await catalogPaths(baseURL!)
    const { token, refreshToken } = await createPatient({ signIn: false })
    for (const path of paths) {
      const anonymous = await raw(baseURL!, path, { 'accept-encoding': 'br' })
      expect(anonymous.status, path).toBe(200)
      expect(anonymous.headers['cache-control'], path).toBe(SHARED)
      expect(varyOf(anonymous.headers), path).toEqual(expect.arrayContaining(['cookie', 'accept-encoding']))
      expect(anonymous.headers['content-security-policy'], path).not.toMatch(/nonce-/)

      const signedIn = await raw(baseURL!, path, { 'accept-encoding': 'br', cookie: `token=${token}; refreshToken=${refreshToken}` })
      expect(signedIn.headers['cache-control'], `${path} signed in`).toBe('private, no-store')
      expect(
        scriptSrc(signedIn.headers['content-security-policy']).some((source) => source.startsWith("'nonce-")),
        path,
      ).toBe(true)
    }

    for (const path of ['/contact-us', '/ar/contact-us', '/health', '/doctors/no-such-doctor-xyz/profile', '/no-such-page']) {
      const page = await raw(baseURL!, path)
      expect(page.headers['cache-control'], path).toMatch(/^private/)
      expect(page.headers['content-security-policy'], path).toMatch(/'nonce-|'sha256-/)
    }
    // Tracking parameters set cookies: that answer is private too.
    const tracked = await raw(baseURL!, '/doctors?utm_source=newsletter')
    expect(tracked.headers['set-cookie']).toBeTruthy()
    expect(tracked.headers['cache-control']).toBe('private, no-store')
  })

  test("a cacheable page's CSP has no nonce and allows exactly its inline scripts; it hydrates and navigates without a violation", async ({
    page,
  }) => {
    const response = await gotoHydrated(page, '/doctors')
    const headers = await response!.allHeaders()
    expect(headers['cache-control']).toBe(SHARED)
    const html = await response!.text()
    expect(html).not.toMatch(/nonce=|csp-nonce/)
    const hashes = scriptSrc(headers['content-security-policy']).filter((source) => source.startsWith("'sha256-"))
    expect(new Set(hashes)).toEqual(inlineScriptHashes(html))
    expect(hashes.length).toBeGreaterThan(2)

    // The early-tap recorder (an inline script in <head>) ran under the policy.
    expect(await page.evaluate(() => typeof (window as Window & { __earlyClicks?: unknown }).__earlyClicks)).toBe('object')
    // Client-side navigation (no new document: the marker survives) to a profile and on to the services.
    await page.evaluate(() => ((window as Window & { samePage?: boolean }).samePage = true))
    const card = page.getByRole('main').getByRole('article').first()
    const name = (await card.getByRole('heading').textContent())!.trim()
    await card.getByRole('heading').getByRole('link').click()
    await expect(page).toHaveURL(/\/doctors\/[^/]+\/profile$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name)
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Services', exact: true })
      .filter({ visible: true })
      .click()
    await expect(page).toHaveURL(/\/services$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await page.evaluate(() => (window as Window & { samePage?: boolean }).samePage)).toBe(true)
  })

  test('every static page has its icon and asks for nothing it does not get (issue 26)', async ({ page }) => {
    // A page without an icon link makes the browser ask for /favicon.ico, a 404 in its console
    // (which the fixture fails on); any other failed request is collected here.
    const failed: string[] = []
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`)
    })
    page.on('requestfailed', (request) => failed.push(`failed ${request.url()}`))
    const pages = readdirSync('public', { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'))
    expect(pages).toContain(join('guides', 'video-consultation.html'))
    for (const file of pages) {
      // The network itself: every request the page makes has answered before the failures are read.
      await page.goto(`/${file.split(sep).join('/')}?lang=de`, { waitUntil: 'networkidle' })
      const icon = await page.locator('link[rel="icon"]').getAttribute('href')
      expect(icon, file).toBeTruthy()
      expect((await page.request.get(icon!)).status(), file).toBe(200)
    }
    expect(failed).toEqual([])
  })
})
