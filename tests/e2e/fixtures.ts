import { randomUUID } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type BrowserContext, type FileChooser, type Locator, type Page, type Response } from '@playwright/test'

export { expect }

/** The API the suite runs against (a fresh database per run), for seeding data from a test. */
export const API_URL = process.env.E2E_API_URL ?? 'http://127.0.0.1:4100'

/** The password of every patient `createPatient` makes. */
export const PATIENT_PASSWORD = 'Sunny-Day-42'

/** A patient (verified unless asked otherwise) with a password and a fresh session, made through the API. */
export type Patient = { userId: number; email: string; password: string; token: string; refreshToken: string }

type PatientOptions = {
  /** start signed in in this test's browser (default true) */
  signIn?: boolean
  /** a readable part of the generated e-mail address, e.g. the test's subject */
  label?: string
  gender?: 1 | 2
  /** false for a patient whose e-mail is not confirmed yet (default true) */
  emailVerified?: boolean
  /** a complete profile: verified phone, date of birth, time zone (no complete-your-profile prompts) */
  complete?: boolean
  /** the stored time zone (IANA id as the browser reports it, e.g. `Etc/UTC`) */
  timezone?: string
  /** a stored date of birth, `YYYY-MM-DD` (the form starts empty without one) */
  dateOfBirth?: string
  /** false: a patient who has given no name yet (default: "Test Patient") */
  named?: boolean
}

