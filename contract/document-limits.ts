// No imports: the account route's search schema (in every page's route tree) reads these without the documents' rules.
/**
 * How deep folders go. The page offers "create folder" while its address has at most two slashes
 * after the slug (`my_documents/1/2`), so a folder can be made inside a folder of depth 2 and the
 * deepest folder has depth 3; deeper, the page offers only uploads (spec part 2 §2).
 */
export const MAX_FOLDER_DEPTH = 3

/** The six sort options (spec §9), 1–6; 2, newest modified first, is the default. */
export const DOCUMENT_SORT_OPTIONS = [1, 2, 3, 4, 5, 6] as const
export type DocumentSort = (typeof DOCUMENT_SORT_OPTIONS)[number]
export const DEFAULT_DOCUMENT_SORT: DocumentSort = 2

/** A search's longest text: longer is not a name anyone typed. */
export const DOCUMENT_SEARCH_MAX = 255

/** A search runs once the patient stops typing for this long (spec §9). */
export const SEARCH_DEBOUNCE_MS = 700
