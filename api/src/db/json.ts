import { getTableColumns, sql, type SQL, type Table } from 'drizzle-orm'

/**
 * Relations loaded in the statement that loads their parent, as JSON (PGlite and pg both parse
 * `json` columns): one round trip for a page of doctors with everything a card shows, instead of
 * one per relation. On PGlite every round trip is half a dozen calls into WASM, and JSON comes
 * back faster than the same data as rows (ADR 0021).
 */

/**
 * `json_build_object('id', "t"."id", 'firstName', "t"."first_name", …)`: one row of `table` with the
 * keys of its Drizzle type (what `db.select().from(table)` returns), plus `extra` computed keys.
 * Columns must be JSON-compatible as they are: integers, text, jsonb, booleans, dates as strings.
 */
export function rowObject(table: Table, extra: Record<string, SQL> = {}): SQL {
  const entries = [...Object.entries(getTableColumns(table)), ...Object.entries(extra)]
  // The keys are TypeScript property names from the schema, never input: safe as literals.
  return sql`json_build_object(${sql.join(
    entries.map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`),
    sql`, `,
  )})`
}

/** `(select json_agg(object order by …) from … where …)`, `[]` when nothing matches. */
export function jsonArray<T>(object: SQL, fromWhere: SQL, orderBy: SQL): SQL<T[]> {
  return sql<T[]>`(select coalesce(json_agg(${object} order by ${orderBy}), '[]'::json) ${fromWhere})`
}

/** `(select object from … where …)`: the one related row, or null. */
export function jsonObject<T>(object: SQL, fromWhere: SQL): SQL<T | null> {
  return sql<T | null>`(select ${object} ${fromWhere})`
}

/** The number of rows the query would return without limit/offset, on every row of the page. */
export const totalOverAll = () => sql<number>`cast(count(*) over () as integer)`
