import type { Maybe, PaginationInput } from '../generated/resolvers-types'
import { badInput } from './errors'

export type Page = { page: number; limit: number; offset: number }

/** Validates a zero-based page and a limit in 1..maxLimit; bad values are user errors, not crashes. */
export function parsePagination(
  input: Maybe<PaginationInput> | undefined,
  { defaultLimit, maxLimit }: { defaultLimit: number; maxLimit: number },
): Page {
  const page = input?.page ?? 0
  const limit = input?.limit ?? defaultLimit
  if (page < 0) throw badInput(`pagination.page must be 0 or greater (got ${page})`)
  if (limit < 1 || limit > maxLimit) throw badInput(`pagination.limit must be between 1 and ${maxLimit} (got ${limit})`)
  return { page, limit, offset: page * limit }
}

/** A list's query with its order, before the page is cut: rows that carry the total (`totalOverAll()`). */
type PageQuery<Found> = { limit(limit: number): { offset(offset: number): PromiseLike<Found[]> } }
type Paged<Row> = { total: number; rows: Row[] }

/**
 * The one way a list is paged: `query` selects `{ row, total: totalOverAll() }` in its order (or
 * other columns beside `total`, which `toRow` makes into a row: a joined plan, the reader's zone),
 * `countAll` counts the same rows (`db.$count(table, where)`), needed only past the end: a page
 * with rows reads the total from them (`count(*) over ()`), so one statement a page (two for a page
 * past the end; none more when the first page is already empty).
 */
export function selectPage<Row>(
  query: PageQuery<{ row: Row; total: number }>,
  page: Page,
  countAll: () => PromiseLike<number>,
): Promise<Paged<Row>>
export function selectPage<Found extends { total: number }, Row>(
  query: PageQuery<Found>,
  page: Page,
  countAll: () => PromiseLike<number>,
  toRow: (found: Found) => Row,
): Promise<Paged<Row>>
export async function selectPage<Found extends { total: number; row?: unknown }>(
  query: PageQuery<Found>,
  page: Page,
  countAll: () => PromiseLike<number>,
  toRow: (found: Found) => unknown = (found) => found.row,
): Promise<Paged<unknown>> {
  return pageWithTotal(await query.limit(page.limit).offset(page.offset), page, countAll, toRow)
}

/**
 * A page already cut, whose rows carry the total: what `selectPage` does with its query's page, and
 * what a list that picks its page's ids first (in a CTE from narrow columns, then loads only those
 * rows: the doctors, the notifications) calls on what it found. Only a page past the end has no row
 * to read the total from: then `countAll` runs (zero when the first page is already empty).
 */
export async function pageWithTotal<Found extends { total: number; row?: unknown }, Row = Found['row']>(
  found: Found[],
  page: Page,
  countAll: () => PromiseLike<number>,
  toRow: (found: Found) => Row = (one) => one.row as Row,
): Promise<Paged<Row>> {
  if (found[0]) return { total: found[0].total, rows: found.map(toRow) }
  return { total: page.offset === 0 ? 0 : await countAll(), rows: [] }
}
