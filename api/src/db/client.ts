import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import pg from 'pg'
import { MIGRATIONS_DIR } from '../runtime-files'
import * as schema from './schema'
import { errorLogger, type Logger } from '../shared/logger'

/** The driver-neutral Drizzle type every service receives (PGlite and node-postgres both extend it). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

/** A transaction's handle: what `db.transaction` hands its callback, for the steps that must succeed together. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

export type OpenedDatabase = {
  db: Database
  kind: 'postgres' | 'pglite'
  close: () => Promise<void>
}

export type OpenDatabaseOptions = {
  /** postgres:// connection string; when set, PGlite is not used */
  url?: string
  /** PGlite data folder; 'memory://' or undefined for an in-memory database */
  dataDir?: string
  /** PGlite: start from this dump of a data folder (`dumpDataDir`), not an empty cluster */
  loadDataDir?: Blob
  /** apply the migrations in api/drizzle (default true) */
  migrate?: boolean
  /**
   * Called with every statement that reaches the driver (PGlite or a pg connection), including
   * BEGIN/COMMIT and migrations: the N+1 guard in api/tests counts round trips with it.
   */
  onStatement?: StatementListener
  /** where a pooled connection's failure is reported (the API's logger) */
  logger?: Logger
}

export type StatementListener = (sql: string) => void

/** Reports each `query` a pg connection runs; the pool hands every new connection here. */
function countPgStatements(client: pg.PoolClient, onStatement: StatementListener) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown
  // pg's overloads are many; the first argument is the SQL text or a config object holding it.
  client.query = ((...args: unknown[]) => {
    const first = args[0]
    onStatement(typeof first === 'string' ? first : String((first as { text?: unknown })?.text ?? ''))
    return query(...args)
  }) as typeof client.query
}

/**
 * Reports what PGlite runs: `query` and `exec` on the instance, and inside `transaction` the BEGIN,
 * every statement of the callback and the COMMIT (or ROLLBACK) that PGlite sends itself.
 */
function countPgliteStatements(client: PGlite, onStatement: StatementListener) {
  const query = client.query.bind(client)
  const exec = client.exec.bind(client)
  const transaction = client.transaction.bind(client)
  client.query = (sql, params, options) => {
    onStatement(sql)
    return query(sql, params, options)
  }
  client.exec = (sql, options) => {
    onStatement(sql)
    return exec(sql, options)
  }
  client.transaction = async (callback) => {
    onStatement('BEGIN')
    try {
      const result = await transaction((tx) => {
        const txQuery = tx.query.bind(tx)
        const txExec = tx.exec.bind(tx)
        tx.query = (sql, params, options) => {
          onStatement(sql)
          return txQuery(sql, params, options)
        }
        tx.exec = (sql, options) => {
          onStatement(sql)
          return txExec(sql, options)
        }
        return callback(tx)
      })
      onStatement('COMMIT')
      return result
    } catch (error) {
      onStatement('ROLLBACK')
      throw error
    }
  }
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<OpenedDatabase> {
  const shouldMigrate = options.migrate ?? true
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 })
    const { onStatement } = options
    if (onStatement) pool.on('connect', (client) => countPgStatements(client, onStatement))
    let closing = false
    // An idle client losing its connection (server restart, terminated backend) emits 'error';
    // unhandled, that would crash the process. The pool replaces the client on the next query.
    pool.on('error', (error) => {
      if (!closing) (options.logger ?? errorLogger).error({ err: error }, 'postgres: idle client error')
    })
    const close = async () => {
      closing = true
      await pool.end()
    }
    const db = drizzlePg(pool, { schema })
    try {
      if (shouldMigrate) await migratePg(db, { migrationsFolder: MIGRATIONS_DIR })
    } catch (error) {
      await close()
      throw error
    }
    return { db, kind: 'postgres', close }
  }

  const dataDir = options.dataDir && options.dataDir !== 'memory://' ? options.dataDir : undefined
  // PGlite does not create parent folders itself.
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  // pg_trgm: name search by trigrams, as on PostgreSQL (migration 0015, ADR 0052).
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm }, loadDataDir: options.loadDataDir })
  if (options.onStatement) countPgliteStatements(client, options.onStatement)
  const db = drizzlePglite(client, { schema })
  try {
    if (shouldMigrate) await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR })
  } catch (error) {
    await client.close()
    throw error
  }
  return { db, kind: 'pglite', close: () => client.close() }
}
