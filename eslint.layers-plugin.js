// Two lint rules that see the project's import graph, written here instead of eslint-plugin-import-x
// (not installed; ADR 0049): `layers/zones` refuses an import by where the importer and the imported
// file live, and `layers/no-cycle` refuses an import that closes a loop, between files or between
// the feature folders of src/components. Imports are resolved like TypeScript and vite do here:
// relative paths, the `~/` alias for src/, the `#contract/` subpath import (package.json "imports"), `.ts`/`.tsx`/`index.ts`, a `?query` suffix dropped.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.dirname(fileURLToPath(import.meta.url))
const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs']

/** The repository-relative path an import names (the file when it exists), or null for a package. */
export function resolveImport(importer, specifier) {
  const bare = specifier.replace(/\?.*$/, '')
  let base
  if (bare.startsWith('~/')) base = path.join(root, 'src', bare.slice(2))
  else if (bare.startsWith('#contract/')) base = path.join(root, 'contract', bare.slice('#contract/'.length))
  else if (bare.startsWith('.')) base = path.resolve(path.dirname(path.resolve(root, importer)), bare)
  else return null
  const candidates = [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => path.join(base, 'index' + ext))]
  if (base.endsWith('.js')) candidates.push(base.slice(0, -3) + '.ts', base.slice(0, -3) + '.tsx')
  const found = candidates.find((file) => fs.statSync(file, { throwIfNoEntry: false })?.isFile())
  return path
    .relative(root, found ?? base)
    .split(path.sep)
    .join('/')
}

// `import type` / `export type … from` vanish from the build (verbatimModuleSyntax keeps every other
// import), so only they are type-only; `typeof import('./x')` is a type, `import('./x')` a lazy load.
const STATIC = /(?:^|[\n;])\s*(import|export)\s+(type\s+)?(?:[\w*{}\s,$]*?\s*from\s*)?['"]([^'"\n]+)['"]/g
const DYNAMIC = /(?<!typeof\s*)\bimport\(\s*['"]([^'"\n]+)['"]\s*\)/g

/** One file's imports, read from its text: repository-relative targets, and whether each is type-only. */
function importsOf(text, file) {
  const found = []
  for (const match of text.matchAll(STATIC)) found.push({ target: resolveImport(file, match[3]), typeOnly: Boolean(match[2]) })
  for (const match of text.matchAll(DYNAMIC)) found.push({ target: resolveImport(file, match[1]), typeOnly: false, dynamic: true })
  return found.filter((entry) => entry.target !== null)
}

/** Imports of files on disk, read once per process (a lint run, or the layering test). */
const graph = new Map()
function edges(file) {
  let known = graph.get(file)
  if (!known) {
    let text
    try {
      text = /\.(ts|tsx|js|mjs)$/.test(file) ? fs.readFileSync(path.join(root, file), 'utf8') : ''
    } catch {
      text = '' // an import of a file that is not there: typecheck's problem, not this rule's
    }
    known = importsOf(text, file)
    graph.set(file, known)
  }
  return known
}

// The generated route tree imports every route: whoever imports it (the router, the server's page
// matcher in src/server/shared-cache.server.ts, built on first use) sits above the app, so its
// edge is left out of the cycle graph, as a cycle through it is one by construction.
const ROUTE_TREE = 'src/routeTree.gen.ts'

/**
 * A path of files from `from` to `to` along static runtime imports, or null. Type-only imports vanish
 * from the build, and a lazy `import()` runs its module after the importer has finished, so neither
 * can leave a module half-initialised: neither closes a cycle (import-x counts the lazy ones; we don't).
 */
function runtimePath(from, to) {
  const previous = new Map([[from, null]])
  const queue = [from]
  while (queue.length > 0) {
    const file = queue.shift()
    if (file === to) {
      const chain = []
      for (let step = file; step !== null; step = previous.get(step)) chain.unshift(step)
      return chain
    }
    for (const { target, typeOnly, dynamic } of edges(file)) {
      if (typeOnly || dynamic || previous.has(target) || target === ROUTE_TREE) continue
      previous.set(target, file)
      queue.push(target)
    }
  }
  return null
}

/** `src/components/<feature>/…` → the feature; shared folders (ui, form, lazy, shared) are not features. */
export const SHARED_COMPONENT_FOLDERS = ['ui', 'form', 'lazy', 'shared']
export function featureOf(file) {
  const match = /^src\/components\/([^/]+)\//.exec(file)
  return match && !SHARED_COMPONENT_FOLDERS.includes(match[1]) ? match[1] : null
}

