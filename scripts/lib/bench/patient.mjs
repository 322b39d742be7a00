// A verified patient for the signed-in routes, made the way a person trying the app makes one,
// since the bench runs the API in production mode (no test routes): sign up over REST, read the
// code from the dev mailbox (on for a loopback API without SMTP, ADR 0014), confirm the e-mail.
import { randomUUID } from 'node:crypto'

const PASSWORD = 'Sunny-Day-42'

async function call(apiUrl, method, path, { body, token } = {}) {
  const response = await fetch(new URL(path, apiUrl), {
    method,
    headers: {
      accept: 'application/json',
      locale: 'en',
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  })
  const json = await response.json().catch(() => ({}))
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(json)}`)
  return json.data
}

/** Signs up, verifies the e-mail with the mailbox's code; resolves to `{ email, password, token, refreshToken }`. */
export async function createVerifiedPatient(apiUrl) {
  const email = `bench-${randomUUID().slice(0, 8)}@example.test`
  const tokens = await call(apiUrl, 'POST', '/auth/sign-up', {
    body: { email, first_name: 'Bench', last_name: 'Patient', password: PASSWORD, timezone: 'Europe/Berlin' },
  })
  const deadline = Date.now() + 10_000
  let code
  while (!code && Date.now() < deadline) {
    const { messages } = await call(apiUrl, 'GET', `/dev/mailbox?to=${encodeURIComponent(email)}`)
    code = messages.map((message) => /\b\d{6}\b/.exec(message.body)?.[0]).find(Boolean)
    if (!code) await new Promise((resolve) => setTimeout(resolve, 200))
  }
  if (!code) throw new Error(`No sign-up code for ${email} in the dev mailbox (is the API on loopback without SMTP?)`)
  await call(apiUrl, 'POST', '/auth/verify/email', { body: { code }, token: tokens.token })
  return { email, password: PASSWORD, token: tokens.token, refreshToken: tokens.refreshToken }
}

/** Fresh tokens for the patient (a new session), e.g. before the access token's 15 minutes run out. */
export async function signIn(apiUrl, { email, password }) {
  const answer = await call(apiUrl, 'POST', '/auth/sign-in', { body: { email, password } })
  return { email, password, token: answer.token, refreshToken: answer.refreshToken }
}

/** The demo patient (api/src/db/demo-seed.ts, DEMO_ACCOUNTS=1): appointments in every status, one coming up. */
export const DEMO_PATIENT = Object.freeze({ email: 'demo.patient@example.com', password: 'Demo-Patient-2026' })

/**
 * Signs in as a person does, through the sign-in overlay of the web app in a context of its own
 * (a Playwright `browser`); resolves to the cookies the web server set (`{ name, value }`) and the
 * API token among them.
 */
export async function signInThroughOverlay(browser, webUrl, { email, password }) {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.goto(new URL('/?page=login', webUrl).toString())
    await page.locator('html[data-root-hydrated]').waitFor({ state: 'attached' })
    const dialog = page.getByRole('dialog').filter({ has: page.getByLabel('E-mail') })
    await dialog.getByLabel('E-mail').fill(email)
    await dialog.getByLabel('Password', { exact: true }).fill(password)
    await dialog.getByRole('button', { name: 'Log in' }).click()
    // Signed in when the overlay has gone (the page may then open a dialog of its own: the read-guide popup).
    await dialog.waitFor({ state: 'detached' })
    const cookies = await context.cookies(webUrl)
    const token = cookies.find((cookie) => cookie.name === 'token')?.value
    if (!token) throw new Error(`Signing in as ${email} through the overlay set no session cookie`)
    return { cookies: cookies.map(({ name, value }) => ({ name, value })), token }
  } finally {
    await context.close()
  }
}
