// Flat config: recommended JS and TypeScript rules (not type-checked, to stay fast), React hook
// rules for components, and browser/node globals.
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { defineConfig } from 'eslint/config'
import { layering } from './eslint.layering.js'

export default defineConfig(
  {
    ignores: [
      'dist/',
      'node_modules/',
      'src/gql/',
      'src/routeTree.gen.ts',
      'bench/reference/dist/',
      'bench/reference/src/routeTree.gen.ts',
      'api/src/generated/',
      'api/drizzle/',
      'test-results/',
      'playwright-report/',
      'data/',
      '.tanstack/',
      '.output/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // One validator adapter (src/lib/server-input.ts): a schema handed to .validator() directly
    // makes Start answer bad input with valibot's issues, values and passwords included.
    files: ['src/server/**/*.functions.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='validator']:not([arguments.0.callee.name='serverInput']):not([arguments.0.type='ArrowFunctionExpression'])",
          message: 'Validate server-function input with .validator(serverInput(schema)) so errors never echo the input.',
        },
      ],
    },
  },
  ...layering,
)
