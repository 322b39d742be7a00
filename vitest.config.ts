import { defineConfig } from 'vitest/config'
import { fileURLToPath } from 'node:url'

// Node 20 has no Map.groupBy, which vitest 5's reporter calls when it prints failures (it then
// crashes and hides which test failed). The config runs in the reporter's process, so fill it here.
if (!('groupBy' in Map)) {
  Object.defineProperty(Map, 'groupBy', {
    value: <K, T>(items: Iterable<T>, key: (item: T, index: number) => K) => {
      const groups = new Map<K, T[]>()
      let index = 0
      for (const item of items) {
        const k = key(item, index++)
        const group = groups.get(k)
        if (group) group.push(item)
        else groups.set(k, [item])
      }
      return groups
    },
  })
}

const src = fileURLToPath(new URL('./src', import.meta.url))

/** Two projects: pure rules of the web tier, contract/ and the scripts (unit), and the API against a real database (api). */
export default defineConfig({
  resolve: { alias: { '~': src } },
  test: {
    projects: [
      {
        resolve: { alias: { '~': src } },
        // Sized for a busy 2-core machine (issue 25): the default 5 s is a wait, not a behaviour.
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'contract/**/*.test.ts', 'scripts/**/*.test.mjs'],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
      {
        // graphql 16 ships CJS (main) and ESM (module); vite would pick the ESM file for our code
        // while yoga, loaded by Node, gets CJS: two realms and "Cannot use GraphQLError from
        // another module". Pin the bare import to the CJS entry Node itself resolves.
        resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
        test: {
          name: 'api',
          include: ['api/tests/**/*.test.ts'],
          // Timed on a machine of its own: the 'ocr' project below.
          exclude: ['api/tests/lab-photos.test.ts'],
          environment: 'node',
          // Each file's database is a copy of one migrated (and seeded) once per run.
          globalSetup: ['api/tests/database-templates.ts'],
          // Two files at a time, one per core: each has its own database (in-memory PGlite, or a
          // PostgreSQL database of its own), upload folder and Redis prefix, so nothing is shared.
          // 219 s → about half on PGlite, 200 → 87 s on PostgreSQL (issue 28, CI under 30 minutes).
          fileParallelism: true,
          maxWorkers: 2,
          // The files of a worker share its modules: each file importing the API anew was a quarter
          // of the run (232 s → 120 s on PGlite). Nothing a file changes outlives it: each makes its
          // own database and API, and restores what it stubs (timers, fetch, env).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Lab photos read by OCR (issue 30): the issue asks under 20 s a photo on this 2-core
        // machine, so they are read and timed with nothing else running (one file, its own step in
        // `npm test`), not beside another test file; no database.
        test: {
          name: 'ocr',
          include: ['api/tests/lab-photos.test.ts'],
          environment: 'node',
          fileParallelism: false,
          maxWorkers: 1,
          testTimeout: 60_000,
        },
      },
    ],
  },
})
