import { expect } from 'vitest'
import type { TestApi } from './helpers'

/**
 * The N+1 guard's tools: how many SQL statements reach the database driver (PGlite or a pg
 * connection, BEGIN/COMMIT included; see `onStatement` in api/src/db/client.ts) while one
 * GraphQL operation runs. A test names the exact count, so a change that adds a statement per row
 * or per field fails with the statements listed.
 */
export type Operation = {
  query: string
  variables?: Record<string, unknown>
  headers?: Record<string, string>
}

/** The statements one operation sends; the operation must answer data without errors. */
export async function statementsOf(ctx: TestApi, operation: Operation): Promise<string[]> {
  const { result, sql } = await ctx.statements(() => ctx.gql(operation.query, operation.variables, operation.headers))
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined()
  return sql
}

/**
 * With the public catalog cache emptied first (cold) and for the same operation right after it
 * (warm): the warm count is what a busy catalogue costs per request, usually nothing.
 */
export async function coldAndWarm(ctx: TestApi, operation: Operation): Promise<{ cold: string[]; warm: string[] }> {
  await ctx.catalogCache.invalidate()
  const cold = await statementsOf(ctx, operation)
  const warm = await statementsOf(ctx, operation)
  return { cold, warm }
}

/** `expect` with the statements in the failure message, so a new one is easy to find. */
export function expectStatements(statements: string[], count: number, label = 'SQL statements') {
  expect(statements, `${label}:\n${statements.map((s, i) => `${i + 1}. ${s.replace(/\s+/g, ' ').slice(0, 300)}`).join('\n')}`).toHaveLength(
    count,
  )
}
