import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { documentKeys, LEGAL_DOCUMENTS } from './documents'

const english: Record<string, string> = JSON.parse(readFileSync(join(import.meta.dirname, '../../i18n/messages/en/legal.json'), 'utf8'))
/** Keys the page frame uses around every document. */
const FRAME_KEYS = ['template_title', 'template_text', 'placeholder', 'toc', 'related']

describe('legal documents', () => {
  it('every paragraph and list item a page renders has its text', () => {
    const missing = LEGAL_DOCUMENTS.flatMap(documentKeys).filter((key) => !(key in english))
    expect(missing).toEqual([])
  })

  it('no text in the legal namespace is left out of a page', () => {
    const used = new Set([...FRAME_KEYS, ...LEGAL_DOCUMENTS.flatMap(documentKeys)])
    expect(Object.keys(english).filter((key) => !used.has(key))).toEqual([])
  })

  it('section ids are unique within a page (they are the anchors of the table of contents)', () => {
    for (const document of LEGAL_DOCUMENTS) {
      const ids = document.sections.map((section) => section.id)
      expect(new Set(ids).size, document.id).toBe(ids.length)
    }
  })
})
