import { eq, sql, type SQL } from 'drizzle-orm'
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types'
import type { PgColumn, PgTable, SelectedFields, WithSubqueryWithSelection } from 'drizzle-orm/pg-core'
import type { Database } from '../db/client'
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
 * A page already cut, whose rows carry the total: what `selectPage` and `pageOfIds` do with what
 * their query found. Only a page past the end has no row to read the total from: then `countAll`
 * runs (zero when the first page is already empty).
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

/** The ids a list's page shows, each with its place in the list's order: `page (id, position)`. */
type PageIdsSelection = { id: PgColumn; position: SQL.Aliased<number> }
/** The chosen ids as a CTE, to join the page's full rows to, in `position` order. */
export type ChosenPage = WithSubqueryWithSelection<PageIdsSelection, 'page'>

/** What `pageOfIds` reads for the chosen ids: the page CTE and the total to select beside each row. */
type PageLoad<Found> = (page: { chosen: ChosenPage; total: SQL<number> }) => PromiseLike<Found[]>
type PageOfIds<Found, Row> = Paged<Row> & { first: Found | undefined }
type ListOfIds = {
  /** the listed table: the page's rows are its rows by `id` */
  table: PgTable & { id: PgColumn }
  where: SQL | undefined
  /** the list's order, ending on a unique column so that pages do not overlap */
  order: SQL[]
  /** the most rows the total counts (it reads no more of the index than that) */
  countUpTo?: number
}

/**
 * A list whose rows are wide (a doctor's card with its relations and computed facts, a notification
 * with its reader's zone): the page's ids are chosen first, from the narrow columns the conditions and
 * the order read, in a CTE `page (id, position)`; then the full rows of those ids only are read, with
 * `total` (the rows that match, counted apart over the same conditions) beside each. Given the row's
 * `columns`, that read is
 *
 *     db.with(chosen).select({ row: columns, total }).from(chosen)
 *       .innerJoin(table, eq(table.id, chosen.id)).orderBy(chosen.position)
 *
 * and the rows are the columns' values; a list that needs more (another join, another count) passes
 * its own `load` and `toRow` instead.
 *
 * One statement a page, as with `selectPage`, but neither the page nor the total reads a full row that
 * the page does not show (`count(*) over ()` across full rows read all 50,000 doctors' to return five:
 * ADR 0052). A page past the end counts apart. `first` is the first row as found, for a list that
 * counts something else beside the total (the unread notifications). With `countUpTo`, the total
 * stops there (a bounded count: the doctors' 1,001 means "more than 1,000", ADR 0058).
 */
export function pageOfIds<Columns extends SelectedFields>(
  db: Database,
  list: ListOfIds,
  page: Page,
  columns: Columns,
): Promise<PageOfIds<{ row: SelectResultFields<Columns>; total: number }, SelectResultFields<Columns>>>
export function pageOfIds<Found extends { total: number }, Row>(
  db: Database,
  list: ListOfIds,
  page: Page,
  load: PageLoad<Found>,
  toRow: (found: Found) => Row,
): Promise<PageOfIds<Found, Row>>
export async function pageOfIds(
  db: Database,
  list: ListOfIds,
  page: Page,
  read: SelectedFields | PageLoad<{ total: number; row?: unknown }>,
  toRow: (found: { total: number; row?: unknown }) => unknown = (found) => found.row,
): Promise<PageOfIds<{ total: number; row?: unknown }, unknown>> {
  const { table, where, order, countUpTo } = list
  const chosen = db.$with('page').as(
    db
      .select({ id: table.id, position: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('position') })
      .from(table as PgTable)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
  )
  const filtered = sql`${table}${where ? sql` where ${where}` : sql``}`
  const total =
    countUpTo === undefined
      ? sql<number>`(select count(*)::int from ${filtered})`
      : sql<number>`(select count(*)::int from (select 1 from ${filtered} limit ${countUpTo}) as matches)`
  const load: PageLoad<{ total: number; row?: unknown }> =
    typeof read === 'function'
      ? read
      : () =>
          db
            .with(chosen)
            // The overloads type the row; here a column set is a set of columns.
            .select({ row: read as Record<string, PgColumn>, total })
            .from(chosen)
            .innerJoin(table as PgTable, eq(table.id, chosen.id))
            .orderBy(chosen.position)
  const found = await load({ chosen, total })
  const countAll = async () => {
    if (countUpTo === undefined) return db.$count(table, where)
    const matches = db
      .select({ one: sql`1` })
      .from(table as PgTable)
      .where(where)
      .limit(countUpTo)
      .as('matches')
    return (await db.select({ n: sql<number>`count(*)::int` }).from(matches))[0]?.n ?? 0
  }
  return { ...(await pageWithTotal(found, page, countAll, toRow)), first: found[0] }
}
