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
type PageQuery<Row> = { limit(limit: number): { offset(offset: number): PromiseLike<{ row: Row; total: number }[]> } }

/**
 * The one way a list is paged: `query` selects `{ row, total: totalOverAll() }` in its order,
 * `countAll` counts the same rows (`db.$count(table, where)`), needed only past the end. One
 * statement a page (two for a page past the end).
 */
export async function selectPage<Row>(
  query: PageQuery<Row>,
  page: Page,
  countAll: () => PromiseLike<number>,
): Promise<{ total: number; rows: Row[] }> {
  return pageWithTotal(await query.limit(page.limit).offset(page.offset), page, countAll)
}

/**
 * A page whose rows carry the total (`count(*) over ()`, one round trip). Only a page past the end
 * has no row to read it from: then `countAll` runs (zero when the first page is already empty).
 */
export async function pageWithTotal<Row>(
  found: { row: Row; total: number }[],
  page: Page,
  countAll: () => PromiseLike<number>,
): Promise<{ total: number; rows: Row[] }> {
  if (found[0]) return { total: found[0].total, rows: found.map((f) => f.row) }
  return { total: page.offset === 0 ? 0 : await countAll(), rows: [] }
}
