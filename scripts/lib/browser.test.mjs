import { describe, expect, it, vi } from 'vitest'
import { APT_INSTALL, DEBIAN_CHROMIUM, findChromium } from './browser.mjs'

/** A machine whose executables are exactly `files`; `aptInstall` adds Debian's chromium. */
function machine({ files = [], isRoot = false, installExit = 0, env = {} } = {}) {
  const present = new Set(files)
  const aptInstall = vi.fn(async () => {
    if (installExit === 0) present.add(DEBIAN_CHROMIUM)
    return installExit
  })
  const probes = { env: { PATH: '/usr/local/bin:/usr/bin', ...env }, isExecutable: (path) => present.has(path), isRoot, aptInstall }
  return { probes, aptInstall }
}

describe('findChromium', () => {
  it('uses /usr/bin/chromium when it is there, installing nothing', async () => {
    const { probes, aptInstall } = machine({ files: [DEBIAN_CHROMIUM, '/usr/bin/apt-get'], isRoot: true })
    expect(await findChromium(probes)).toEqual({ path: DEBIAN_CHROMIUM })
    expect(aptInstall).not.toHaveBeenCalled()
  })

  it('finds a Chrome elsewhere on PATH', async () => {
    const { probes } = machine({ files: ['/usr/local/bin/google-chrome'] })
    expect(await findChromium(probes)).toEqual({ path: '/usr/local/bin/google-chrome' })
  })

  it('takes PLAYWRIGHT_CHROMIUM_PATH as given, and says so when it is wrong', async () => {
    const set = machine({ files: ['/opt/chrome/chrome', DEBIAN_CHROMIUM], env: { PLAYWRIGHT_CHROMIUM_PATH: '/opt/chrome/chrome' } })
    expect(await findChromium(set.probes)).toEqual({ path: '/opt/chrome/chrome' })

    const wrong = machine({ files: [DEBIAN_CHROMIUM, '/usr/bin/apt-get'], isRoot: true, env: { PLAYWRIGHT_CHROMIUM_PATH: '/nope' } })
    expect((await findChromium(wrong.probes)).error).toMatch(/PLAYWRIGHT_CHROMIUM_PATH=\/nope is not an executable/)
    expect(wrong.aptInstall).not.toHaveBeenCalled()
  })

  it('installs Debian chromium as root with apt-get', async () => {
    const { probes, aptInstall } = machine({ files: ['/usr/bin/apt-get'], isRoot: true })
    expect(await findChromium(probes)).toEqual({ path: DEBIAN_CHROMIUM })
    expect(aptInstall).toHaveBeenCalledOnce()
  })

  it('reports a failed install with the command to retry', async () => {
    const { probes } = machine({ files: ['/usr/bin/apt-get'], isRoot: true, installExit: 100 })
    const { path, error } = await findChromium(probes)
    expect(path).toBeUndefined()
    expect(error).toContain('exit code 100')
    expect(error).toContain(APT_INSTALL)
  })

  it('stops without root, printing the one command to run', async () => {
    const { probes, aptInstall } = machine({ files: ['/usr/bin/apt-get'], isRoot: false })
    const { path, error } = await findChromium(probes)
    expect(path).toBeUndefined()
    expect(error).toMatch(new RegExp(`Run:\\n  sudo sh -c '${APT_INSTALL.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}'$`))
    expect(aptInstall).not.toHaveBeenCalled()
  })

  it('without apt-get, says to point PLAYWRIGHT_CHROMIUM_PATH at a browser', async () => {
    const { probes, aptInstall } = machine({ isRoot: true })
    expect((await findChromium(probes)).error).toMatch(/PLAYWRIGHT_CHROMIUM_PATH=\/path\/to\/chrome npm test$/)
    expect(aptInstall).not.toHaveBeenCalled()
  })
})
