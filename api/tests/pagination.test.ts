import { asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../src/db/schema'
import { pageOfIds, type Page } from '../src/shared/pagination'
import { setupTestApi, type TestApi } from './helpers'
import { expectStatements } from './statements'

/**
 * `pageOfIds` (ADR 0052): a list's page chosen by id first, then its full rows, with the total, in one
 * statement; a page past the end counts apart, an empty first page does not.
 */

let ctx: TestApi
beforeAll(async () => {
  ctx = await setupTestApi()
})
afterAll(async () => {
  await ctx?.close()
})

const active = eq(t.doctors.status, 1)
const page = (index: number, limit: number): Page => ({ page: index, limit, offset: index * limit })

/** Active doctors' slugs by last name then id, a page at a time, through pageOfIds. */
const slugsPage = (at: Page, where = active) =>
  ctx.statements(() =>
    pageOfIds(
      ctx.db,
      { table: t.doctors, where, order: [asc(t.doctors.lastName), asc(t.doctors.id)] },
      at,
      ({ chosen, total }) =>
        ctx.db
          .with(chosen)
          .select({ slug: t.doctors.slug, total })
          .from(chosen)
          .innerJoin(t.doctors, eq(t.doctors.id, chosen.id))
          .orderBy(chosen.position),
      (found) => found.slug,
    ),
  )

describe('pageOfIds', () => {
  it('reads a page in the list order with the total of the whole list, in one statement', async () => {
    const all = await ctx.db
      .select({ slug: t.doctors.slug })
      .from(t.doctors)
      .where(active)
      .orderBy(asc(t.doctors.lastName), asc(t.doctors.id))
    expect(all.length).toBeGreaterThan(4)

    const first = await slugsPage(page(0, 3))
    expect(first.result).toEqual({
      total: all.length,
      rows: all.slice(0, 3).map((row) => row.slug),
      first: { slug: all[0]!.slug, total: all.length },
    })
    expectStatements(first.sql, 1)
    const second = await slugsPage(page(1, 3))
    expect(second.result.rows).toEqual(all.slice(3, 6).map((row) => row.slug))
    expect(second.result.total).toBe(all.length)
  })

  it('counts apart only for a page past the end', async () => {
    const past = await slugsPage(page(1000, 5))
    expect(past.result).toMatchObject({ rows: [], first: undefined })
    expect(past.result.total).toBeGreaterThan(4)
    expectStatements(past.sql, 2)

    const none = await slugsPage(page(0, 5), sql`false`)
    expect(none.result).toEqual({ total: 0, rows: [], first: undefined })
    expectStatements(none.sql, 1)
  })

  it('given the row’s columns, reads the same page as a `load` that selects them', async () => {
    const list = { table: t.doctors, where: active, order: [asc(t.doctors.lastName), asc(t.doctors.id)] }
    const { result, sql: statements } = await ctx.statements(() =>
      pageOfIds(ctx.db, list, page(1, 3), { slug: t.doctors.slug, lastName: t.doctors.lastName }),
    )
    expectStatements(statements, 1)
    const viaLoad = await slugsPage(page(1, 3))
    expect(result.total).toBe(viaLoad.result.total)
    expect(result.rows.map((row) => row.slug)).toEqual(viaLoad.result.rows)
    expect(result.rows[0]).toEqual({ slug: viaLoad.result.rows[0], lastName: expect.any(String) })
  })
})
