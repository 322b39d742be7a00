// The reference page (bench/reference, ADR 0025): built with the project's own vite and Start when
// its output is missing or older than its sources or the lockfile, and served by srvx the way the
// app is served in production, so each figure of the app can be given as a ratio to it.
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT, bin, run, spawnChild } from '../processes.mjs'

export const REFERENCE_DIR = join(ROOT, 'bench/reference')
const ENTRY = join(REFERENCE_DIR, 'dist/server/server.js')
const INPUTS = [join(REFERENCE_DIR, 'src'), join(REFERENCE_DIR, 'vite.config.mjs'), join(ROOT, 'package-lock.json')]

function newestMtime(path) {
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestMtime(join(path, entry))), stat.mtimeMs)
}

export async function buildReferenceIfStale() {
  if (existsSync(ENTRY) && INPUTS.every((input) => newestMtime(input) <= statSync(ENTRY).mtimeMs)) {
    console.log('Build of the reference page is up to date (bench/reference/dist/).')
    return
  }
  console.log('Building the reference page (bench/reference)…')
  const code = await run(bin('vite'), ['build', '--config', join(REFERENCE_DIR, 'vite.config.mjs')])
  if (code !== 0) throw new Error(`vite build of the reference page failed with exit code ${code}`)
}

/** srvx with the app's own flags (scripts/lib/processes.mjs `startWeb`), on the reference build. */
export function startReference({ port, env = {} }) {
  const args = [
    join(ROOT, 'node_modules/srvx/bin/srvx.mjs'),
    'serve',
    '--prod',
    '-s',
    '../client',
    '-p',
    String(port),
    '--host',
    '127.0.0.1',
    ENTRY,
  ]
  return spawnChild('reference', process.execPath, args, { env: { NODE_ENV: 'production', ...env }, quiet: true, cwd: REFERENCE_DIR })
}
