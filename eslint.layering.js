// Layering rules (docs/CONVENTIONS.md "Layout", ADR 0013 and 0049), kept apart from eslint.config.js so
// the test in src/layering.test.ts lints fixtures against exactly these rules.
import { featureOf, layersPlugin } from './eslint.layers-plugin.js'

/** Server-only modules: what they import (secrets, cookies, the API client) must never reach the browser bundle. */
const serverOnly = {
  group: ['**/*.server', '**/*.server.ts', '**/*.server.js'],
  message: 'Server-only module: components, queries and src/lib reach the server through src/server/*.functions.ts.',
}
/** The framework's server entry points (cookies, headers, server functions). */
const frameworkServer = {
  group: ['@tanstack/react-start', '@tanstack/react-start/server'],
  message: 'src/lib stays pure: server functions and request helpers live in src/server/.',
}
/** Anything under src/server (server functions included). */
const serverFolder = {
  group: ['~/server/*', '**/server/*'],
  message: 'src/lib stays pure: it may not call server functions; queries and components do.',
}

const TESTS = /\.test\.tsx?$|\/tests?\//

/** A feature's public face: its top-level components (`src/components/<feature>/Name.tsx`). Hooks, helpers,
 * drafts, contexts and sub-folders are its internals: what a second feature needs moves to components/shared. */
const isFeatureInternal = (target) => featureOf(target) !== null && !/^src\/components\/[^/]+\/[A-Z][^/]*\.tsx$/.test(target)

/**
 * The zones (layers/zones): `from` the importing files, `target` the imported ones it may not reach.
 * Paths are repository-relative; a package is `package:<name>`. `allowTypes` lets `import type` through;
 * `reaches` also refuses a chain of runtime imports ending in the target (purity holds all the way).
 */
const zones = [
  {
    from: /^src\/components\/ui\//,
    target: (target) => !target.startsWith('package:') && !/^src\/(lib|components\/ui)\//.test(target),
    message: 'UI primitives import only src/lib and each other.',
  },
  {
    from: /^src\/components\/(form|lazy|shared)\//,
    target: (target) => featureOf(target) !== null,
    message: 'Shared component folders (form, lazy, shared) import no feature.',
  },
  {
    from: /^src\/(components|queries|lib|i18n|server)\//,
    // The server's page matcher reads routes' staticData through the route tree (ADR 0022).
    except: /^src\/server\/shared-cache\.server\.ts$/,
    target: (target) => /^src\/(routes\/|routeTree\.gen)/.test(target),
    message: 'Only the router imports routes: components, queries, lib, i18n and server code never do.',
  },
  {
    from: /^src\/components\//,
    target: (target, file) => isFeatureInternal(target) && featureOf(target) !== featureOf(file),
    message: "Another feature's internals: import its components, or move what both use to components/shared.",
  },
  {
    from: /^src\//,
    except: TESTS,
    target: (target) => target.startsWith('api/'),
    message: 'The web never imports api/: it reaches the API over GraphQL/REST, and shares rules through contract/.',
  },
  {
    from: /^src\/lib\//,
    except: TESTS,
    target: (target) => /^src\/(server|components|routes|queries)\//.test(target),
    reaches: true,
    message: 'src/lib stays pure: no server functions, components, queries or routes, not even through another module.',
  },
  {
    from: /^contract\//,
    except: TESTS,
    target: (target) =>
      target.startsWith('package:') ? !/^package:(valibot|libphonenumber-js\/min)$/.test(target) : !target.startsWith('contract/'),
    message: 'contract/ imports only itself, valibot and libphonenumber-js/min (ADR 0013).',
  },
  {
    from: /^api\//,
    target: (target) => target.startsWith('src/'),
    message: 'The API never imports the web (src/); shared rules live in contract/.',
  },
  {
    from: /^api\/src\/.+\.(resolvers|routes)\.ts$/,
    // The auth handlers read the role constants from the schema (they write through auth.service);
    // the development mailbox (never mounted in production) reads the outbox itself.
    except: /^api\/src\/(auth\/auth|dev\/mailbox)\.routes\.ts$/,
    target: (target) => target.startsWith('api/src/db/'),
    allowTypes: true,
    message: 'Resolvers and REST handlers reach the database through services (a `Database` type import is fine).',
  },
]

export const layering = [
  {
    files: ['src/**/*.{ts,tsx}', 'contract/**/*.ts', 'api/**/*.ts'],
    ignores: ['src/gql/**', 'src/routeTree.gen.ts', 'api/src/generated/**'],
    plugins: { layers: layersPlugin(zones) },
    rules: { 'layers/zones': 'error', 'layers/no-cycle': 'error' },
  },
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/queries/**/*.ts', 'src/i18n/**/*.{ts,tsx}', 'src/router.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverOnly] }] },
  },
  {
    files: ['src/lib/**/*.ts'],
    ignores: ['src/lib/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverOnly, frameworkServer, serverFolder] }] },
  },
]
