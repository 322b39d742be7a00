import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { AUTH_OVERLAY_NAMESPACES, SHELL_NAMESPACES, isNamespace, type Namespace } from './namespaces'
import { SLICE_KEYS, sliceHolds, sliceNamespaces } from './slices'

/**
 * The `signedIn` slice (ADR 0061) against the code: every id of a sliced namespace that the chrome or a
 * route's page can show must be in a namespace the page loads whole or in the slice. "Can show" is read
 * from the source, conservatively: the files a module imports (static, lazy and `?hydrate-later`), and
 * in them every string that looks like `namespace.key` — a prop, a table of ids, a template's fixed
 * start (`auth.password_rule_${rule}` stands for every `password_rule_` key).
 */
const ROOT = join(import.meta.dirname, '../..')
const SRC = join(ROOT, 'src')
const OVERLAY = join(SRC, 'components/auth/AuthOverlay.tsx')
const SLICED = sliceNamespaces('signedIn')

function resolveImport(from: string, specifier: string): string | null {
  const path = specifier.replace(/\?.*$/, '')
  const base = path.startsWith('~/')
    ? join(SRC, path.slice(2))
    : path.startsWith('#contract/')
      ? join(ROOT, 'contract', path.slice('#contract/'.length))
      : path.startsWith('.')
        ? resolve(dirname(from), path)
        : null
  if (!base) return null
  for (const suffix of ['', '.ts', '.tsx', '/index.ts', '/index.tsx']) {
    if (existsSync(base + suffix) && statSync(base + suffix).isFile()) return base + suffix
  }
  return null
}

const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g

/**
 * The modules `entry` renders with: its imports, transitively, but not the server's modules (they render
 * nothing; some import the route tree), not other routes (each is checked as itself) and not `stop`.
 */
function moduleTree(entry: string, stop: ReadonlySet<string> = new Set()): Set<string> {
  const seen = new Set<string>()
  const pending = [entry]
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (seen.has(file) || stop.has(file)) continue
    if (file !== entry && /\/src\/(server|routes)\/|routeTree\.gen\.ts$/.test(file)) continue
    seen.add(file)
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolveImport(file, specifier!)
      if (target && !/\.test\.tsx?$/.test(target)) pending.push(target)
    }
  }
  return seen
}

/**
 * The ids of the sliced namespaces these modules name (`auth.password_rule_*` for a template's start),
 * with where. A loader's `translatedTitle(…, 'room.title')` loads its id's namespace itself.
 */
function idsIn(files: Iterable<string>): Map<string, string> {
  const ids = new Map<string, string>()
  for (const file of files) {
    const source = readFileSync(file, 'utf8').replace(/translatedTitle\([^)]*\)/g, '')
    for (const [, namespace, key, template] of source.matchAll(/['"`]([a-zA-Z]+)\.([a-z0-9_]+)(\$\{)?/g)) {
      if (SLICED.includes(namespace as Namespace)) ids.set(`${namespace}.${key}${template ? '*' : ''}`, relative(ROOT, file))
    }
  }
  return ids
}

const english = (namespace: Namespace): string[] =>
  Object.keys(JSON.parse(readFileSync(join(SRC, 'i18n/messages/en', `${namespace}.json`), 'utf8')))

/** The ids among `ids` the page cannot show: in no namespace in `loaded` and not in the slice. */
function missing(ids: Map<string, string>, loaded: ReadonlyArray<string>): string[] {
  return [...ids].flatMap(([id, file]) => {
    const namespace = id.slice(0, id.indexOf('.'))
    if (!isNamespace(namespace) || loaded.includes(namespace)) return []
    const key = id.slice(namespace.length + 1)
    const keys = key.endsWith('*') ? english(namespace).filter((k) => k.startsWith(key.slice(0, -1))) : [key]
    const absent = keys.filter((k) => !english(namespace).includes(k) || !sliceHolds('signedIn', namespace, k))
    return absent.length ? [`${namespace}.${absent.join('|')} (${file})`] : []
  })
}

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? routeFiles(join(dir, entry.name)) : entry.name.endsWith('.tsx') ? [join(dir, entry.name)] : [],
  )
}

/** A route's `staticData.messages`, read from its file. */
function declared(file: string): string[] {
  const list = /messages:\s*\[([^\]]*)\]/.exec(readFileSync(file, 'utf8'))?.[1] ?? ''
  return [...list.matchAll(/'(\w+)'/g)].map((match) => match[1]!)
}

describe('the signed-in slice', () => {
  it('holds what the chrome shows of the sliced namespaces (the auth overlay loads them whole)', () => {
    const chrome = idsIn(moduleTree(join(SRC, 'routes/__root.tsx'), new Set([OVERLAY])))
    expect(chrome.size).toBeGreaterThan(10)
    expect(missing(chrome, SHELL_NAMESPACES)).toEqual([])
    expect(missing(idsIn(moduleTree(OVERLAY)), [...SHELL_NAMESPACES, ...AUTH_OVERLAY_NAMESPACES])).toEqual([])
  })

  const routes = routeFiles(join(SRC, 'routes/{-$lang}'))
  it.each(routes.map((file) => [relative(SRC, file), file]))('holds what %s shows of them beyond its namespaces', (_name, file) => {
    expect(missing(idsIn(moduleTree(file, new Set([OVERLAY]))), [...SHELL_NAMESPACES, ...declared(file)])).toEqual([])
  })

  it('names only keys that exist, each used by a page (no dead weight)', () => {
    const used = new Map<string, string>([...idsIn(moduleTree(join(SRC, 'routes/__root.tsx'), new Set([OVERLAY])))])
    for (const file of routes) for (const [id, where] of idsIn(moduleTree(file, new Set([OVERLAY])))) used.set(id, where)
    for (const [namespace, keys] of Object.entries(SLICE_KEYS.signedIn) as [Namespace, ReadonlyArray<string>][]) {
      for (const key of keys) {
        const matches = english(namespace).filter((k) => (key.endsWith('*') ? k.startsWith(key.slice(0, -1)) : k === key))
        expect(matches, `${namespace}.${key}`).not.toEqual([])
        expect(used.has(`${namespace}.${key}`), `${namespace}.${key} is used`).toBe(true)
      }
    }
  })
})
