// Lighthouse (ADR 0025): the default configuration — mobile emulation (Moto G Power screen) and
// simulated slow 4G with 4× CPU slowdown — through the Node API, on Debian's Chromium, a fresh
// browser (empty profile and cache) for every run; the median of each figure over `runs` runs.
// Signed in (issue 28), the session's cookies are set in that browser before the run, through the
// page Lighthouse is handed (puppeteer, Lighthouse's own driver); Lighthouse leaves cookies and local
// storage alone. An extra Cookie header would not do: the notifications' EventSource goes without it.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import puppeteer from 'puppeteer-core'
import { CHROMIUM_ARGS } from './first-load.mjs'

/** Issue 11's goals; issue 28 adds LCP ≤ 2.5 s for the signed-in pages. */
export const LIGHTHOUSE_GOALS = Object.freeze({ performance: 95, others: 100, cls: 0, tbtMs: 150, signedInLcpMs: 2500 })

const METRIC_AUDITS = new Set([
  'first-contentful-paint',
  'largest-contentful-paint',
  'speed-index',
  'total-blocking-time',
  'cumulative-layout-shift',
  'max-potential-fid',
  'interactive',
])

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor((sorted.length - 1) / 2)]
}

const observedTimings = (metrics) => ({
  domContentLoadedMs: metrics?.observedDomContentLoaded ?? null,
  fcpMs: metrics?.observedFirstContentfulPaint ?? null,
  lcpMs: metrics?.observedLargestContentfulPaint ?? null,
})

async function runOnce(url, chromePath, cookies) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] })
  let browser
  try {
    let page
    if (cookies) {
      browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
      page = await browser.newPage()
      await browser.setCookie(...cookies.map((cookie) => ({ ...cookie, domain: new URL(url).hostname, path: '/' })))
    }
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' }, undefined, page)
    const { categories, audits, runtimeError, runWarnings } = result.lhr
    if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`)
    const score = (id) => Math.round((categories[id]?.score ?? NaN) * 100)
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      finalUrl: result.lhr.finalDisplayedUrl,
      lcpMs: audits['largest-contentful-paint'].numericValue,
      // The largest element, so a slow LCP names its cause (a dialog drawn late, an image).
      lcpElement: audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node')?.snippet ?? null,
      fcpMs: audits['first-contentful-paint'].numericValue,
      tbtMs: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      speedIndexMs: audits['speed-index'].numericValue,
      // What the unthrottled run saw, from which the phone is simulated: a simulated LCP far above the
      // observed one means requests made before the paint were counted as what it waited for (ADR 0075).
      observed: observedTimings(audits.metrics?.details?.items?.[0]),
      // What keeps a score down, for the report: audits under 1 besides the metrics in the table.
      failing: Object.entries(audits)
        .filter(
          ([id, audit]) =>
            !METRIC_AUDITS.has(id) &&
            audit.score !== null &&
            audit.score < 1 &&
            ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode),
        )
        .map(([id]) => id),
      warnings: runWarnings,
    }
  } finally {
    await browser?.disconnect()
    await chrome.kill()
  }
}

const FIGURES = ['performance', 'accessibility', 'bestPractices', 'seo', 'lcpMs', 'fcpMs', 'tbtMs', 'cls', 'speedIndexMs']

/**
 * Median of each figure over `runs` runs, with every run kept. `cookies()` (signed in) gives each
 * run's session cookies (`{ name, value }`), e.g. of a fresh sign-in.
 */
export async function measureLighthouse(url, { runs = 3, chromePath, cookies }) {
  const all = []
  for (let index = 0; index < runs; index++) all.push(await runOnce(url, chromePath, cookies ? await cookies() : undefined))
  const medians = Object.fromEntries(FIGURES.map((key) => [key, median(all.map((run) => run[key]))]))
  return { ...medians, runs: all }
}

/** What misses the goals (issue 11): performance ≥ 95, the others 100, CLS 0, TBT ≤ 150 ms. */
export function lighthouseProblems(name, figures) {
  const problems = []
  if (figures.performance < LIGHTHOUSE_GOALS.performance)
    problems.push(`performance ${figures.performance} < ${LIGHTHOUSE_GOALS.performance}`)
  for (const key of ['accessibility', 'bestPractices', 'seo'])
    if (figures[key] < LIGHTHOUSE_GOALS.others) problems.push(`${key} ${figures[key]} < 100`)
  // As Lighthouse shows it (three decimals): a shift of 0.0002 is the "0" of the goal.
  if (Number(figures.cls.toFixed(3)) > LIGHTHOUSE_GOALS.cls) problems.push(`CLS ${figures.cls.toFixed(3)} > 0`)
  if (figures.tbtMs > LIGHTHOUSE_GOALS.tbtMs) problems.push(`TBT ${Math.round(figures.tbtMs)} ms > ${LIGHTHOUSE_GOALS.tbtMs} ms`)
  return problems.map((problem) => `Lighthouse ${name}: ${problem}`)
}
