// Child-process handling shared by start, dev, test and bench: spawn with prefixed output,
// wait for readiness, build when stale, and supervise a group with clean signal handling.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { API_ENTRY, API_INPUTS, buildApi } from './api-bundle.mjs'

export const ROOT = fileURLToPath(new URL('../..', import.meta.url))
export const SERVER_ENTRY = join(ROOT, 'dist/server/server.js')
const NODE_BIN = join(ROOT, 'node_modules/.bin')
const WEB_SERVER = join(ROOT, 'scripts/serve-web.mjs')

const COLORS = { api: 36, web: 35, build: 33 }
const useColor = process.stdout.isTTY && !process.env.NO_COLOR

function prefixFor(name) {
  const label = `[${name}]`
  const color = COLORS[name]
  return useColor && color ? `\x1b[${color}m${label}\x1b[0m ` : `${label} `
}

/** Loads `.env` from the project root if there is one; variables already set win. */
export function loadDotEnv() {
  const file = join(ROOT, '.env')
  if (existsSync(file)) process.loadEnvFile(file)
}

/** The path of a CLI installed in node_modules/.bin (npx is off: `yes=false`). */
export function bin(name) {
  return join(NODE_BIN, name)
}

/**
 * Spawns a long-running child. Its output is prefixed with `[name]` unless `quiet`, in which
 * case it is kept (last 200 lines) and printed only if the child fails.
 *
 * Children get their own process group (`detached`), so a Ctrl-C in the terminal reaches only
 * this process, which forwards it exactly once (a second SIGINT makes srvx and `tsx watch`
 * force-kill instead of shutting down cleanly). The 'exit' handler in `supervise` and `run`
 * makes sure no child outlives us.
 */
export function spawnChild(name, command, args, { env = {}, quiet = false, cwd = ROOT } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  child.label = name
  const tail = []
  child.tail = tail
  const prefix = prefixFor(name)
  for (const stream of [child.stdout, child.stderr]) {
    const lines = createInterface({ input: stream })
    lines.on('line', (line) => {
      if (quiet) {
        tail.push(line)
        if (tail.length > 200) tail.shift()
      } else {
        const out = stream === child.stderr ? process.stderr : process.stdout
        out.write(`${prefix}${line}\n`)
      }
    })
  }
  child.exited = new Promise((resolve) => {
    child.once('error', (error) => {
      console.error(`${prefix}failed to start: ${error.message}`)
      resolve({ code: 1, signal: null })
    })
    child.once('exit', (code, signal) => resolve({ code, signal }))
  })
  return child
}

/**
 * Runs a command to completion with inherited output; resolves to its exit code. Like
 * `spawnChild`, the child has its own process group and gets SIGINT/SIGTERM from us once.
 */
export function run(command, args, { env = {}, cwd = ROOT } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit', detached: true })
    const forward = (signal) => child.kill(signal)
    const killOnExit = () => child.kill('SIGKILL')
    process.on('SIGINT', forward)
    process.on('SIGTERM', forward)
    process.on('exit', killOnExit)
    const done = (code) => {
      process.off('SIGINT', forward)
      process.off('SIGTERM', forward)
      process.off('exit', killOnExit)
      resolve(code)
    }
    child.once('error', (error) => {
      console.error(`${command}: ${error.message}`)
      done(1)
    })
    child.once('exit', (code, signal) => done(code ?? (signal ? 128 : 1)))
  })
}

/**
 * Polls `url` until it answers 2xx (or any status with `anyStatus`, i.e. "listening");
 * rejects on timeout or if `child` exits first.
 */
export async function waitForHttp(url, { child, timeoutMs = 120_000, intervalMs = 200, anyStatus = false } = {}) {
  const deadline = Date.now() + timeoutMs
  let exited = false
  child?.exited.then(() => (exited = true))
  while (Date.now() < deadline) {
    if (exited) {
      if (child.tail.length) console.error(child.tail.join('\n'))
      throw new Error(`${child.label} exited before ${url} answered`)
    }
    try {
      // Not listening fails at once; a listening server may take seconds for its first render
      // under load, and an abort there logs an error (and a 500) in the server being waited for.
      const response = await fetch(url, { signal: AbortSignal.timeout(30_000) })
      await response.body?.cancel()
      if (response.ok || anyStatus) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

/** Fails with a message naming the variable to change when `port` is taken. */
export function assertPortFree(port, host, variable) {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', (error) =>
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `Port ${port} on ${host} is already in use: stop what runs there or set ${variable}.`
            : `Cannot listen on ${host}:${port}: ${error.message}`,
        ),
      ),
    )
    server.listen(port, host, () => server.close(() => resolve()))
  })
}

