// The Chromium that Playwright drives, found or installed before `npm test` spends minutes on the
// other steps. The decision takes its probes as arguments, so it is unit-tested without apt-get.
import { accessSync, constants } from 'node:fs'
import { delimiter, join } from 'node:path'
import { run } from './processes.mjs'

/** Where Debian's `chromium` package puts the browser; playwright.config.ts falls back to it. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium'
/** Other names a Chromium or Chrome goes by on PATH. */
const NAMES_ON_PATH = ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome']
export const APT_INSTALL = 'apt-get update && apt-get install -y chromium'

/**
 * Decides where the browser is. `PLAYWRIGHT_CHROMIUM_PATH` wins and is never second-guessed;
 * then /usr/bin/chromium and the usual names on PATH; then, as root with apt-get, Debian's
 * `chromium` is installed; otherwise it stops with the one command to run.
 * Resolves to `{ path }` or `{ error }` (a message that ends with that command).
 */
export async function findChromium({
  env = process.env,
  isExecutable = defaultIsExecutable,
  isRoot = process.getuid?.() === 0,
  aptInstall = defaultAptInstall,
} = {}) {
  const wanted = env.PLAYWRIGHT_CHROMIUM_PATH
  if (wanted) {
    return isExecutable(wanted)
      ? { path: wanted }
      : { error: `PLAYWRIGHT_CHROMIUM_PATH=${wanted} is not an executable file. Point it at a Chromium or Chrome binary.` }
  }
  const onPath = (name) =>
    (env.PATH ?? '')
      .split(delimiter)
      .filter(Boolean)
      .map((dir) => join(dir, name))
  const candidates = [DEBIAN_CHROMIUM, ...NAMES_ON_PATH.flatMap(onPath)]
  const found = () => candidates.find((candidate) => isExecutable(candidate))
  if (found()) return { path: found() }

  const hasApt = onPath('apt-get').some((candidate) => isExecutable(candidate))
  if (isRoot && hasApt) {
    const code = await aptInstall()
    if (code === 0 && found()) return { path: found() }
    return { error: `Installing Debian's chromium failed (exit code ${code}). Run it yourself:\n  ${APT_INSTALL}` }
  }
  const command = hasApt
    ? `sudo sh -c '${APT_INSTALL}'`
    : 'install Chromium or Chrome, then: PLAYWRIGHT_CHROMIUM_PATH=/path/to/chrome npm test'
  return { error: `No Chromium for Playwright (looked for ${DEBIAN_CHROMIUM} and ${NAMES_ON_PATH.join(', ')} on PATH). Run:\n  ${command}` }
}

function defaultIsExecutable(path) {
  try {
    accessSync(path, constants.X_OK)
    return true
  } catch {
    return false
  }
}

async function defaultAptInstall() {
  console.log(`No Chromium found; installing Debian's chromium (${APT_INSTALL})…`)
  const updated = await run('apt-get', ['update'])
  if (updated !== 0) return updated
  return run('apt-get', ['install', '-y', 'chromium'], { env: { DEBIAN_FRONTEND: 'noninteractive' } })
}
