import type { Locator, Page } from '@playwright/test'
import { expect, gotoHydrated, test } from './fixtures'
import { message } from './messages'

/**
 * Issue 26 #20, the catalogue's layout measured: `/services` uses the width of a desktop (its groups
 * hold two services each, and one group a row left the right third empty), a service page's
 * organisations box is as tall as its boxes with its heading inside the border; both at 1366 px and
 * on a 390 px phone, without horizontal scrolling. Screenshots go to the test's output folder for a person to look at.
 */

const box = async (locator: Locator) => {
  const found = await locator.boundingBox()
  expect(found, 'element is laid out').not.toBeNull()
  return found!
}

async function noHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width)
}

/** Opens `path` laid out as it stays: hydrated, and its type loaded (a font swap can change a box's height). */
async function openLaidOut(page: Page, path: string) {
  await gotoHydrated(page, path)
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
}

for (const width of [1366, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('/services fills the content width with its tiles', async ({ page }, testInfo) => {
      await openLaidOut(page, '/services')
      const main = await box(page.getByRole('main'))
      const tiles = page.getByRole('main').getByRole('listitem')
      const count = await tiles.count()
      expect(count).toBeGreaterThan(4)
      const boxes = await Promise.all(Array.from({ length: count }, (_, index) => box(tiles.nth(index))))
      const left = Math.min(...boxes.map((b) => b.x))
      const right = Math.max(...boxes.map((b) => b.x + b.width))
      // main has 16 px of padding on each side: the tiles reach both edges of its content.
      expect(left - main.x).toBeLessThanOrEqual(17)
      expect(main.x + main.width - right).toBeLessThanOrEqual(17)
      if (width >= 1366) {
        // Four tiles a row: two groups side by side.
        expect(new Set(boxes.map((b) => Math.round(b.x))).size).toBe(4)
      } else {
        // One column on a phone.
        expect(new Set(boxes.map((b) => Math.round(b.x))).size).toBe(1)
      }
      await noHorizontalScroll(page)
      await page.screenshot({ path: testInfo.outputPath(`services-${width}.png`), fullPage: true })
    })

    test('a service page’s organisations box is as tall as its boxes, its heading inside the border', async ({ page }, testInfo) => {
      await openLaidOut(page, '/services/mri-second-opinion')
      const group = page.getByRole('group', { name: message('en', 'services.organizations_label') })
      const frame = await box(group)
      const heading = await box(group.getByText(message('en', 'services.organizations_label'), { exact: true }))
      expect(heading.y).toBeGreaterThanOrEqual(frame.y + 8)
      expect(heading.x).toBeGreaterThanOrEqual(frame.x + 8)
      const boxes = group.getByRole('checkbox')
      const last = await box(boxes.last())
      // The frame ends just after its last box (its padding), however long the doctor list beside it.
      expect(frame.y + frame.height - (last.y + last.height)).toBeLessThanOrEqual(24)
      const results = await box(page.getByRole('article').first())
      if (width >= 1366) expect(results.x).toBeGreaterThan(frame.x + frame.width)
      else expect(results.y).toBeGreaterThan(frame.y + frame.height)
      await noHorizontalScroll(page)
      await page.screenshot({ path: testInfo.outputPath(`service-${width}.png`) })
    })
  })
}
