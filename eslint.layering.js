// Layering rules of the web tier (docs/CONVENTIONS.md "Layers"), kept apart from eslint.config.js so
// the test in src/layering.test.ts lints fixtures against exactly these rules.

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

export const layering = [
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
