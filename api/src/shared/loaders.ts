import DataLoader from 'dataloader'

/**
 * Per-request batching for field resolvers: every `load(id)` made while one level of the result
 * is resolved becomes one query for all ids. Created per request (GraphQL context), so nothing is
 * cached across requests or users.
 */

/** id -> the rows that belong to it (a doctor's specialties); `fetch` returns rows for all ids at once. */
export function manyByKey<Row>(fetch: (ids: number[]) => Promise<Row[]>, keyOf: (row: Row) => number): DataLoader<number, Row[]> {
  return new DataLoader(async (ids) => {
    const groups = new Map<number, Row[]>()
    for (const row of await fetch([...ids])) {
      const list = groups.get(keyOf(row))
      if (list) list.push(row)
      else groups.set(keyOf(row), [row])
    }
    return ids.map((id) => groups.get(id) ?? [])
  })
}

/** id (or another unique key, such as a language code) -> the one row with that key, or null. */
export function oneByKey<Row, Key = number>(fetch: (ids: Key[]) => Promise<Row[]>, keyOf: (row: Row) => Key): DataLoader<Key, Row | null> {
  return new DataLoader(async (ids) => {
    const byId = new Map((await fetch([...ids])).map((row) => [keyOf(row), row]))
    return ids.map((id) => byId.get(id) ?? null)
  })
}
