/**
 * The addresses of the account's paged lists (spec part 2 §9), for their pager and their loader: the
 * payment history's `history` counts pages from 0, test results' `list_page` from 1, and the first
 * page has none. Each takes a page counted from 1.
 */
export type PageSearch = (page: number) => { history?: number; list_page?: number }

export const historySearch: PageSearch = (page) => ({ history: page === 1 ? undefined : page - 1 })
export const listPageSearch: PageSearch = (page) => ({ list_page: page === 1 ? undefined : page })

/** The last page of a list of `total` rows at `perPage` a page; an empty list has one (empty) page. */
export const lastPage = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage))
