import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { EventClient } from './devtools-event-client-off'

/** The form library's own files, as the build bundles them (its ES modules, beside the CommonJS entry). */
const formCoreDir = join(dirname(createRequire(import.meta.url).resolve('@tanstack/form-core')), '../esm')
const formCoreSources = () =>
  readdirSync(formCoreDir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(formCoreDir, file), 'utf8'))

describe('the devtools event client the build swaps in (vite.config.ts)', () => {
  it('has every method the form library calls on its event client, so an upgrade calling a new one fails here', () => {
    const called = new Set(
      formCoreSources().flatMap((source) => [...source.matchAll(/formEventClient\.(\w+)\(/g)].map((match) => match[1]!)),
    )
    expect(called.size).toBeGreaterThan(0)
    const client = new EventClient({ pluginId: 'form-devtools' })
    for (const method of called) expect(typeof (client as unknown as Record<string, unknown>)[method], method).toBe('function')
  })

  it('subscribes to nothing and hands back a clean-up', () => {
    const client = new EventClient({ pluginId: 'form-devtools' })
    const cleanup = client.on('request-form-state', () => {
      throw new Error('never called')
    })
    expect(() => cleanup()).not.toThrow()
    expect(client.emit('form-state', {})).toBeUndefined()
    expect(client.getPluginId()).toBe('form-devtools')
  })
})