/** Asks the OS for a free loopback port. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/**
 * A secret kept in `dataDir/file`: read when it is there, else generated and written readable by
 * its owner only, so it survives restarts. `auth-secret` is the file the API itself keeps outside
 * production (api/src/env.ts), so sessions outlive a switch between `npm start` and `npm run dev`.
 */
export function keptSecret(dataDir, file) {
  const path = join(dataDir, file)
  if (existsSync(path)) return readFileSync(path, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(48).toString('base64url')
  writeFileSync(path, secret, { mode: 0o600 })
  return secret
}

/** A fresh directory for a throw-away PGlite database, removed by the returned `remove()`. */
export function tempDataDir(prefix = 'patient-portal-') {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

function newestMtime(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)))
  return newest
}

/** The two production builds: each is redone when its output is missing or older than an input. */
const BUILDS = [
  {
    name: 'web app (vite build)',
    output: SERVER_ENTRY,
    inputs: ['src', 'public', 'contract', 'vite.config.ts', 'package-lock.json', 'tsconfig.json'],
    build: async () => {
      const code = await run(bin('vite'), ['build'])
      if (code !== 0) throw new Error(`vite build failed with exit code ${code}`)
    },
  },
  { name: 'API (esbuild)', output: API_ENTRY, inputs: API_INPUTS, build: buildApi },
]

function isStale({ output, inputs }) {
  if (!existsSync(output)) return true
  const built = statSync(output).mtimeMs
  return inputs.some((input) => newestMtime(join(ROOT, input)) > built)
}

/** Rebuilds whichever of the web app and the API is missing or older than its sources. */
export async function buildIfStale() {
  for (const target of BUILDS) {
    if (!isStale(target)) {
      console.log(`Build of the ${target.name} is up to date (dist/).`)
      continue
    }
    console.log(`Building the ${target.name}…`)
    await target.build()
  }
}

/**
 * The API: `compiled` runs the production bundle (dist/api, see `buildIfStale`) with plain node;
 * otherwise it runs from its TypeScript sources through tsx, and `watch` reloads on change.
 */
export function startApi({ port, host = '127.0.0.1', dataDir, env = {}, watch = false, compiled = false, quiet = false }) {
  const args = compiled
    ? [process.execPath, ['--enable-source-maps', API_ENTRY]]
    : watch
      ? [bin('tsx'), ['watch', '--clear-screen=false', 'api/src/main.ts']]
      : [process.execPath, ['--import', 'tsx', 'api/src/main.ts']]
  const childEnv = { PORT: String(port), HOST: host, ...(dataDir ? { DATA_DIR: dataDir } : {}), ...env }
  return spawnChild('api', args[0], args[1], { env: childEnv, quiet })
}

/**
 * The API on a fresh, throw-away PGlite database (migrated and seeded on start) for tests and
 * benchmarks. `remove()` deletes the database once the API has stopped.
 */
export function startFreshApi({ port, env = {}, compiled = false, quiet = false }) {
  const data = tempDataDir('patient-portal-api-')
  const child = startApi({ port, dataDir: data.dir, env: { DATABASE_URL: '', ...env }, compiled, quiet })
  return { child, dataDir: data.dir, remove: data.remove }
}

/**
 * The API_INTERNAL_SECRET a script hands both tiers it starts (ADR 0008): the configured one, or a
 * fresh random one for this run, so the API believes the client address the web server names.
 */
export function internalSecret() {
  return process.env.API_INTERNAL_SECRET || randomBytes(32).toString('base64url')
}

export const apiHealthUrl = (port, host = '127.0.0.1') => `http://${urlHost(host)}:${port}/health-check`

/** The production web server (scripts/serve-web.mjs): dist/server/server.js and the static dist/client, compressed. */
export function startWeb({ port, host = '127.0.0.1', apiUrl, env = {}, quiet = false }) {
  const args = [WEB_SERVER, '--port', String(port), '--host', host]
  return spawnChild('web', process.execPath, args, {
    env: { NODE_ENV: 'production', API_URL: apiUrl, ...env },
    quiet,
  })
}

/** A host as it goes into a URL: the wildcard addresses are reachable on loopback. */
export function urlHost(host) {
  if (host === '0.0.0.0' || host === '::' || !host) return '127.0.0.1'
  return host.includes(':') ? `[${host}]` : host
}

