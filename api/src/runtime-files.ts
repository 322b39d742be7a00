import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The one place that locates files the API reads at run time. It resolves against the API folder:
 * `api/` when run from source (this file is api/src/runtime-files.ts), `dist/api/` when compiled
 * (the bundle is dist/api/src/main.js and scripts/build-api.mjs copies the same files beside it).
 */
export const API_DIR = fileURLToPath(new URL('..', import.meta.url));

/** Drizzle's migrations (SQL and journal). */
export const MIGRATIONS_DIR = join(API_DIR, 'drizzle');

/** Folders of the API folder that never hold the schema. */
const NOT_SCHEMA = /^(node_modules|tests)\//;

/**
 * Paths (relative to the API folder, sorted) of every `.graphql` file that makes up the schema,
 * wherever a domain keeps its part; the build copies exactly these.
 */
export function schemaFiles(apiDir = API_DIR): string[] {
  return readdirSync(apiDir, { recursive: true, encoding: 'utf8' })
    .map((path) => path.split('\\').join('/'))
    .filter((path) => path.endsWith('.graphql') && !NOT_SCHEMA.test(path))
    .sort();
}

/** The schema's SDL, one string per file. */
export function readTypeDefs(apiDir = API_DIR): string[] {
  return schemaFiles(apiDir).map((path) => readFileSync(join(apiDir, path), 'utf8'));
}
