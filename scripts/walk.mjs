// The walk (issue 26): every page the app has, in en, ru, de and ar, on a desktop (1366×900) and a
// phone (390×844), signed out and as the demo patient, with the one-click dialogs of each page.
// A tool for people, not part of `npm test`: it reports what a patient would notice and takes a
// screenshot of each page state. Run it against `npm start` with demo accounts (README, "Trying it"):
//
//   node scripts/walk.mjs [--base http://127.0.0.1:3000] [--out /tmp/walk] [--locales en,ru,de,ar]
//                         [--viewports desktop,phone] [--auth out,in] [--no-axe] [--no-dialogs] [--only <regex>]
//
// It writes <out>/findings.json, <out>/summary.txt and <out>/shots/*.png, and exits 1 when it found
// anything. The heuristics (English words, unisolated Latin text) report candidates for a person to
// judge: doctors' names, the brand and e-mail addresses are left out.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { cutPlaceholders } from './lib/cut-placeholders.mjs'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`)
  return at === -1 ? fallback : args[at + 1]
}
const flag = (name) => args.includes(`--${name}`)
const BASE = option('base', 'http://127.0.0.1:3000').replace(/\/$/, '')
const API = option(
  'api',
  BASE.replace(/:(\d+)$/, (_, port) => `:${Number(port) + 1000}`),
)
const OUT = option('out', '/tmp/walk')
const LOCALES = option('locales', 'en,ru,de,ar').split(',')
const VIEWPORTS = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } }
const VIEWPORT_NAMES = option('viewports', 'desktop,phone').split(',')
const AUTH = option('auth', 'out,in').split(',')
const AXE = !flag('no-axe')
const DIALOGS = !flag('no-dialogs')
const ONLY = option('only', '') ? new RegExp(option('only', '')) : null
const DEMO = { email: 'demo.patient@example.com', password: 'Demo-Patient-2026' }
const PREFIX = { en: '', ru: '/ru', de: '/de', ar: '/ar' }

mkdirSync(join(OUT, 'shots'), { recursive: true })
const axeSource = readFileSync(new URL('../node_modules/axe-core/axe.min.js', import.meta.url), 'utf8')

/** Paths (without the language prefix) every walk starts from; links found on the pages add the rest. */
const START = [
  '/',
  '/doctors',
  '/services',
  '/health',
  '/contact-us',
  '/get-started',
  '/mobile-app',
  '/subscription',
  '/legal-notice',
  '/privacy-policy',
  '/terms',
  '/book-appointment',
  '/404',
  '/no-such-page',
]
const SIGNED_IN_START = [
  '/appointments',
  ...[
    'appointments',
    'doctor-requests',
    'personal-information',
    'settings',
    'billing_and_plans',
    'med_card',
    'my_documents',
    'health_details',
    'doctor_reports',
  ].map((slug) => `/account?slug=${slug}`),
  // The demo's appointments (every status); ids that are not the demo patient's answer 404 and are skipped.
  ...Array.from({ length: 14 }, (_, index) => `/appointments/${index + 1}`),
]
/** Dynamic routes: how many distinct pages of each kind the walk visits (all appointments). */
const KINDS = [
  [/^\/doctors\/[^/]+\/profile$/, 3],
  [/^\/services\/[^/]+$/, 3],
  [/^\/specialties\/[^/]+$/, 3],
  [/^\/subscription\/[^/]+\/[^/]+\/payment$/, 2],
  [/^\/payment\/[^/]+$/, 3],
  [/^\/appointments\/\d+$/, 50],
  [/^\/book-appointment$/, 3],
  [/^\/room\/home\/[^/]+$/, 2],
  [/^\/doctors$/, 2],
]
const kindOf = (path) => KINDS.find(([pattern]) => pattern.test(path.split('?')[0]))

