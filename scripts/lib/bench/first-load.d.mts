// Types of first-load.mjs for tests/e2e/budgets.spec.ts.
import type { Browser, BrowserContext } from '@playwright/test'

export type SessionCookie = { name: string; value: string; domain: string; path: string; httpOnly: boolean; sameSite: 'Lax' }
export type ScriptFile = { url: string; status: number; bytes: number; gzipBytes: number; transferBytes: number; encoding: string }
export type FirstLoad = {
  status: number
  finalUrl: string
  files: ScriptFile[]
  rawBytes: number
  gzipBytes: number
  transferBytes: number
}

export declare const CHROMIUM_ARGS: readonly string[]
export declare const MOBILE_VIEWPORT: Readonly<{ width: number; height: number }>
export declare function newMeasuringContext(browser: Browser, options?: { cookies?: SessionCookie[] }): Promise<BrowserContext>
export declare function sessionCookies(baseUrl: string, tokens: { token: string; refreshToken: string }): SessionCookie[]
export declare function measureFirstLoadJs(
  context: BrowserContext,
  url: string,
  options?: { quietMs?: number; timeoutMs?: number },
): Promise<FirstLoad>
