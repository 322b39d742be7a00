import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localFileStorage } from '../src/adapters/storage';
import type { Logger } from 'drizzle-orm';
import pg from 'pg';
import { createApi, type ApiDeps } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import { seedIfEmpty } from '../src/db/seed';
import { readEnv, type Env } from '../src/env';
import * as t from '../src/db/schema';
import { hashPassword } from '../src/auth/passwords';
import { startSession } from '../src/auth/sessions';

export type GraphQLResponse<T = Record<string, unknown>> = {
  status: number;
  data?: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
};

/**
 * One database per test file: in-memory PGlite, or a fresh PostgreSQL database when
 * TEST_DATABASE_URL is set. A whole database rather than a schema, because drizzle-kit
 * qualifies foreign keys with "public" and would reach outside a per-file schema.
 */
export async function openTestDatabase(logger?: Logger): Promise<{ db: Database; close: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return openDatabase({ dataDir: 'memory://', logger });

  const name = `api_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const opened = await openDatabase({ url: url.toString(), logger });
  return {
    db: opened.db,
    close: async () => {
      await opened.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

export const TEST_AUTH_SECRET = 'test-secret-test-secret-test-secret-0123456789';
export const testEnv = (overrides: Record<string, string> = {}): Env =>
  readEnv({ NODE_ENV: 'test', AUTH_SECRET: TEST_AUTH_SECRET, LOG_LEVEL: 'silent', ...overrides });

/** `logger` sees every SQL query (e.g. to count round trips per request). */
export async function setupTestApi({ logger }: { logger?: Logger } = {}) {
  const database = await openTestDatabase(logger);
  await seedIfEmpty(database.db);
  // Uploaded files of this test file go to a fresh temporary folder, never the repository's data dir.
  const filesDir = mkdtempSync(join(tmpdir(), 'api-test-files-'));
  const storage = localFileStorage(filesDir);
  const makeApi = (deps: Partial<Omit<ApiDeps, 'db'>> = {}) => createApi({ db: database.db, env: testEnv(), storage, ...deps });
  const api = makeApi();

  async function gql<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    headers: Record<string, string> = {},
    target = api,
  ): Promise<GraphQLResponse<T>> {
    const response = await target.fetch(
      new Request('http://api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query, variables }),
      }),
    );
    const body: Omit<GraphQLResponse<T>, 'status'> = await response.json();
    return { status: response.status, ...body };
  }

  return { db: database.db, api, makeApi, gql, storage, filesDir, close: database.close };
}

export type TestApi = Awaited<ReturnType<typeof setupTestApi>>;

/** The first error's extension code, for compact assertions. */
export const errorCode = (response: GraphQLResponse) => response.errors?.[0]?.extensions?.code;

let patientCounter = 0;

/**
 * A verified patient created straight in the database, signed in with a real session: the
 * fixture for tests that are about what a patient may do, not how they signed up.
 */
export async function createSignedInPatient(db: Database, overrides: Partial<typeof t.users.$inferInsert> = {}) {
  patientCounter += 1;
  const password = 'Sunny-Day-42';
  const [user] = await db
    .insert(t.users)
    .values({
      email: `patient${patientCounter}-${randomUUID().slice(0, 8)}@example.test`,
      firstName: 'Test',
      lastName: 'Patient',
      emailVerified: true,
      passwordHash: await hashPassword(password),
      ...overrides,
    })
    .returning();
  const tokens = await startSession(db, TEST_AUTH_SECRET, user!.id);
  return { user: user!, password, ...tokens, headers: { authorization: `Bearer ${tokens.token}` } };
}

/** A REST call through api.fetch: JSON in, status, headers and parsed JSON out. */
// Tests read answers loosely; each assertion checks the shape it needs.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function rest<T = any>(
  api: { fetch: (request: Request) => Response | Promise<Response> },
  method: 'GET' | 'POST',
  path: string,
  { body, headers = {} }: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: Headers; json: T }> {
  const response = await api.fetch(
    new Request(`http://api${path}`, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
  return { status: response.status, headers: response.headers, json: (await response.json()) as T };
}
