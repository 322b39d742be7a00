/**
 * The structure of the legal pages; their text is in the `legal` message namespace (ADR 0018).
 * A block is a paragraph ('p') or a list of n items. Keys: `legal.<doc>_<section>_title`, then per
 * block `legal.<doc>_<section>_<b>` for a paragraph and `legal.<doc>_<section>_<b>_<i>` for list items
 * (b and i counted from 1).
 */
export type LegalBlock = 'p' | number

export interface LegalSection {
  id: string
  blocks: ReadonlyArray<LegalBlock>
}

export type LegalDocumentId = 'terms' | 'privacy' | 'notice'

export interface LegalDocument {
  id: LegalDocumentId
  /** The page's path without language prefix. */
  path: 'terms' | 'privacy-policy' | 'legal-notice'
  sections: ReadonlyArray<LegalSection>
}

export const TERMS: LegalDocument = {
  id: 'terms',
  path: 'terms',
  sections: [
    { id: 'about', blocks: ['p'] },
    { id: 'provider', blocks: ['p'] },
    { id: 'service', blocks: ['p', 3] },
    { id: 'account', blocks: [4] },
    { id: 'booking', blocks: ['p', 'p'] },
    { id: 'payments', blocks: [4] },
    { id: 'content', blocks: ['p'] },
    { id: 'conduct', blocks: [3] },
    { id: 'liability', blocks: ['p'] },
    { id: 'ending', blocks: ['p'] },
    { id: 'changes', blocks: ['p'] },
    { id: 'law', blocks: ['p'] },
    { id: 'contact', blocks: ['p'] },
  ],
}

export const PRIVACY: LegalDocument = {
  id: 'privacy',
  path: 'privacy-policy',
  sections: [
    { id: 'summary', blocks: [4] },
    { id: 'controller', blocks: ['p', 'p'] },
    { id: 'data', blocks: [5] },
    { id: 'purposes', blocks: ['p', 5] },
    { id: 'processors', blocks: ['p', 9] },
    { id: 'transfers', blocks: ['p'] },
    { id: 'retention', blocks: [5] },
    { id: 'rights', blocks: ['p', 8] },
    { id: 'security', blocks: ['p'] },
    { id: 'cookies', blocks: ['p'] },
    { id: 'contact', blocks: ['p'] },
  ],
}

export const LEGAL_NOTICE: LegalDocument = {
  id: 'notice',
  path: 'legal-notice',
  sections: [
    { id: 'provider', blocks: [3] },
    { id: 'contact', blocks: [3] },
    { id: 'register', blocks: [2] },
    { id: 'editorial', blocks: ['p'] },
    { id: 'doctors', blocks: ['p'] },
    { id: 'disputes', blocks: ['p'] },
    { id: 'emergency', blocks: ['p'] },
  ],
}

export const LEGAL_DOCUMENTS: ReadonlyArray<LegalDocument> = [TERMS, PRIVACY, LEGAL_NOTICE]

/** Every message key a document uses, in reading order (without the `legal.` prefix). */
export function documentKeys(document: LegalDocument): string[] {
  const keys = [`${document.id}_title`, `${document.id}_intro`]
  for (const section of document.sections) {
    const base = `${document.id}_${section.id}`
    keys.push(`${base}_title`)
    section.blocks.forEach((block, index) => {
      const key = `${base}_${index + 1}`
      if (block === 'p') keys.push(key)
      else for (let item = 1; item <= block; item++) keys.push(`${key}_${item}`)
    })
  }
  return keys
}
