import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { spawnChild, supervise } from './processes.mjs'

/**
 * `npm start`'s supervisor (issue 25): a tier that crashes is restarted with back-off instead of
 * stopping both; one that keeps crashing ends everything with a message; Ctrl-C still stops all.
 */

let dir
let errors
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'supervise-'))
  errors = []
  vi.spyOn(console, 'error').mockImplementation((line) => errors.push(String(line)))
  vi.spyOn(console, 'log').mockImplementation(() => {})
})
afterEach(() => {
  vi.restoreAllMocks()
  rmSync(dir, { recursive: true, force: true })
})

/**
 * A tiny tier: writes its pid, then counts its runs in `dir/runs` (in that order, so a test that sees run N
 * reads run N's pid, not the previous run's on a slow machine), and exits with code 3 on its first `crashes` runs (20 ms in); later runs stay up. */
const tierScript = (crashes) => `
const fs = require('fs'), path = require('path');
const runs = fs.existsSync(path.join(${JSON.stringify(dir)}, 'runs')) ? Number(fs.readFileSync(path.join(${JSON.stringify(dir)}, 'runs'), 'utf8')) + 1 : 1;
fs.writeFileSync(path.join(${JSON.stringify(dir)}, 'pid'), String(process.pid));
fs.writeFileSync(path.join(${JSON.stringify(dir)}, 'runs'), String(runs));
if (runs <= ${crashes}) setTimeout(() => process.exit(3), 20); else setInterval(() => {}, 1000);`
const runs = () => (existsSync(join(dir, 'runs')) ? Number(readFileSync(join(dir, 'runs'), 'utf8')) : 0)
const alive = (pid) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

const FAST = { firstDelayMs: 50, maxDelayMs: 200, stableMs: 60_000, maxCrashes: 4 }

describe('supervise().keep', () => {
  it('restarts a tier that crashed, with a growing delay, and stops it (and exits 0) when asked', async () => {
    const exit = vi.fn()
    const group = supervise({ exit, restart: FAST })
    await group.keep(() => spawnChild('tier', process.execPath, ['-e', tierScript(3)], { quiet: true }))

    await expect.poll(runs, { timeout: 20_000 }).toBe(4)
    expect(
      errors.filter((line) => line.includes('exited unexpectedly (code 3)')).map((line) => /restarting in ([\d.]+) s/.exec(line)?.[1]),
    ).toEqual(['0.05', '0.1', '0.2'])
    const pid = Number(readFileSync(join(dir, 'pid'), 'utf8'))
    // The fourth run stays up: no more restarts.
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(runs()).toBe(4)
    expect(alive(pid)).toBe(true)

    await group.stop()
    expect(exit).toHaveBeenCalledWith(0)
    expect(alive(pid)).toBe(false)
  })

  it('gives up with a clear message and exit code when the tier keeps crashing', async () => {
    const exit = vi.fn()
    const group = supervise({ exit, restart: FAST })
    await group.keep(() => spawnChild('tier', process.execPath, ['-e', tierScript(Infinity)], { quiet: true }))

    await expect.poll(() => exit.mock.calls, { timeout: 20_000 }).toEqual([[3]])
    expect(runs()).toBe(FAST.maxCrashes)
    expect(errors.at(-1)).toMatch(
      /\[tier\] exited \(code 3\) 4 times in a row, each within 60 s of starting; giving up and stopping the rest/,
    )
  })

  it('starts the count again after a run that stayed up (here 10 ms): the delay is back to the first, and it never gives up', async () => {
    const exit = vi.fn()
    const group = supervise({ exit, restart: { ...FAST, stableMs: 10, maxCrashes: 2 } })
    await group.keep(() => spawnChild('tier', process.execPath, ['-e', tierScript(3)], { quiet: true }))
    await expect.poll(runs, { timeout: 20_000 }).toBe(4)
    expect(errors.filter((line) => line.includes('exited unexpectedly')).map((line) => /restarting in ([\d.]+) s/.exec(line)?.[1])).toEqual(
      ['0.05', '0.05', '0.05'],
    )
    await group.stop()
    expect(exit.mock.calls).toEqual([[0]])
  })

  it('reports a first start that never gets ready to its caller, without restarting it', async () => {
    const exit = vi.fn()
    const group = supervise({ exit, restart: FAST })
    const ready = (child) => child.exited.then(() => Promise.reject(new Error('tier exited before it answered')))
    await expect(
      group.keep(() => spawnChild('tier', process.execPath, ['-e', tierScript(Infinity)], { quiet: true }), { ready }),
    ).rejects.toThrow('before it answered')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(runs()).toBe(1)
  })

  it('Ctrl-C stops the supervisor and its restarted tier', async () => {
    // The supervisor in a process of its own, as `npm start` runs it, so SIGINT can be sent to it.
    const supervisor = `
      import { spawnChild, supervise } from ${JSON.stringify(new URL('./processes.mjs', import.meta.url).href)};
      const group = supervise({ restart: ${JSON.stringify(FAST)} });
      await group.keep(() => spawnChild('tier', process.execPath, ['-e', ${JSON.stringify(tierScript(1))}], { quiet: true }));`
    const parent = spawn(process.execPath, ['--input-type=module', '-e', supervisor], { stdio: 'ignore' })
    const exited = new Promise((resolve) => parent.once('exit', (code) => resolve(code)))
    await expect.poll(runs, { timeout: 20_000 }).toBe(2)
    const pid = Number(readFileSync(join(dir, 'pid'), 'utf8'))
    await expect.poll(() => alive(pid), { timeout: 5_000 }).toBe(true)

    parent.kill('SIGINT')
    expect(await exited).toBe(0)
    expect(alive(pid)).toBe(false)
  })
})
