import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/**
 * The web's GraphQL documents as it sends them (src/server/*.documents.ts), read as text: the API
 * never imports the web (eslint layering), but a test of what a page costs should ask exactly what
 * the page asks. `webDocument('CurrentUser')` is the operation with every fragment it spreads.
 */
const folder = fileURLToPath(new URL('../../src/server/', import.meta.url))

const definitions = new Map<string, string>()
for (const file of readdirSync(folder).filter((name) => name.endsWith('.documents.ts'))) {
  for (const [, body] of readFileSync(folder + file, 'utf8').matchAll(/graphql\(`([^`]*)`\)/g)) {
    const name = /^\s*(?:query|mutation|fragment)\s+(\w+)/.exec(body!)?.[1]
    if (name) definitions.set(name, body!.trim())
  }
}

export function webDocument(name: string): string {
  const found = new Map<string, string>()
  const add = (definition: string) => {
    const text = definitions.get(definition)
    if (!text) throw new Error(`no web document or fragment named ${definition}`)
    if (found.has(definition)) return
    found.set(definition, text)
    for (const [, spread] of text.matchAll(/\.\.\.(\w+)/g)) add(spread!)
  }
  add(name)
  return [...found.values()].join('\n')
}
