// npm test: every check in order, failing fast — the browser first (found or installed, so a
// missing one stops the run at once, not after the slow steps), typecheck, lint, unit tests, API
// tests (again against PostgreSQL when TEST_DATABASE_URL is set), lab photos read by OCR and timed
// alone, production build, Playwright.
import { existsSync } from 'node:fs'
import { basename, join } from 'node:path'
import { findChromium } from './lib/browser.mjs'
import { ROOT, bin, run } from './lib/processes.mjs'

const steps = [
  {
    name: 'browser for Playwright',
    describe: 'PLAYWRIGHT_CHROMIUM_PATH, /usr/bin/chromium, or apt-get install chromium',
    check: async () => {
      const found = await findChromium()
      if (found.error) {
        console.error(found.error)
        return 1
      }
      console.log(`Chromium: ${found.path}`)
      // Every later step inherits it; playwright.config.ts reads it.
      process.env.PLAYWRIGHT_CHROMIUM_PATH = found.path
      return 0
    },
  },
  { name: 'typecheck (web)', command: bin('tsc'), args: ['--noEmit', '-p', 'tsconfig.json'] },
  existsSync(join(ROOT, 'api/tsconfig.json')) && {
    name: 'typecheck (api)',
    command: bin('tsc'),
    args: ['--noEmit', '-p', 'api/tsconfig.json'],
  },
  { name: 'lint', command: bin('eslint'), args: ['.'] },
  { name: 'unit tests', command: bin('vitest'), args: ['run', '--project', 'unit'] },
  // The API helper switches to PostgreSQL when TEST_DATABASE_URL is set: hide it for the PGlite run.
  { name: 'API tests (PGlite)', command: bin('vitest'), args: ['run', '--project', 'api'], env: { TEST_DATABASE_URL: '' } },
  { name: 'lab photos by OCR (timed alone)', command: bin('vitest'), args: ['run', '--project', 'ocr'] },
  process.env.TEST_DATABASE_URL && {
    name: 'API tests (PostgreSQL, TEST_DATABASE_URL)',
    command: bin('vitest'),
    args: ['run', '--project', 'api'],
  },
  { name: 'build', command: 'npm', args: ['run', 'build'] },
  { name: 'Playwright (production build)', command: bin('playwright'), args: ['test'] },
].filter(Boolean)

const bold = (text) => (process.stdout.isTTY ? `\x1b[1m${text}\x1b[0m` : text)
const results = []
const started = Date.now()

for (const [index, step] of steps.entries()) {
  const what = step.describe ?? [basename(step.command), ...step.args].join(' ')
  console.log(`\n${bold(`━━ [${index + 1}/${steps.length}] ${step.name}`)}  (${what})\n`)
  const stepStart = Date.now()
  const code = step.check ? await step.check() : await run(step.command, step.args, { env: step.env })
  const seconds = ((Date.now() - stepStart) / 1000).toFixed(1)
  results.push({ name: step.name, ok: code === 0, seconds })
  if (code !== 0) {
    console.error(`\n✗ ${step.name} failed (exit code ${code}, ${seconds} s); stopping.`)
    break
  }
}

const passed = results.filter((r) => r.ok).length
const failed = results.length - passed
const skipped = steps.length - results.length
console.log(`\n${bold('━━ Summary')}`)
for (const r of results) console.log(`  ${r.ok ? '✓' : '✗'} ${r.name.padEnd(44)} ${r.seconds.padStart(6)} s`)
for (const step of steps.slice(results.length)) console.log(`  - ${step.name.padEnd(44)}  skipped`)
console.log(
  `\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
)
process.exit(failed ? 1 : 0)
