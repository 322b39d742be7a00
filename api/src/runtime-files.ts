import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The one place that locates files the API reads at run time. It resolves against the API folder:
 * `api/` when run from source (this file is api/src/runtime-files.ts), `dist/api/` when compiled
 * (the bundle is dist/api/src/main.js and scripts/lib/api-bundle.mjs copies the same files to the
 * same paths beside it). A plain `new URL(…, import.meta.url)` elsewhere would break in the bundle.
 */
export const API_DIR = fileURLToPath(new URL('..', import.meta.url))

/** Drizzle's migrations (SQL and journal). */
export const MIGRATIONS_DIR = join(API_DIR, 'drizzle')

/** Language data for OCR that no npm package ships (Russian, from Debian: api/assets/tessdata/README.md). */
export const TESSDATA_DIR = join(API_DIR, 'assets/tessdata')