/** Sends `signal`, then SIGKILL after `graceMs` if the child is still alive. Resolves on exit. */
export async function stopChild(child, signal = 'SIGTERM', graceMs = 10_000) {
  if (child.exitCode !== null || child.signalCode !== null) return child.exited
  child.kill(signal)
  const timer = setTimeout(() => {
    console.error(`${prefixFor(child.label)}did not stop within ${graceMs / 1000} s; killing it`)
    child.kill('SIGKILL')
  }, graceMs)
  const result = await child.exited
  clearTimeout(timer)
  return result
}

/**
 * How `keep` restarts a tier that crashed: after 1 s, doubling to 30 s; a run that stayed up a
 * minute starts the count again; eight crashes in a row, each within a minute of its start, give up.
 */
export const RESTART = { firstDelayMs: 1_000, maxDelayMs: 30_000, stableMs: 60_000, maxCrashes: 8 }

/**
 * Keeps a group of children together: SIGINT/SIGTERM are forwarded to every child and the
 * process exits once all have stopped (0 if the stop was asked for). `add` a child as it starts:
 * if it dies on its own, the others are stopped and the process exits non-zero. `keep` a tier
 * instead and it is restarted when it crashes (logged, with back-off, see RESTART), so one failing
 * request cannot take both tiers down; one that keeps crashing stops everything with a message.
 * `fail(message)` stops everything and exits 1. `exit` and `restart` are for tests.
 */
export function supervise({ onExit, exit = (code) => process.exit(code), restart = RESTART } = {}) {
  const children = new Set()
  const restartTimers = new Set()
  let stopping = false
  let exitCode = 0

  const stopAll = async (signal) => {
    if (stopping) return
    stopping = true
    for (const timer of restartTimers) clearTimeout(timer)
    await Promise.all([...children].map((child) => stopChild(child, signal)))
    await onExit?.()
    exit(exitCode)
  }

  const onSignal = (signal) => {
    if (!stopping) console.log(`\n${signal} received, stopping ${[...children].map((c) => c.label).join(' and ')}…`)
    void stopAll(signal === 'SIGHUP' ? 'SIGTERM' : signal)
  }
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, onSignal)
  // Last resort if this process is torn down some other way.
  process.on('exit', () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  })

  const track = (child) => {
    children.add(child)
    child.exited.then(() => children.delete(child))
    return child
  }

  return {
    add(child) {
      track(child).exited.then(({ code, signal }) => {
        if (stopping) return
        console.error(`${prefixFor(child.label)}exited unexpectedly (${signal ?? `code ${code}`}); stopping the rest`)
        exitCode = code || 1
        void stopAll('SIGTERM')
      })
      return child
    },
    /**
     * Starts a tier with `start()` (which spawns it and answers the child) and waits for `ready(child)`
     * if given; resolves to the child, or rejects when the first start does not get ready (the caller
     * then `fail`s with that message). Later crashes restart it.
     */
    async keep(start, { ready } = {}) {
      let crashes = 0
      // Until the first start is ready, its failure is the caller's to report.
      let readyOnce = false
      const run = async () => {
        const child = track(start())
        const startedAt = Date.now()
        child.exited.then(({ code, signal }) => {
          if (stopping || !readyOnce) return
          crashes = Date.now() - startedAt >= restart.stableMs ? 1 : crashes + 1
          const how = signal ?? `code ${code}`
          if (crashes >= restart.maxCrashes) {
            console.error(
              `${prefixFor(child.label)}exited (${how}) ${crashes} times in a row, each within ${restart.stableMs / 1000} s of starting; giving up and stopping the rest`,
            )
            if (child.tail.length) console.error(child.tail.join('\n'))
            exitCode = code || 1
            return void stopAll('SIGTERM')
          }
          const delayMs = Math.min(restart.maxDelayMs, restart.firstDelayMs * 2 ** (crashes - 1))
          console.error(`${prefixFor(child.label)}exited unexpectedly (${how}); restarting in ${delayMs / 1000} s`)
          const timer = setTimeout(() => {
            restartTimers.delete(timer)
            // A restart that dies before it is ready is counted by its own exit, as any crash.
            if (!stopping) run().catch(() => {})
          }, delayMs)
          restartTimers.add(timer)
        })
        await ready?.(child)
        readyOnce = true
        if (crashes > 0 && !stopping) console.log(`${prefixFor(child.label)}running again`)
        return child
      }
      return run()
    },
    fail(message) {
      if (message) console.error(message instanceof Error ? message.message : message)
      exitCode = 1
      return stopAll('SIGTERM')
    },
    stop: () => stopAll('SIGTERM'),
  }
}
