// Types of html.mjs for tests/e2e/budgets.spec.ts.
import type { IncomingHttpHeaders } from 'node:http'

export type HtmlSize = {
  status: number
  identityBytes: number
  gzipBytes: number
  brotliBytes: number
  sentBytes: number
  contentEncoding: string
  cacheControl: string | null
}

export declare const BROWSER_ACCEPT_ENCODING: string
export declare function rawGet(
  url: string,
  headers?: Record<string, string>,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>
export declare function measureHtml(url: string, options?: { headers?: Record<string, string> }): Promise<HtmlSize>