/** Which features each feature imports, every import counted (types too): built once per process. */
let featureGraph = null
function featureEdges() {
  if (featureGraph) return featureGraph
  featureGraph = new Map()
  const walk = (dir) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const file = `${dir}/${entry.name}`
      if (entry.isDirectory()) walk(file)
      else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const from = featureOf(file)
        if (!from) continue
        for (const { target } of edges(file)) {
          const to = featureOf(target)
          if (!to || to === from) continue
          if (!featureGraph.has(from)) featureGraph.set(from, new Map())
          if (!featureGraph.get(from).has(to)) featureGraph.get(from).set(to, `${file} → ${target}`)
        }
      }
    }
  }
  walk('src/components')
  return featureGraph
}

/** The feature-to-feature imports leading from feature `from` back to `to`, or null. */
function featurePath(from, to) {
  const all = featureEdges()
  const previous = new Map([[from, null]])
  const queue = [from]
  while (queue.length > 0) {
    const feature = queue.shift()
    if (feature === to) {
      const chain = []
      for (let step = feature; previous.get(step) !== null; step = previous.get(step)) chain.unshift(all.get(previous.get(step)).get(step))
      return chain
    }
    for (const next of all.get(feature)?.keys() ?? []) {
      if (previous.has(next)) continue
      previous.set(next, feature)
      queue.push(next)
    }
  }
  return null
}

/** The linted file's own imports, from its syntax tree: the node to report on, target, type-only. */
function visitImports(context, onImport) {
  const file = path.relative(root, context.filename).split(path.sep).join('/')
  const check = (node, source, typeOnly, dynamic = false) => {
    if (typeof source?.value !== 'string') return
    // A package is `package:<name>`, so a zone can allow some packages and no others.
    const target = resolveImport(file, source.value) ?? `package:${source.value}`
    onImport({ node: source, file, target, typeOnly, dynamic })
  }
  return {
    ImportDeclaration: (node) => check(node, node.source, node.importKind === 'type'),
    ExportNamedDeclaration: (node) => node.source && check(node, node.source, node.exportKind === 'type'),
    ExportAllDeclaration: (node) => check(node, node.source, node.exportKind === 'type'),
    ImportExpression: (node) => check(node, node.source, false, true),
  }
}

/** @param {Array<{ from: RegExp, except?: RegExp, target: (target: string, file: string) => boolean, allowTypes?: boolean, reaches?: boolean, message: string }>} rules */
const zonesRule = (rules) => ({
  meta: {
    type: 'problem',
    docs: { description: 'Refuses imports that cross a layer boundary (ADR 0049).' },
    schema: [],
  },
  create(context) {
    return visitImports(context, ({ node, file, target, typeOnly }) => {
      for (const zone of rules) {
        if (!zone.from.test(file) || zone.except?.test(file)) continue
        if (zone.allowTypes && typeOnly) continue
        if (zone.target(target, file)) {
          context.report({ node, message: `${zone.message} (${target})` })
          return
        }
        // Purity holds along the whole chain: an allowed module may not itself reach the forbidden one.
        if (zone.reaches && !typeOnly) {
          const chain = [...reachable(target)].find((reached) => zone.target(reached, file))
          if (chain) {
            context.report({ node, message: `${zone.message} (${target} leads to ${chain})` })
            return
          }
        }
      }
    })
  },
})

/** Every file reachable from `file` along runtime imports. */
const reachCache = new Map()
function reachable(file) {
  let seen = reachCache.get(file)
  if (seen) return seen
  seen = new Set([file])
  const queue = [file]
  while (queue.length > 0) {
    for (const { target, typeOnly } of edges(queue.shift())) {
      if (typeOnly || seen.has(target)) continue
      seen.add(target)
      queue.push(target)
    }
  }
  reachCache.set(file, seen)
  return seen
}

const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Refuses an import that closes a loop between files, or between features of src/components (ADR 0049).' },
    schema: [],
  },
  create(context) {
    return visitImports(context, ({ node, file, target, typeOnly, dynamic }) => {
      if (target.startsWith('package:')) return
      const from = featureOf(file)
      const to = featureOf(target)
      if (from && to && from !== to) {
        const back = featurePath(to, from)
        if (back) {
          context.report({
            node,
            message: `Features import each other: ${from} → ${to}, and back through ${back.join(', ')}. Move what both use out of both.`,
          })
          return
        }
      }
      if (typeOnly || dynamic || target === ROUTE_TREE) return
      const chain = runtimePath(target, file)
      if (chain) context.report({ node, message: `Import cycle: ${[file, ...chain].join(' → ')}.` })
    })
  },
}

/** The plugin with its zones (functions, which rule options cannot carry). */
export const layersPlugin = (zones) => ({ meta: { name: 'layers' }, rules: { zones: zonesRule(zones), 'no-cycle': noCycle } })
