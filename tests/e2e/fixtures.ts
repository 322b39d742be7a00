import { randomUUID } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test'

export { expect }

/** The API the suite runs against (a fresh database per run), for seeding data from a test. */
export const API_URL = process.env.E2E_API_URL ?? 'http://127.0.0.1:4100'

/** The password of every patient `signIn` makes. */
export const PATIENT_PASSWORD = 'Sunny-Day-42'

export type Patient = { email: string; userId: number }

/**
 * A verified patient made through the API's test route, signed in by handing the browser the
 * tokens as the web's HttpOnly cookies (the sign-in screens belong to another issue).
 */
export async function signIn(context: BrowserContext, baseURL: string, extra: { gender?: 1 | 2 } = {}): Promise<Patient> {
  const email = `e2e-${randomUUID().slice(0, 8)}@example.test`
  const response = await fetch(`${API_URL}/__test/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PATIENT_PASSWORD, ...extra }),
  })
  expect(response.status).toBe(201)
  const { data }: { data: { userId: number; token: string; refreshToken: string } } = await response.json()
  const url = new URL(baseURL)
  const cookie = { domain: url.hostname, path: '/', httpOnly: true, sameSite: 'Lax' as const }
  await context.addCookies([
    { ...cookie, name: 'token', value: data.token },
    { ...cookie, name: 'refreshToken', value: data.refreshToken },
  ])
  return { email, userId: data.userId }
}

type Fixtures = {
  /**
   * Console errors a test expects, e.g. `test.use({ allowedConsoleErrors: [/status of 404/] })`.
   * A pattern is tested against `<message> (<source url>)`. Everything else logged as an error,
   * and every uncaught page error, fails the test.
   */
  allowedConsoleErrors: RegExp[]
  failOnConsoleErrors: void
}

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  failOnConsoleErrors: [
    async ({ context, allowedConsoleErrors }, use) => {
      const problems: string[] = []
      const allowed = (text: string) => allowedConsoleErrors.some((pattern) => pattern.test(text))
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

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
const BLOCKING = new Set(['serious', 'critical'])

type AccessibilityOptions = {
  /** CSS selectors to scan instead of the whole page. */
  include?: string[]
  /** CSS selectors to leave out (third-party widgets and the like — say why at the call site). */
  exclude?: string[]
  /** axe rule ids to switch off (again, say why at the call site). */
  disableRules?: string[]
}

/** Runs axe (WCAG 2.1 A and AA) and fails on any serious or critical violation, listing each one. */
export async function expectAccessible(page: Page, options: AccessibilityOptions = {}): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS)
  for (const selector of options.include ?? []) builder = builder.include(selector)
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector)
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules)

  const { violations } = await builder.analyze()
  const blocking = violations.filter((violation) => violation.impact && BLOCKING.has(violation.impact))
  const report = blocking.map((violation) => {
    const target = violation.nodes[0]?.target.join(' ') ?? '(no target)'
    return `${violation.id} [${violation.impact}] ${target} — ${violation.help} (${violation.nodes.length} node(s))`
  })
  if (report.length) console.log(`axe violations on ${page.url()}:\n  ${report.join('\n  ')}`)
  expect(report, `serious or critical accessibility violations on ${page.url()}`).toEqual([])
}
