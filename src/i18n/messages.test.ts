import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { LOCALES } from './locales'

const root = join(import.meta.dirname, 'messages')

function keysOf(locale: string): Map<string, string> {
  const keys = new Map<string, string>()
  for (const file of readdirSync(join(root, locale)).filter((f) => f.endsWith('.json'))) {
    const namespace = file.replace(/\.json$/, '')
    const messages: Record<string, unknown> = JSON.parse(readFileSync(join(root, locale, file), 'utf8'))
    for (const [key, value] of Object.entries(messages)) {
      if (typeof value !== 'string') throw new Error(`${locale}/${file}: ${key} is not a string`)
      keys.set(`${namespace}.${key}`, value)
    }
  }
  return keys
}

describe('message catalogues', () => {
  const english = keysOf('en')

  it('has English messages', () => {
    expect(english.size).toBeGreaterThan(0)
  })

  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    it(`${locale} has exactly the English keys`, () => {
      const translated = keysOf(locale)
      const missing = [...english.keys()].filter((key) => !translated.has(key))
      const extra = [...translated.keys()].filter((key) => !english.has(key))
      expect({ missing, extra }).toEqual({ missing: [], extra: [] })
    })

    it(`${locale} has no empty messages`, () => {
      const empty = [...keysOf(locale)].filter(([, value]) => value.trim() === '').map(([key]) => key)
      expect(empty).toEqual([])
    })
  }

  it('Arabic messages isolate the Latin terms a right-to-left sentence would reorder', () => {
    // "3-D Secure" reads ".D Secure-3" and "Ltd." loses its full stop to the start of the name unless
    // they stand between LEFT-TO-RIGHT ISOLATE and POP DIRECTIONAL ISOLATE ("\u2066…\u2069" in the
    // file): plain characters, so they work in labels, titles and e-mails too. Numbers and plain
    // words need no isolation.
    const reordered = /\d-\p{Script=Latin}|\p{Script=Latin}-\d|\b(?:Ltd|Inc|Co|GmbH)\./u
    const outside = [...keysOf('ar')]
      .filter(([, value]) => reordered.test(value.replace(/\u2066[^\u2069]*\u2069/gu, '')))
      .map(([key]) => key)
    expect(outside).toEqual([])
  })

  it('Arabic messages are written in Arabic script', () => {
    const arabic = keysOf('ar')
    // Brand names, numbers and placeholders may stay Latin; prose must not be an untranslated copy of English.
    const copies = [...arabic].filter(([key, value]) => value === english.get(key) && /[a-z]{4,}/i.test(value)).map(([key]) => key)
    expect(copies).toEqual([])
  })
})
