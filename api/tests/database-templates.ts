import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openDatabase, type OpenedDatabase } from '../src/db/client'
import { seedIfEmpty } from '../src/db/seed'

/**
 * The API tests' databases are copies of two made once per run (vitest's globalSetup): one
 * migrated, one migrated and seeded with the catalogue. Made for each test file, the migrations
 * alone took 11–28 s on PGlite (its initdb and 22 migrations), most of the API tests' time; a copy
 * takes about a second. PGlite: a dump of the data folder, loaded by each file; PostgreSQL: template
 * databases, copied by CREATE DATABASE … TEMPLATE.
 */
export type DatabaseTemplates = {
  kind: 'pglite' | 'postgres'
  /** PGlite: the dump file; PostgreSQL: the template database's name. */
  migrated: string
  seeded: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates
  }
}

export default async function makeDatabaseTemplates(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL
  const cleanups: (() => Promise<void> | void)[] = []

  if (!adminUrl) {
    const folder = mkdtempSync(join(tmpdir(), 'api-test-templates-'))
    cleanups.push(() => rmSync(folder, { recursive: true, force: true }))
    const opened = await openDatabase({ dataDir: 'memory://' })
    const dump = async (name: string) => {
      const file = join(folder, `${name}.tar`)
      writeFileSync(file, Buffer.from(await (await pgliteOf(opened).dumpDataDir('none')).arrayBuffer()))
      return file
    }
    const migrated = await dump('migrated')
    await seedIfEmpty(opened.db)
    const seeded = await dump('seeded')
    await opened.close()
    project.provide('databaseTemplates', { kind: 'pglite', migrated, seeded })
  } else {
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    const suffix = randomUUID().replaceAll('-', '')
    const names = { migrated: `api_template_migrated_${suffix}`, seeded: `api_template_seeded_${suffix}` }
    cleanups.push(async () => {
      for (const name of Object.values(names)) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await admin.end()
    })
    for (const [name, seed] of [
      [names.migrated, false],
      [names.seeded, true],
    ] as const) {
      await admin.query(`CREATE DATABASE ${name}`)
      const url = new URL(adminUrl)
      url.pathname = `/${name}`
      const opened = await openDatabase({ url: url.toString() })
      if (seed) await seedIfEmpty(opened.db)
      // A template is copied only while nobody is connected to it.
      await opened.close()
    }
    project.provide('databaseTemplates', { kind: 'postgres', ...names })
  }

  return async () => {
    for (const cleanup of cleanups) await cleanup()
  }
}

/** The PGlite client under drizzle (its `$client`). */
const pgliteOf = (opened: OpenedDatabase) => (opened.db as unknown as { $client: PGlite }).$client
