import { DOCUMENT_SORT_OPTIONS, type DocumentSort } from '#contract/document-limits'
import { readReadableCookie, setReadableCookie } from './readable-cookies'

// A module of its own: readable-cookies.ts is in every page's first load, this only in the account's code.
/** My documents' sort and view as the patient last chose them (spec part 2 §4: remembered locally). */
const DOCUMENTS_VIEW_COOKIE = 'documents_view'
const ONE_YEAR = 60 * 60 * 24 * 365

export type DocumentsViewPrefs = { sort?: DocumentSort; view?: 'grid' | 'list' }

export function rememberDocumentsView(prefs: DocumentsViewPrefs) {
  setReadableCookie(DOCUMENTS_VIEW_COOKIE, `${prefs.sort ?? ''}.${prefs.view ?? ''}`, ONE_YEAR)
}

/** What rememberDocumentsView kept; a value it did not write reads as nothing chosen. */
export function rememberedDocumentsView(): DocumentsViewPrefs {
  const [sort, view] = (readReadableCookie(DOCUMENTS_VIEW_COOKIE) ?? '').split('.')
  return {
    sort: (DOCUMENT_SORT_OPTIONS as ReadonlyArray<number>).includes(Number(sort)) ? (Number(sort) as DocumentSort) : undefined,
    view: view === 'grid' || view === 'list' ? view : undefined,
  }
}
