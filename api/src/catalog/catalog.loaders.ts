import type { Database } from '../db/client'
import { oneByKey } from '../shared/loaders'
import { findLanguagesByCodes } from './catalog.service'

/** Catalog rows by key, one query for all keys asked for while one level of a result resolves. */
export const createCatalogLoaders = (db: Database) => ({
  // A patient's languages are stored as codes.
  languageByCode: oneByKey(
    (codes: string[]) => findLanguagesByCodes(db, codes),
    (language) => language.code,
  ),
})
