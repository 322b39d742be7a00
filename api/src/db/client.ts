import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

/** The driver-neutral Drizzle type every service receives (PGlite and node-postgres both extend it). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type OpenedDatabase = {
  db: Database;
  kind: 'postgres' | 'pglite';
  close: () => Promise<void>;
};

export type OpenDatabaseOptions = {
  /** postgres:// connection string; when set, PGlite is not used */
  url?: string;
  /** PGlite data folder; 'memory://' or undefined for an in-memory database */
  dataDir?: string;
  /** apply the migrations in api/drizzle (default true) */
  migrate?: boolean;
  /** sees every query Drizzle sends (tests count round trips with it) */
  logger?: Logger;
};

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<OpenedDatabase> {
  const shouldMigrate = options.migrate ?? true;
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    let closing = false;
    // An idle client losing its connection (server restart, terminated backend) emits 'error';
    // unhandled, that would crash the process. The pool replaces the client on the next query.
    pool.on('error', (error) => {
      if (!closing) console.error(`postgres: idle client error: ${error.message}`);
    });
    const close = async () => {
      closing = true;
      await pool.end();
    };
    const db = drizzlePg(pool, { schema, logger: options.logger });
    try {
      if (shouldMigrate) await migratePg(db, { migrationsFolder });
    } catch (error) {
      await close();
      throw error;
    }
    return { db, kind: 'postgres', close };
  }

  const dataDir = options.dataDir && options.dataDir !== 'memory://' ? options.dataDir : undefined;
  // PGlite does not create parent folders itself.
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite(client, { schema, logger: options.logger });
  try {
    if (shouldMigrate) await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db, kind: 'pglite', close: () => client.close() };
}
