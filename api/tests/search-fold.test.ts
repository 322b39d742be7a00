import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../src/db/client'
import { openTestDatabase } from './helpers'

/**
 * search_fold (migration 0013, ADR 0044 and 0052): the one accent and case fold that doctor names
 * are stored with and typed text is searched with, in the database itself, so PGlite and
 * PostgreSQL fold alike whatever their ctype. Each script a patient types in: Latin (English,
 * German and the marks of other languages), Cyrillic, Arabic and Greek.
 */
let db: Database
let close: () => Promise<void>
beforeAll(async () => {
  ;({ db, close } = await openTestDatabase())
})
afterAll(() => close())

async function fold(text: string): Promise<string> {
  const [row] = await db.select({ folded: sql<string>`search_fold(${text})` }).from(sql`(select 1) as one`)
  return row!.folded
}

describe('search_fold', () => {
  it.each([
    // Latin: case, marks, letters without a decomposition, ligatures
    ['Müller', 'muller'],
    ['MÜLLER', 'muller'],
    ['José Jiménez', 'jose jimenez'],
    ['Hélène Lefèvre', 'helene lefevre'],
    ['ÇELİK', 'celik'],
    ['Ayşe Öztürk', 'ayse ozturk'],
    ['Łukasz Wójcik', 'lukasz wojcik'],
    ['Østergaard', 'ostergaard'],
    ['Nguyễn', 'nguyen'],
    ['Straße', 'strasse'],
    // Cyrillic: case, ё as е, й kept apart from и
    ['Алёна ФЁДОРОВА', 'алена федорова'],
    ['ИВАНОВ', 'иванов'],
    ['Андрей', 'андреи'],
    // Arabic: hamza and madda on alef as alef, alef maksura as ya, harakat and tatweel dropped
    ['أحمد', 'احمد'],
    ['إبراهيم', 'ابراهيم'],
    ['مُحَمَّد', 'محمد'],
    ['مصطفى', 'مصطفي'],
    ['عـــلي', 'علي'],
    // Greek: case and tonos (a capital Σ folds to σ, never to the final ς: see ADR 0052)
    ['Ελένη ΚΩΝΣΤΑΝΤΊΝΟΥ', 'ελενη κωνσταντινου'],
  ])('folds %s to %s', async (text, folded) => {
    expect(await fold(text)).toBe(folded)
  })

  it('is the same for what is stored and what is typed', async () => {
    for (const [stored, typed] of [
      ['Katrin Müller', 'katrin muller'],
      ['Фёдорова', 'ФЕДОРОВА'],
      ['أحمد الخطيب', 'احمد الخطيب'],
    ] as const)
      expect(await fold(stored)).toBe(await fold(typed))
  })
})
