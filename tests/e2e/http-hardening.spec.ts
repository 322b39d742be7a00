import type { Page, Request as PageRequest, Response as PageResponse } from '@playwright/test'
import { PATIENT_PASSWORD, expect, gotoHydrated, test } from './fixtures'

/**
 * The headers every web response carries (ADR 0011). Inline scripts run by a per-response nonce, or,
 * on a page a CDN may keep, by their hashes and never a nonce (ADR 0022).
 */
function expectSecurityHeaders(headers: Record<string, string>, inlineScripts: 'nonce' | 'hashes' = 'nonce') {
  const csp = headers['content-security-policy'] ?? ''
  const directives = new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  )
  const nonce = expect.stringMatching(/^'nonce-[A-Za-z0-9+/=]{16,}'$/)
  if (inlineScripts === 'nonce') expect(directives.get('script-src'), csp).toEqual(expect.arrayContaining([nonce]))
  else {
    expect(directives.get('script-src'), csp).toEqual(expect.arrayContaining([expect.stringMatching(/^'sha256-[A-Za-z0-9+/=]{44}'$/)]))
    expect(directives.get('script-src'), csp).not.toEqual(expect.arrayContaining([nonce]))
  }
  expect(directives.get('script-src')).not.toContain("'unsafe-inline'")
  expect(directives.get('frame-ancestors')).toEqual(["'none'"])
  expect(directives.get('object-src')).toEqual(["'none'"])
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy']).toMatch(/camera=\(\)/)
  // Served over plain http here, so no HSTS (the unit tests cover https).
  expect(headers['strict-transport-security']).toBeUndefined()
}

async function open(page: Page, path: string): Promise<Record<string, string>> {
  const response = await gotoHydrated(page, path)
  expect(response?.status()).toBe(200)
  return response!.allHeaders()
}

/** Signs in through the dialog and hands back the sign-in server function's request. */
async function signInThroughDialog(page: Page, email: string, password: string): Promise<PageRequest> {
  await gotoHydrated(page, '/?page=login')
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('E-mail').fill(email)
  await dialog.getByLabel('Password', { exact: true }).fill(password)
  const signInCall = page.waitForRequest((request) => request.method() === 'POST' && request.url().includes('/_serverFn/'))
  await dialog.getByRole('button', { name: 'Log in' }).click()
  return signInCall
}

/** A same-origin POST to a server function, the way the browser sends one. */
function postServerFn(url: string, init: { body: BodyInit; contentType: string; origin: string }) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': init.contentType, origin: init.origin, 'x-tsr-serverfn': 'true' },
    body: init.body,
    duplex: 'half',
  } as RequestInit)
}

/** A body sent chunked (no content-length), so only a streamed count can stop it. */
function chunked(totalBytes: number): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(64 * 1024).fill(120)
  let sent = 0
  return new ReadableStream({
    pull(controller) {
      if (sent >= totalBytes) return controller.close()
      controller.enqueue(chunk)
      sent += chunk.byteLength
    },
  })
}

test.describe('security headers', () => {
  test('public pages carry them and run without a CSP violation', async ({ page }) => {
    // Catalog pages a CDN may keep (ADR 0022; tests/e2e/serving.spec.ts checks the rest).
    for (const path of ['/', '/doctors', '/ar']) {
      const headers = await open(page, path)
      expectSecurityHeaders(headers, 'hashes')
      expect(headers['cache-control']).toBe('public, s-maxage=60, stale-while-revalidate=600')
    }
    // Other anonymous pages are the visitor's: a fresh nonce, no shared cache.
    const contact = await open(page, '/contact-us')
    expectSecurityHeaders(contact)
    expect(contact['cache-control']).toBe('private, no-cache')
    // Hydrated under the policy: the login link opens the dialog (client-side React at work).
    await gotoHydrated(page, '/?page=login')
    await expect(page.getByRole('dialog').getByLabel('E-mail')).toBeVisible()
  })

  test('a signed-in page carries them, runs without a violation and is private, no-store', async ({ page, createPatient }) => {
    await createPatient()
    for (const path of ['/', '/account?slug=personal-information']) {
      const headers = await open(page, path)
      expectSecurityHeaders(headers)
      expect(headers['cache-control']).toBe('private, no-store')
    }
    await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible()
  })
})

test.describe('server functions', () => {
  test('answers carrying private data are private, no-store', async ({ page, createPatient }) => {
    const { email } = await createPatient({ signIn: false })
    const privateAnswer = page.waitForResponse(
      async (response: PageResponse) =>
        response.url().includes('/_serverFn/') && response.request().method() === 'GET' && (await response.text()).includes(email),
    )
    const signInCall = await signInThroughDialog(page, email, PATIENT_PASSWORD)
    const signInResponse = await signInCall.response()
    expect(await signInResponse!.headerValue('cache-control')).toBe('private, no-store')
    expect(await (await privateAnswer).headerValue('cache-control')).toBe('private, no-store')
  })

  test('a cross-site POST is refused; the same call from the site goes through', async ({ page, baseURL }) => {
    const signInCall = await signInThroughDialog(page, 'nobody@example.test', 'Wrong-Password-1')
    const body = signInCall.postData()!
    const crossSite = await fetch(signInCall.url(), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
        'x-tsr-serverfn': 'true',
      },
      body,
    })
    expect(crossSite.status).toBe(403)
    const sameSite = await postServerFn(signInCall.url(), { body, contentType: 'application/json', origin: baseURL! })
    expect(sameSite.status).toBe(200)
  })

  test('bodies over the limit are refused with 413, by declared length and by streamed size', async ({ page, baseURL }) => {
    const url = (await signInThroughDialog(page, 'nobody@example.test', 'Wrong-Password-1')).url()
    const origin = baseURL!
    const declared = await postServerFn(url, { body: 'x'.repeat(30 * 1024 * 1024), contentType: 'application/json', origin })
    expect(declared.status).toBe(413)
    const streamed = await postServerFn(url, { body: chunked(30 * 1024 * 1024), contentType: 'application/json', origin })
    expect(streamed.status).toBe(413)

    // Multipart (the avatar upload) has its own, larger limit: 1 MB is past the JSON limit but
    // within the upload one, 6 MB is past both.
    const multipart = (bytes: number) => {
      const form = new FormData()
      form.set('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'avatar.png')
      return form
    }
    const tooBigUpload = await fetch(url, {
      method: 'POST',
      headers: { origin, 'x-tsr-serverfn': 'true' },
      body: multipart(6 * 1024 * 1024),
    })
    expect(tooBigUpload.status).toBe(413)
    const upload = await fetch(url, { method: 'POST', headers: { origin, 'x-tsr-serverfn': 'true' }, body: multipart(1024 * 1024) })
    expect(upload.status).not.toBe(413)
  })

  test('invalid input is answered with field names and messages, never the values', async ({ page, baseURL }) => {
    const signInCall = await signInThroughDialog(page, 'echo@example.test', 'Echo-Secret-Pass-9')
    const hugeEmail = 'q'.repeat(40_000)
    const body = signInCall.postData()!.replace('echo@example.test', hugeEmail)
    const response = await postServerFn(signInCall.url(), { body, contentType: 'application/json', origin: baseURL! })
    const text = await response.text()
    expect(text.length, 'bytes in the answer').toBeLessThan(2000)
    expect(text.includes('Echo-Secret-Pass-9'), 'the password is in the answer').toBe(false)
    expect(text.includes('q'.repeat(100)), 'the e-mail value is in the answer').toBe(false)
    expect(text).toContain('email')
  })
})
