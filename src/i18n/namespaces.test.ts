import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { NAMESPACES, namespaceOf, pageNamespaces } from './namespaces'

describe('pageNamespaces', () => {
  it('gives every page the shell, plus what its routes declare, in one stable order', () => {
    expect(pageNamespaces({ routes: [undefined, undefined, ['home']], overlay: false, signedIn: false })).toEqual([
      'errors',
      'home',
      'layout',
      'ui',
    ])
    expect(pageNamespaces({ routes: [undefined, ['services', 'doctors']], overlay: false, signedIn: false })).toEqual([
      'doctors',
      'errors',
      'layout',
      'services',
      'ui',
    ])
  })

  it('adds the auth overlay and the signed-in chrome only when they show', () => {
    const overlay = pageNamespaces({ routes: [['doctors']], overlay: true, signedIn: false })
    expect(overlay).toEqual(expect.arrayContaining(['auth', 'validation', 'doctors']))
    expect(pageNamespaces({ routes: [['doctors']], overlay: false, signedIn: true })).toEqual([
      'doctors',
      'errors',
      'layout',
      'notifications',
      'ui',
      'signedIn',
    ])
    expect(new Set(pageNamespaces({ routes: [['home'], ['home']], overlay: true, signedIn: true })).size).toBe(
      pageNamespaces({ routes: [['home'], ['home']], overlay: true, signedIn: true }).length,
    )
  })
})

describe('namespaceOf', () => {
  it('reads the namespace of a message id', () => {
    expect(namespaceOf('doctors.page_title')).toBe('doctors')
    expect(namespaceOf('nope.key')).toBeNull()
    expect(namespaceOf('plain')).toBeNull()
  })
})

it('NAMESPACES lists exactly the message files', () => {
  const files = readdirSync(join(import.meta.dirname, 'messages', 'en')).map((file) => file.replace(/\.json$/, ''))
  expect([...NAMESPACES].sort()).toEqual(files.sort())
})
