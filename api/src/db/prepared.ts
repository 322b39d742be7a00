/**
 * A query built and prepared once per database handle (issue 28): drizzle keeps the SQL it built, so
 * a hot per-request read (the session, the nearest appointment, one appointment) stops paying for
 * building it again, and node-postgres prepares it once per connection under `name`. The values
 * are `sql.placeholder`s filled by `execute`. `name` names one query text: two builds must never
 * share it. A transaction's handle gets its own (it lives as long as the transaction).
 */
export function preparedOnce<Query>(db: object, name: string, build: () => Query): Query {
  let named = prepared.get(db)
  if (!named) prepared.set(db, (named = new Map()))
  if (!named.has(name)) named.set(name, build())
  return named.get(name) as Query
}

const prepared = new WeakMap<object, Map<string, unknown>>()