/** Latin words a ru/ar page may show: the brand, doctors' names (from the API), units and codes. */
const ALLOWED_LATIN = new Set([
  'MedConsult',
  'Med',
  'Consult',
  'Dr',
  'Demo',
  'Patient',
  'Visa',
  'Mastercard',
  'Stripe',
  'Google',
  'Apple',
  'App',
  'Store',
  'Play',
  'UTC',
  'GMT',
  'PDF',
  'JPG',
  'PNG',
  'ID',
  'QR',
  'SMS',
  'Facebook',
  'Instagram',
  'LinkedIn',
  'YouTube',
  'X',
  'WhatsApp',
  'Telegram',
  'iOS',
  'Android',
  'Zoom',
  'MB',
  'KB',
  'cm',
  'kg',
  'ft',
  'in',
  'lb',
  'BMI',
  'EUR',
  'USD',
  'Ok',
  'OK',
  'AI',
  'COVID',
  'HIV',
  'ECG',
  'MRI',
  'GP',
  'ENT',
])
/** Obviously English words that are not German words too (for de pages). */
const ENGLISH_WORDS = new Set(
  'the and your you with for from this that please sign login log out book booking appointment appointments doctor doctors payment payments pay cancel save close next back view show hide search loading error errors request requests approved rejected pending completed canceled cancelled started paid unpaid details settings account profile health billing plan plans choose chosen file files upload no yes more less about help contact home services service today tomorrow yesterday morning evening week month year years old days day hours minutes free price total receipt receipts download message messages send sent report reports new notification notifications room join leave call camera microphone language languages country select none available unavailable booked time times date dates of to is are was will be not have has an or at by on'.split(
    ' ',
  ),
)
const MONTHS_EN =
  /\b(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\b/

async function doctorNames() {
  const names = new Set()
  for (let page = 0; page < 10; page++) {
    const response = await fetch(`${API}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{doctors(query:{pagination:{page:${page},limit:20}}){total results{first_name last_name}}}` }),
    }).catch(() => null)
    const body = response?.ok ? await response.json() : null
    const results = body?.data?.doctors?.results ?? []
    for (const doctor of results) for (const word of `${doctor.first_name} ${doctor.last_name}`.split(/\s+/)) names.add(word)
    if (results.length < 20) break
  }
  return names
}

/** In the page: visible text, its Latin runs (isolated or not), overflow, raw keys, links. */
function inspect(scope) {
  const root = scope ? document.querySelector(scope) : document.body
  const out = {
    latinRuns: [],
    unisolated: [],
    text: '',
    links: [],
    overflow: 0,
    dir: document.documentElement.dir,
    lang: document.documentElement.lang,
  }
  if (!root) return out
  out.overflow = document.documentElement.scrollWidth - document.documentElement.clientWidth
  const visible = (element) => {
    for (let at = element; at && at !== document.documentElement; at = at.parentElement) {
      const style = getComputedStyle(at)
      if (style.display === 'none' || style.visibility === 'hidden' || at.hidden) return false
      if (at.classList.contains('sr-only')) return false
    }
    return true
  }
  const isolated = (element) => {
    for (let at = element; at && at !== document.documentElement && at !== document.body; at = at.parentElement) {
      if (at.hasAttribute('dir') || at.tagName === 'BDI' || at.tagName === 'INPUT' || at.tagName === 'TEXTAREA') return true
      const bidi = getComputedStyle(at).unicodeBidi
      if (bidi.includes('isolate') || bidi === 'plaintext') return true
    }
    return false
  }
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => {
      const parent = node.parentElement
      if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(parent.tagName)) return NodeFilter.FILTER_REJECT
      return node.textContent.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT
    },
  })
  const texts = []
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!visible(node.parentElement)) continue
    const text = node.textContent.replace(/\s+/g, ' ').trim()
    texts.push(text)
    const runs = text.match(/[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ'’.-]*(?:[ ,][A-Za-zÀ-ÿ][A-Za-zÀ-ÿ'’.-]*)*/g) ?? []
    for (const run of runs) out.latinRuns.push(run)
    if (runs.length && !isolated(node.parentElement) && /[\u0600-\u06FF]/.test(document.body.innerText.slice(0, 2000))) {
      out.unisolated.push(text.slice(0, 80))
    }
  }
  for (const field of root.querySelectorAll('input[placeholder], textarea[placeholder]')) texts.push(field.placeholder)
  for (const labelled of root.querySelectorAll('[aria-label]')) texts.push(labelled.getAttribute('aria-label'))
  out.text = texts.join('\n')
  out.links = [...root.querySelectorAll('a[href]')].map((link) => link.href).filter((href) => href.startsWith(location.origin))
  out.fileInputs = [...root.querySelectorAll('input[type=file]')].filter(
    (input) => visible(input) && input.getBoundingClientRect().width > 2,
  ).length
  return out
}

const findings = []
const linkChecks = new Map()
let states = 0

