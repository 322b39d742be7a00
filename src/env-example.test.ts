import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { EnvSchema } from '../api/src/env'
import { publicEnvSchema } from './lib/public-env'
import { webEnvSchema } from './server/env.server'

/** The names `.env.example` sets or shows commented out (`NAME=…` or `# NAME=…`). */
function exampleNames(text: string): Set<string> {
  return new Set([...text.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!))
}

const example = exampleNames(readFileSync(new URL('../.env.example', import.meta.url), 'utf8'))
const read = new Set([...Object.keys(EnvSchema.entries), ...Object.keys(webEnvSchema.entries), ...Object.keys(publicEnvSchema.entries)])

describe('.env.example', () => {
  it('names every variable the API, the web server and the browser bundle read', () => {
    expect([...read].filter((name) => !example.has(name)).sort()).toEqual([])
  })

  it('names nothing that no schema reads', () => {
    expect([...example].filter((name) => !read.has(name)).sort()).toEqual([])
  })
})
