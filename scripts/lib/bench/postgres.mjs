// The API on PostgreSQL for the bench: with TEST_DATABASE_URL (an admin URL, as the API tests use
// it) a fresh database is created for the run and dropped after; with DATABASE_URL alone that
// database is used as it is (the API migrates it and seeds it only when empty).
import { randomUUID } from 'node:crypto'
import pg from 'pg'

export async function benchDatabase(env = process.env) {
  if (!env.TEST_DATABASE_URL) return env.DATABASE_URL ? { url: env.DATABASE_URL, label: 'DATABASE_URL', drop: async () => {} } : null
  const name = `bench_${randomUUID().replaceAll('-', '')}`
  const admin = new pg.Client({ connectionString: env.TEST_DATABASE_URL })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  const url = new URL(env.TEST_DATABASE_URL)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    label: `TEST_DATABASE_URL, fresh database ${name}`,
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await admin.end()
    },
  }
}