type Fixtures = {
  /**
   * Makes a verified patient through the real API (`POST /__test/sessions`, mounted under
   * API_TEST_ROUTES=1) and deletes it with its sessions and messages when the test ends
   * (`DELETE /__test/users/:id`). Signed in by default: the session's tokens become the web's
   * HttpOnly cookies, as the sign-in screens would leave them.
   */
  createPatient: (options?: PatientOptions) => Promise<Patient>
  /**
   * Console errors a test expects, as one pattern (alternatives with `|`), e.g.
   * `test.use({ allowedConsoleErrors: /status of 404/ })`, tested against `<message> (<source url>)`.
   * Everything else logged as an error, and every uncaught page error, fails the test. One pattern,
   * not a list: Playwright reads an option `[a, b]` as the value `a` with the options `b`.
   */
  allowedConsoleErrors: RegExp | null
  failOnConsoleErrors: void
}

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [null, { option: true }],
  // The read-guide popup shows at most once a day: the suite's patients saw it today, so it stays out
  // of every test but the one about it (video-room.spec.ts, in a context of its own).
  context: async ({ context }, use) => {
    await context.addInitScript(() => {
      try {
        localStorage.setItem('readGuidePopupShownAt', String(Date.now()))
      } catch {
        // A document without storage (about:blank, an error page).
      }
    })
    await use(context)
  },
  createPatient: async ({ context, baseURL }, use) => {
    const created: Patient[] = []
    await use(async ({ signIn = true, label = 'e2e', gender, emailVerified, complete, timezone, dateOfBirth, named = true } = {}) => {
      const email = `${label}-${randomUUID().slice(0, 8)}@example.test`
      const response = await fetch(`${API_URL}/__test/sessions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email,
          password: PATIENT_PASSWORD,
          gender,
          emailVerified,
          complete,
          timezone,
          date_of_birth: dateOfBirth,
          ...(named ? {} : { first_name: null, last_name: null }),
        }),
      })
      expect(response.status, 'POST /__test/sessions (is the API running with API_TEST_ROUTES=1?)').toBe(201)
      const { data }: { data: { userId: number; token: string; refreshToken: string } } = await response.json()
      const patient = { ...data, email, password: PATIENT_PASSWORD }
      created.push(patient)
      if (signIn) await signInAs(context, baseURL!, patient)
      return patient
    })
    for (const patient of created) {
      const response = await fetch(`${API_URL}/__test/users/${patient.userId}`, { method: 'DELETE' })
      // 404: the test deleted the account itself.
      expect([204, 404], `deleting test patient ${patient.email}`).toContain(response.status)
    }
  },
  failOnConsoleErrors: [
    async ({ context, allowedConsoleErrors }, use) => {
      const problems: string[] = []
      const allowed = (text: string) => allowedConsoleErrors?.test(text) ?? false
      context.on('console', (message) => {
        if (message.type() !== 'error') return
        const { url } = message.location()
        const text = url ? `${message.text()} (${url})` : message.text()
        if (!allowed(text)) problems.push(`console.error: ${text}`)
      })
      context.on('weberror', (webError) => {
        const error = webError.error()
        const text = `${error.name}: ${error.message}`
        if (!allowed(text)) problems.push(`uncaught page error: ${text}\n${error.stack ?? ''}`)
      })
      await use()
      expect(problems, `the page logged errors:\n${problems.join('\n')}`).toEqual([])
    },
    { auto: true },
  ],
})

/**
 * Opens `path` and waits until React has hydrated the page: the root (`data-root-hydrated` on `<html>`,
 * which the server's HTML never has) and the server-rendered parts whose code comes after the root's
 * (marked `data-hydrating` until then: the signed-in header). From then on clicks and typing reach their
 * handlers. The way to wait for a page; `networkidle` only where a test waits for the network.
 */
export async function gotoHydrated(page: Page, path: string): Promise<Response> {
  const response = await page.goto(path)
  await expectHydrated(page)
  return response!
}

/** Reloads the page and waits until React has hydrated it again (see `gotoHydrated`). */
export async function reloadHydrated(page: Page): Promise<Response> {
  const response = await page.reload()
  await expectHydrated(page)
  return response!
}

/** Waits until React has hydrated the page now shown (see `gotoHydrated`), e.g. after a full page load a click caused. */
export async function expectHydrated(page: Page, options?: { timeout?: number }): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-root-hydrated', '', options)
  await expect(page.locator('[data-hydrating]')).toHaveCount(0, options)
}

/** Hands the browser a patient's session the way the web server stores it: HttpOnly cookies. */
export async function signInAs(context: BrowserContext, baseURL: string, patient: Pick<Patient, 'token' | 'refreshToken'>): Promise<void> {
  const cookie = { domain: new URL(baseURL).hostname, path: '/', httpOnly: true, sameSite: 'Lax' as const }
  await context.addCookies([
    { ...cookie, name: 'token', value: patient.token },
    { ...cookie, name: 'refreshToken', value: patient.refreshToken },
  ])
}

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
const BLOCKING = new Set(['serious', 'critical'])
/**
 * The page's one <main> (issue 28): axe files these under best practice, not WCAG, and rates them
 * moderate, so the tags and the impact filter above let a page without one pass while Lighthouse's
 * accessibility score (which runs them) fell to 98. They run on every whole-page scan and fail at any impact.
 */
const MAIN_LANDMARK_RULES = ['landmark-one-main', 'landmark-no-duplicate-main', 'landmark-main-is-top-level']

type AccessibilityOptions = {
  /** CSS selectors to scan instead of the whole page. */
  include?: string[]
  /** CSS selectors to leave out (third-party widgets and the like — say why at the call site). */
  exclude?: string[]
  /** axe rule ids to switch off (again, say why at the call site). */
  disableRules?: string[]
}

/**
 * Runs axe (WCAG 2.1 A and AA, and the one-<main> rules) and fails on any serious or critical
 * violation and any about <main>, listing each one.
 */
export async function expectAccessible(page: Page, options: AccessibilityOptions = {}): Promise<void> {
  const rules = Object.fromEntries([
    ...MAIN_LANDMARK_RULES.map((rule) => [rule, { enabled: true }]),
    ...(options.disableRules ?? []).map((rule) => [rule, { enabled: false }]),
  ])
  let builder = new AxeBuilder({ page }).options({ runOnly: { type: 'tag', values: AXE_TAGS }, rules })
  for (const selector of options.include ?? []) builder = builder.include(selector)
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector)

  const { violations } = await builder.analyze()
  const blocking = violations.filter(
    (violation) => MAIN_LANDMARK_RULES.includes(violation.id) || (violation.impact && BLOCKING.has(violation.impact)),
  )
  const report = blocking.map((violation) => {
    const target = violation.nodes[0]?.target.join(' ') ?? '(no target)'
    return `${violation.id} [${violation.impact}] ${target} — ${violation.help} (${violation.nodes.length} node(s))`
  })
  if (report.length) console.log(`axe violations on ${page.url()}:\n  ${report.join('\n  ')}`)
  expect(report, `accessibility violations on ${page.url()}`).toEqual([])
}

/**
 * Chooses a date of birth (`YYYY-MM-DD`) in the three selects of the wider screens: the field is
 * empty until the patient chooses (issue 26 #18). The selects are named in English (ui namespace).
 */
export async function chooseBirthDate(scope: Page | Locator, date: string): Promise<void> {
  const [year, month, day] = date.split('-').map(Number)
  await scope.getByRole('combobox', { name: 'Year' }).selectOption(String(year))
  await scope.getByRole('combobox', { name: 'Month' }).selectOption(String(month))
  await scope.getByRole('combobox', { name: 'Day' }).selectOption(String(day))
}

/**
 * Chooses files as a person does: the picker's button (the page's own, translated; issue 26) opens the
 * browser's file dialog, which is answered with `files`.
 */
export async function chooseFiles(picker: Locator, files: Parameters<FileChooser['setFiles']>[0]): Promise<void> {
  const [chooser] = await Promise.all([picker.page().waitForEvent('filechooser'), picker.click()])
  await chooser.setFiles(files)
}
