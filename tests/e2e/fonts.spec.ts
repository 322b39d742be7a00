import { expect, test } from './fixtures'

/**
 * Issue 26 #22 (ADR 0047): the pages are set in self-hosted variable faces — Inter for Latin and
 * Cyrillic, Cairo for Arabic — from this origin (the CSP's font-src 'self'; a violation
 * would fail the test as a console error), only in the subsets the four languages need, the page's
 * own faces preloaded by the page's `Link` header and fetched once (a preload whose CORS mode differed from
 * the stylesheet's request would be fetched twice), immutable like the other hashed assets.
 */

const SUBSET_FILE = /^\/assets\/(inter-(latin|latin-ext|cyrillic)|cairo-arabic)-wght-normal-[\w-]+\.woff2$/

const PAGES = [
  { path: '/', preloaded: ['inter-latin'], faces: ['Inter Variable'] },
  { path: '/ru/doctors', preloaded: ['inter-latin', 'inter-cyrillic'], faces: ['Inter Variable'] },
  { path: '/ar', preloaded: ['inter-latin', 'cairo-arabic'], faces: ['Inter Variable', 'Cairo Variable'] },
]

for (const { path, preloaded, faces } of PAGES) {
  test(`${path} is set in its self-hosted faces, preloaded and fetched once`, async ({ page }) => {
    const fonts: { path: string; type?: string; cache?: string }[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'font') return
      const headers = response.headers()
      fonts.push({ path: new URL(response.url()).pathname, type: headers['content-type'], cache: headers['cache-control'] })
    })
    await page.goto(path, { waitUntil: 'networkidle' })

    const preloads = ((await page.request.get(path)).headers().link ?? '').split(/,\s*/).filter((link) => link.includes('as=font'))
    expect(preloads.map((link) => /\/assets\/(.+)-wght-normal-/.exec(link)?.[1])).toEqual(preloaded)
    for (const link of preloads) expect(link).toMatch(/^<\/assets\/[\w-]+\.woff2>; rel=preload; as=font; type="font\/woff2"; crossorigin$/)

    await page.evaluate(() => document.fonts.ready)
    const loaded = await page.evaluate(() => [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replaceAll('"', '')))
    expect(loaded).toEqual(expect.arrayContaining(faces))
    expect(await page.locator('body').evaluate((body) => getComputedStyle(body).fontFamily)).toMatch(/^"Inter Variable", "Cairo Variable", "Inter Fallback"/)

    expect(fonts.length).toBeGreaterThanOrEqual(preloaded.length)
    expect(new Set(fonts.map((font) => font.path)).size, 'each file fetched once').toBe(fonts.length)
    for (const font of fonts) {
      expect(font.path).toMatch(SUBSET_FILE)
      expect(font).toMatchObject({ type: 'font/woff2', cache: 'public, max-age=31536000, immutable' })
    }
  })
}
