// The API compiled for production: one ESM bundle, dist/api/src/main.js, with the npm packages left
// external (they load from node_modules, so native and WASM packages keep their own files), plus
// the files the API reads at run time copied to the same paths relative to it: the migrations, the
// OCR language data (assets) and every .graphql file of the schema (api/src/runtime-files.ts locates them from either place).
import { cpSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const SOURCE_DIR = fileURLToPath(new URL('../../api', import.meta.url))
export const API_OUT_DIR = fileURLToPath(new URL('../../dist/api', import.meta.url))
export const API_ENTRY = join(API_OUT_DIR, 'src/main.js')
/** What goes into the bundle; a change to any of these makes `buildIfStale` rebuild it. */
export const API_INPUTS = ['api', 'contract', 'package-lock.json']

/** The schema's parts: every .graphql file under api/src (api/src/graphql/type-defs.ts loads the same set). */
function schemaFiles() {
  return readdirSync(join(SOURCE_DIR, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.graphql'))
    .map((path) => join('src', path))
}

export async function buildApi() {
  console.log('Compiling the API (esbuild → dist/api)…')
  // Loaded here, not at the top: running a finished build needs no build tools.
  const esbuild = await import('esbuild')
  rmSync(API_OUT_DIR, { recursive: true, force: true })
  await esbuild.build({
    entryPoints: [join(SOURCE_DIR, 'src/main.ts')],
    outfile: API_ENTRY,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  })
  // esbuild keeps a helper process for later builds; `npm start` would carry it along until Ctrl-C.
  await esbuild.stop()
  cpSync(join(SOURCE_DIR, 'drizzle'), join(API_OUT_DIR, 'drizzle'), { recursive: true })
  cpSync(join(SOURCE_DIR, 'assets'), join(API_OUT_DIR, 'assets'), { recursive: true })
  for (const path of schemaFiles()) cpSync(join(SOURCE_DIR, path), join(API_OUT_DIR, path))
}
