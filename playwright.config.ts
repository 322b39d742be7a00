import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

/**
 * Playwright runs against the production build (`npm test` builds first) and the real API on a
 * fresh PGlite database. Ports 3100 (web) and 4100 (API) keep clear of `npm start` and `npm run dev`;
 * E2E_WEB_PORT and E2E_API_PORT move them, e.g. for two runs side by side.
 */
const WEB_PORT = Number(process.env.E2E_WEB_PORT || 3100)
const API_PORT = Number(process.env.E2E_API_PORT || 4100)
/** Workers inherit this; specs read it as `API_URL` from ./tests/e2e/fixtures. */
process.env.E2E_API_URL = `http://127.0.0.1:${API_PORT}`
/** One API_INTERNAL_SECRET for both servers (ADR 0008); workers inherit it with the environment. */
process.env.E2E_INTERNAL_SECRET ??= process.env.API_INTERNAL_SECRET || randomBytes(32).toString('base64url')
const ci = Boolean(process.env.CI)

if (!existsSync('dist/server/server.js')) {
  throw new Error('No production build in dist/: run `npm run build` first (`npm test` builds before Playwright).')
}

/** The process group gets SIGTERM so both servers shut down cleanly and the temp database goes away. */
const gracefulShutdown = { signal: 'SIGTERM', timeout: 10_000 } as const

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // The journeys sign up, verify and scan with axe several times; with two workers on 2 cores the
  // longer ones took 26–36 s, so 30 s made them fail on load rather than on behaviour.
  timeout: 60_000,
  // An expectation (and expect.poll) waits for its condition this long: on a 2-core machine busy
  // with a second test run, 5 s was too short for a page to react (issue 25); a passing check still
  // returns as soon as its condition holds.
  expect: { timeout: 15_000 },
  fullyParallel: true,
  forbidOnly: ci,
  workers: 2,
  retries: ci ? 1 : 0,
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${WEB_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-quic',
            // The video room's tests: a fake camera and microphone, allowed without a prompt, playing unmuted.
            '--use-fake-ui-for-media-stream',
            '--use-fake-device-for-media-stream',
            '--autoplay-policy=no-user-gesture-required',
            // Host candidates as addresses, not mDNS names, which this container cannot resolve.
            '--disable-features=WebRtcHideLocalIpsWithMdns',
          ],
        },
      },
    },
  ],
  webServer: [
    {
      name: 'api',
      command: 'node scripts/test-api.mjs',
      url: `http://127.0.0.1:${API_PORT}/health-check`,
      // WEB_ORIGIN: the web app's address in e-mailed links and the video room's redirect_url.
      env: { PORT: String(API_PORT), API_INTERNAL_SECRET: process.env.E2E_INTERNAL_SECRET, WEB_ORIGIN: `http://127.0.0.1:${WEB_PORT}` },
      reuseExistingServer: false,
      timeout: 120_000,
      gracefulShutdown,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      name: 'web',
      command: `node scripts/serve-web.mjs --port ${WEB_PORT} --host 127.0.0.1`,
      url: `http://127.0.0.1:${WEB_PORT}/`,
      // A deployment with its store pages and doctors' site, whose legal details are not set yet (README).
      env: {
        API_URL: process.env.E2E_API_URL,
        NODE_ENV: 'production',
        API_INTERNAL_SECRET: process.env.E2E_INTERNAL_SECRET,
        APP_STORE_URL: 'https://apps.apple.com/app/medconsult/id6477123456',
        PLAY_STORE_URL: 'https://play.google.com/store/apps/details?id=com.medconsult.patient',
        DOCTOR_SITE_URL: 'https://doctors.medconsult.test',
      },
      reuseExistingServer: false,
      timeout: 120_000,
      gracefulShutdown,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
})