function textChecks(state, seen, locale, names) {
  const report = (kind, detail) => findings.push({ ...state, kind, detail })
  const lines = seen.text.split('\n')
  for (const line of lines) {
    // namespace.key_name or snake_case_keys shown as text
    const raw = line.match(/\b(?:[a-z]+[A-Z]?[a-z]*\.)+[a-z]+_[a-z_]+\b|\b[a-z]+_[a-z]+_[a-z_]+\b/)
    if (raw && !line.includes('@') && !/https?:/.test(line)) report('raw-key', line.slice(0, 100))
    if (/[{}]/.test(line)) report('icu-brace', line.slice(0, 100))
    if (/\+\d{9,}/.test(line.replace(/[\u2066-\u2069\u200e\u200f]/g, ''))) report('phone-unformatted', line.slice(0, 100))
    if (locale !== 'en' && MONTHS_EN.test(line) && /\d/.test(line)) report('date-english', line.slice(0, 100))
    if (locale !== 'en' && /\b\d{1,2}:\d{2}\s?(AM|PM|am|pm)\b/.test(line)) report('time-12h', line.slice(0, 100))
    if (locale === 'de' && /\b\d{1,3}(,\d{3})+(\.\d+)?\b/.test(line)) report('number-english', line.slice(0, 100))
  }
  if (locale === 'ru' || locale === 'ar') {
    for (const run of seen.latinRuns) {
      const words = run.split(/[ ,]+/).filter((word) => /[A-Za-z]/.test(word))
      const foreign = words.filter((word) => {
        const bare = word.replace(/[.'’-]+$/g, '').replace(/^[.'’-]+/, '')
        // Two capitals alone are an avatar's initials.
        return (
          bare.length > 1 &&
          !/^[A-Z]{2}$/.test(bare) &&
          !ALLOWED_LATIN.has(bare) &&
          !names.has(bare) &&
          !/@|\.(com|test|de|org)$/.test(bare)
        )
      })
      if (foreign.length) report('latin-text', run.slice(0, 80))
    }
  }
  if (locale === 'de') {
    for (const run of seen.latinRuns) {
      const words = run.toLowerCase().split(/[ ,]+/)
      const english = words.filter((word) => ENGLISH_WORDS.has(word.replace(/[.'’]+$/, '')))
      // "in", "an", "so" exist in German: two English words in one run, or one long distinctive one.
      if (english.length >= 2 || english.some((word) => word.length >= 6)) report('english-in-de', run.slice(0, 80))
    }
  }
  if (locale === 'ar') {
    if (seen.dir !== 'rtl') report('no-rtl', `html dir="${seen.dir}"`)
    for (const text of seen.unisolated) {
      if (/[\u0600-\u06FF]/.test(text) || /^[\p{P}\d]|[\p{P}\d]$/u.test(text)) report('unisolated-latin', text)
    }
  }
  if (seen.lang && !seen.lang.startsWith(locale)) report('wrong-lang', `html lang="${seen.lang}"`)
  if (seen.overflow > 1) report('horizontal-scroll', `${seen.overflow}px`)
  for (const placeholder of seen.cutPlaceholders) report('placeholder-cut', placeholder)
  if (seen.fileInputs) report('native-file-input', `${seen.fileInputs} visible`)
}

async function runAxe(page, scope) {
  // Through the debugger, not a <script> tag: the app's CSP (nonces) rightly refuses inline scripts.
  await page.evaluate(axeSource).catch(() => {})
  return page
    .evaluate(async (scope) => {
      const result = await window.axe.run(scope ? document.querySelector(scope) : document, {
        runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
      })
      return result.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id} ${violation.nodes[0]?.target.join(' ')} (${violation.nodes.length})`)
    }, scope)
    .catch((error) => [`axe failed: ${error.message.split('\n')[0]}`])
}

const slugOf = (text) =>
  text
    .replace(/^\//, '')
    .replace(/[^\p{L}\p{N}]+/gu, '_')
    .slice(0, 80) || 'home'

async function settle(page) {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {})
  // Fonts and late layout.
  await page.evaluate(() => document.fonts?.ready).catch(() => {})
}

async function checkState(page, state, names, events, scope) {
  states++
  const seen = { ...(await page.evaluate(inspect, scope ?? null)), cutPlaceholders: await page.evaluate(cutPlaceholders, scope ?? null) }
  textChecks(state, seen, state.locale, names)
  for (const event of events.splice(0)) findings.push({ ...state, kind: event.kind, detail: event.detail })
  if (AXE) for (const violation of await runAxe(page, scope)) findings.push({ ...state, kind: 'axe', detail: violation })
  const file = `${state.locale}-${state.viewport}-${state.auth}-${slugOf(state.path)}${state.dialog ? `--${slugOf(state.dialog)}` : ''}.png`
  await page.screenshot({ path: join(OUT, 'shots', file), fullPage: !scope }).catch(() => {})
  return seen
}

/** Buttons that open a dialog or menu in one click (header ones only once per walk). */
async function dialogTriggers(page) {
  return page.evaluate(() => {
    const shown = (element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden'
    return [...document.querySelectorAll('button[aria-haspopup], summary[aria-controls], [data-walk-dialog]')]
      .filter(shown)
      .filter((element) => !element.disabled)
      .map((element, index) => ({
        index,
        label: (element.getAttribute('aria-label') || element.textContent || '').trim().slice(0, 40),
        inHeader: Boolean(element.closest('header, [role=banner]')),
      }))
  })
}

async function walk(browser, locale, viewportName, auth, names) {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewportName],
    locale: { en: 'en-GB', ru: 'ru-RU', de: 'de-DE', ar: 'ar' }[locale],
    timezoneId: 'Europe/Berlin',
  })
  // The read-guide popup shows once a day (the e2e fixtures do the same): it would cover every page.
  await context.addInitScript(() => {
    try {
      localStorage.setItem('readGuidePopupShownAt', String(Date.now()))
    } catch {
      // A document without storage (about:blank, an error page).
    }
  })
  const page = await context.newPage()
  const events = []
  page.on('console', (message) => {
    // The walk's own visits to a missing page: the browser logs their 404 (checked as a status instead).
    if (/status of 404/.test(message.text()) && /\/(404|no-such-page)$/.test(message.location().url ?? '')) return
    if (message.type() === 'error')
      events.push({ kind: 'console-error', detail: `${message.text().slice(0, 160)} ${message.location().url ?? ''}` })
  })
  page.on('pageerror', (error) => events.push({ kind: 'page-error', detail: error.message.slice(0, 160) }))
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? ''
    // Navigations away abort the page's pending requests: not a failure a patient sees.
    if (!/ERR_ABORTED/.test(failure)) events.push({ kind: 'request-failed', detail: `${request.url()} ${failure}` })
  })
  page.on('response', (response) => {
    const status = response.status()
    const url = response.url()
    if (status >= 400 && !/\/(404|no-such-page)$/.test(new URL(url).pathname)) events.push({ kind: `http-${status}`, detail: url })
  })

  const prefix = PREFIX[locale]
  if (auth === 'in') {
    await page.goto(`${BASE}${prefix}/?page=login`)
    await page.locator('input[type=email], input[name=email]').first().fill(DEMO.email)
    await page.locator('input[type=password]').first().fill(DEMO.password)
    await page.locator('input[type=password]').first().press('Enter')
    await page.waitForFunction(() => !new URLSearchParams(location.search).get('page'), null, { timeout: 20_000 }).catch(() => {})
    const cookies = await context.cookies()
    if (!cookies.some((cookie) => cookie.name === 'token'))
      throw new Error(`${locale} ${viewportName}: could not sign in as the demo patient`)
    events.length = 0
  }

  const queue = [...START, ...(auth === 'in' ? SIGNED_IN_START : [])]
  const visited = new Set()
  const perKind = new Map()
  const triedHeaderDialogs = new Set()
  while (queue.length) {
    const path = queue.shift()
    if (visited.has(path)) continue
    visited.add(path)
    if (ONLY && !ONLY.test(path)) continue
    const state = { locale, viewport: viewportName, auth, path }
    const response = await page
      .goto(`${BASE}${prefix}${path === '/' && prefix ? '' : path}`, { waitUntil: 'domcontentloaded' })
      .catch((error) => {
        findings.push({ ...state, kind: 'navigation', detail: error.message.split('\n')[0] })
        return null
      })
    if (!response) continue
    if (response.status() === 404 && /^\/appointments\/\d+$/.test(path)) {
      events.length = 0
      continue
    }
    if (response.status() >= 400 && !/^\/(404|no-such-page)$/.test(path))
      findings.push({ ...state, kind: 'page-status', detail: String(response.status()) })
    await settle(page)
    const seen = await checkState(page, state, names, events)
    // Links found here: internal ones are checked once each; page routes of new kinds join the walk.
    for (const href of seen.links) {
      const url = new URL(href)
      let pathname = url.pathname
      if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) pathname = pathname.slice(prefix.length) || '/'
      // A link on the missing page back to itself (e.g. its sign-up link keeps the path) is no dead end.
      if (/^\/(404|no-such-page)$/.test(pathname)) continue
      const key = `${auth}:${url.pathname}${url.search}`
      if (!linkChecks.has(key)) linkChecks.set(key, { url: `${url.pathname}${url.search}`, from: `${locale} ${path}`, context })
      const full = `${pathname}${url.search}`
      if (/^\/(api|storage|aws-s3|payments\/receipts|appointments-reports)\//.test(pathname)) continue
      const kind = kindOf(pathname)
      const bare = kind && !/^\/(doctors|book-appointment)$/.test(pathname) ? pathname : full
      if (visited.has(bare) || queue.includes(bare)) continue
      if (kind) {
        const count = perKind.get(kind) ?? 0
        if (count >= kind[1]) continue
        perKind.set(kind, count + 1)
        queue.push(bare)
      } else if (pathname.startsWith('/account') && /slug=/.test(url.search) && auth === 'in') {
        queue.push(`/account${url.search.replace(/&.*$/, '')}`)
      }
    }

    if (!DIALOGS) continue
    const triggers = await dialogTriggers(page)
    for (const trigger of triggers.slice(0, 8)) {
      const id = `${trigger.label}`
      if (trigger.inHeader) {
        if (triedHeaderDialogs.has(id)) continue
        triedHeaderDialogs.add(id)
      }
      const element = await page.evaluateHandle(
        ({ index }) =>
          [...document.querySelectorAll('button[aria-haspopup], summary[aria-controls], [data-walk-dialog]')]
            .filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden')
            .filter((element) => !element.disabled)[index],
        trigger,
      )
      const target = element.asElement()
      if (!target) continue
      const clicked = await target.click({ timeout: 5_000 }).then(
        () => true,
        () => false,
      )
      if (!clicked) continue
      const opened = await page
        .waitForSelector('[role=dialog]:visible, [role=menu]:visible, [role=listbox]:visible, details[open] > :not(summary)', {
          timeout: 3_000,
        })
        .then(
          () => true,
          () => false,
        )
      if (opened) {
        await page.waitForTimeout(300) // the opening animation: the screenshot shows the settled panel
        const scope = (await page.$('[role=dialog]:visible'))
          ? '[role=dialog]'
          : (await page.$('[role=menu]:visible'))
            ? '[role=menu]'
            : null
        await checkState(page, { ...state, dialog: trigger.label || 'dialog' }, names, events, scope)
      }
      await page.keyboard.press('Escape')
      if (new URL(page.url()).pathname !== new URL(response.url()).pathname) {
        await page.goto(response.url(), { waitUntil: 'domcontentloaded' })
        await settle(page)
      }
      events.length = 0
    }
  }
  return context
}

const browser = await chromium.launch({
  executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
const names = await doctorNames()
const started = Date.now()
const contexts = []
for (const auth of AUTH)
  for (const locale of LOCALES)
    for (const viewport of VIEWPORT_NAMES) {
      const before = states
      try {
        contexts.push(await walk(browser, locale, viewport, auth, names))
      } catch (error) {
        findings.push({ locale, viewport, auth, path: '-', kind: 'walk-error', detail: error.message.split('\n')[0] })
      }
      console.log(`${auth} ${locale} ${viewport}: ${states - before} page states (${Math.round((Date.now() - started) / 1000)} s)`)
    }

// Every internal link seen answers 200 (after redirects), asked with the session it was seen in.
for (const { url, from, context } of linkChecks.values()) {
  const response = await context.request.get(`${BASE}${url}`, { maxRedirects: 5 }).catch(() => null)
  const status = response?.status() ?? 0
  if (status !== 200)
    findings.push({
      locale: from.split(' ')[0],
      viewport: '-',
      auth: '-',
      path: from.split(' ')[1],
      kind: 'link-broken',
      detail: `${url} → ${status}`,
    })
}
await browser.close()

// One line per distinct finding, with where it was seen.
const grouped = new Map()
for (const finding of findings) {
  const key = `${finding.kind}\t${finding.detail}`
  const where = `${finding.locale}/${finding.viewport}/${finding.auth} ${finding.path}${finding.dialog ? ` [${finding.dialog}]` : ''}`
  if (!grouped.has(key)) grouped.set(key, [])
  grouped.get(key).push(where)
}
const byKind = {}
for (const finding of findings) byKind[finding.kind] = (byKind[finding.kind] ?? 0) + 1
const lines = [`${states} page states, ${linkChecks.size} internal links checked, ${findings.length} findings`, JSON.stringify(byKind), '']
for (const [key, wheres] of [...grouped].sort()) lines.push(`${key}\n    ${wheres.length}× e.g. ${wheres.slice(0, 4).join(' | ')}`)
writeFileSync(join(OUT, 'findings.json'), JSON.stringify(findings, null, 1))
writeFileSync(join(OUT, 'summary.txt'), `${lines.join('\n')}\n`)
console.log(lines.slice(0, 2).join('\n'))
console.log(`Details: ${join(OUT, 'summary.txt')}; screenshots: ${join(OUT, 'shots')}`)
process.exit(findings.length ? 1 : 0)
