import { ESLint } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, expect, it } from 'vitest'
import { layering } from '../eslint.layering.js'
import { resolveImport } from '../eslint.layers-plugin.js'

const eslint = new ESLint({ overrideConfigFile: true, overrideConfig: [{ files: ['**/*.{ts,tsx}'] }, tseslint.configs.base, ...layering] })

/** Lints a snippet as if it were the file at `filePath`, with only the layering rules on: the lines refused, and by which rule. */
async function violations(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return [...new Set((result?.messages ?? []).map((message) => `${message.line}: ${message.ruleId}`))]
}

const restricted = (...lines: number[]) => lines.map((line) => `${line}: no-restricted-imports`)
const zone = ['1: layers/zones']
const cycle = ['1: layers/no-cycle']

describe('layering (eslint.layering.js)', () => {
  it('keeps *.server.ts modules out of components and queries, type imports included', async () => {
    expect(await violations('src/components/auth/X.tsx', "import type { AuthFailure } from '~/server/auth.server'\n")).toEqual(
      restricted(1),
    )
    expect(await violations('src/components/account/X.tsx', "import { apiRequest } from '../../server/api.server'\n")).toEqual(
      restricted(1),
    )
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
      "import { HEALTH_OPTIONS } from '#contract/health-options'",
      '',
    ].join('\n')
    expect(await violations('src/lib/x.ts', code)).toEqual([
      '1: no-restricted-imports',
      '2: no-restricted-imports',
      '3: no-restricted-imports',
      '3: layers/zones',
      '4: no-restricted-imports',
      '4: layers/zones',
    ])
  })

  it('leaves server code and lib tests alone', async () => {
    expect(await violations('src/server/x.functions.ts', "import { signIn } from './auth.server'\n")).toEqual([])
    expect(await violations('src/lib/x.test.ts', "import { createIsomorphicFn } from '@tanstack/react-start'\n")).toEqual([])
  })

  // The seven imports issue 27 found passing lint: each is refused now (ADR 0049).
  describe('zones (layers/zones)', () => {
    it('ui primitives import only src/lib: not a feature component', async () => {
      expect(
        await violations('src/components/ui/x.tsx', "import { AppointmentCard } from '~/components/appointments/AppointmentCard'\n"),
      ).toEqual(zone)
      expect(await violations('src/components/ui/x.tsx', "import { cn } from '~/lib/utils'\nimport { Button } from './button'\n")).toEqual(
        [],
      )
    })

    it('a feature component never imports a route', async () => {
      expect(await violations('src/components/doctors/X.tsx', "import { Route } from '~/routes/{-$lang}/doctors/index'\n")).toEqual(zone)
    })

    it('the web never imports api/, its database least of all', async () => {
      expect(await violations('src/server/x.server.ts', "import { createDatabase } from '../../api/src/db/client'\n")).toEqual(zone)
    })

    it('a resolver reaches the database only through services (the Database type aside)', async () => {
      expect(await violations('api/src/doctors/x.resolvers.ts', "import { doctors } from '../db/schema'\n")).toEqual(zone)
      expect(await violations('api/src/doctors/x.routes.ts', "import { db } from '../db/client'\n")).toEqual(zone)
      expect(
        await violations(
          'api/src/doctors/x.resolvers.ts',
          "import type { Database } from '../db/client'\nimport { findDoctors } from './doctors.service'\n",
        ),
      ).toEqual([])
    })

    it('src/lib reaches no server function, not even through an i18n module', async () => {
      expect(await violations('src/lib/x.ts', "import { ensureMessages } from '~/i18n/messages'\n")).toEqual(zone)
      expect(await violations('src/lib/x.ts', "import { intlFor } from '~/i18n/intl'\n")).toEqual([])
    })

    it('contract/ imports neither src, api nor Node', async () => {
      expect(await violations('contract/x.ts', "import { cn } from '../src/lib/utils'\n")).toEqual(zone)
      expect(await violations('contract/x.ts', "import { env } from '../api/src/env'\n")).toEqual(zone)
      expect(await violations('contract/x.ts', "import { isIP } from 'node:net'\n")).toEqual(zone)
      expect(await violations('contract/x.ts', "import * as v from 'valibot'\nimport { isEmail } from './fields'\n")).toEqual([])
    })

    it('sees through the #contract/ subpath import (package.json "imports") as it sees through relative paths', async () => {
      expect(resolveImport('api/src/shared/x.ts', '#contract/fields')).toBe('contract/fields.ts')
      expect(await violations('src/lib/x.ts', "import { isEmail } from '#contract/fields'\n")).toEqual([])
    })

    it("one feature reaches another's components, not its internals (helpers, hooks, sub-folders)", async () => {
      expect(
        await violations('src/components/account/X.tsx', "import { statusOf } from '~/components/appointments/appointment-helpers'\n"),
      ).toEqual(zone)
      expect(await violations('src/components/account/X.tsx', "import { LoginStep } from '~/components/auth/steps/LoginStep'\n")).toEqual(
        zone,
      )
      expect(
        await violations('src/components/account/X.tsx', "import { StatusBadge } from '~/components/appointments/StatusBadge'\n"),
      ).toEqual([])
    })

    it('shared component folders import no feature', async () => {
      expect(await violations('src/components/form/x.tsx', "import { AuthAlert } from '~/components/auth/AuthAlert'\n")).toEqual(zone)
    })
  })

  describe('cycles (layers/no-cycle)', () => {
    it('refuses an import that closes a loop between files', async () => {
      // AppointmentCard.tsx imports appointment-helpers.ts, which may not import it back.
      expect(
        await violations('src/components/appointments/appointment-helpers.ts', "import { AppointmentCard } from './AppointmentCard'\n"),
      ).toEqual(cycle)
    })

    it('lets a type-only or lazy import back through: neither runs the module early', async () => {
      const back = "import type { AppointmentCard } from './AppointmentCard'\nexport const load = () => import('./AppointmentCard')\n"
      expect(await violations('src/components/appointments/appointment-helpers.ts', back)).toEqual([])
    })

    it('refuses a feature importing a feature that imports it (appointments → payments exists)', async () => {
      expect(
        await violations('src/components/payments/X.tsx', "import { StatusBadge } from '~/components/appointments/StatusBadge'\n"),
      ).toEqual(cycle)
    })

    it('finds cycles in the API as well', async () => {
      // context.ts → loaders.ts → doctors.service.ts: the service may not import the context back.
      expect(await violations('api/src/doctors/doctors.service.ts', "import { requirePatient } from '../graphql/context'\n")).toEqual(cycle)
    })
  })
})
