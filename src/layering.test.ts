import { ESLint } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, expect, it } from 'vitest'
import { layering } from '../eslint.layering.js'

const eslint = new ESLint({ overrideConfigFile: true, overrideConfig: [{ files: ['**/*.{ts,tsx}'] }, tseslint.configs.base, ...layering] })

/** Lints a snippet as if it were the file at `filePath`, with only the layering rules on: the lines refused, and by which rule. */
async function violations(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return [...new Set((result?.messages ?? []).map((message) => `${message.line}: ${message.ruleId}`))]
}

const restricted = (...lines: number[]) => lines.map((line) => `${line}: no-restricted-imports`)

describe('layering (eslint.layering.js)', () => {
  it('keeps *.server.ts modules out of components and queries, type imports included', async () => {
    expect(await violations('src/components/auth/X.tsx', "import type { AuthFailure } from '~/server/auth.server'\n")).toEqual(restricted(1))
    expect(await violations('src/components/account/X.tsx', "import { apiRequest } from '../../server/api.server'\n")).toEqual(restricted(1))
    expect(await violations('src/queries/x.ts', "import { fetchCurrentUser } from '~/server/session.server'\n")).toEqual(restricted(1))
  })

  it('lets components and queries call server functions', async () => {
    expect(await violations('src/components/auth/X.tsx', "import { signInFn } from '~/server/auth.functions'\n")).toEqual([])
    expect(await violations('src/queries/x.ts', "import { getCurrentUser } from '~/server/session.functions'\n")).toEqual([])
  })

  it('keeps src/lib pure: no server functions, server modules or framework-server imports', async () => {
    const code = [
      "import { setCookie } from '@tanstack/react-start/server'",
      "import { createIsomorphicFn } from '@tanstack/react-start'",
      "import { signInFn } from '~/server/auth.functions'",
      "import type { RestResult } from '~/server/api-rest.server'",
      "import * as v from 'valibot'",
      "import { HEALTH_OPTIONS } from '../../contract/health-options'",
      '',
    ].join('\n')
    expect(await violations('src/lib/x.ts', code)).toEqual(restricted(1, 2, 3, 4))
  })

  it('leaves server code and lib tests alone', async () => {
    expect(await violations('src/server/x.functions.ts', "import { signIn } from './auth.server'\n")).toEqual([])
    expect(await violations('src/lib/x.test.ts', "import { createIsomorphicFn } from '@tanstack/react-start'\n")).toEqual([])
  })
})
