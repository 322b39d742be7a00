import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorCode, setupTestApi, type TestApi } from './helpers'

/** The `organization` header (spec part 2 §6) is range-checked like any other id. */
let ctx: TestApi
beforeAll(async () => {
  ctx = await setupTestApi()
})
afterAll(() => ctx.close())

const DOCTORS = `{ doctors { total results { organization { id } } } }`

describe('organization header', () => {
  it('answers a clear bad-input error for an id beyond the integer range, not an internal error', async () => {
    const response = await ctx.gql(DOCTORS, {}, { organization: '12345678901234567890' })
    expect(errorCode(response)).toBe('BAD_USER_INPUT')
    expect(response.errors?.[0]?.message).toMatch(/organization/)
    expect(response.data?.doctors ?? null).toBeNull()
  })

  it('still filters by an in-range id and ignores non-numeric values', async () => {
    const filtered = await ctx.gql<{ doctors: { total: number; results: { organization: { id: string } | null }[] } }>(
      DOCTORS,
      {},
      { organization: '13' },
    )
    expect(filtered.errors).toBeUndefined()
    expect(filtered.data!.doctors.results.length).toBeGreaterThan(0)
    expect(filtered.data!.doctors.results.every((d) => d.organization?.id === '13')).toBe(true)
    const all = await ctx.gql<{ doctors: { total: number } }>(DOCTORS, {}, { organization: 'all' })
    expect(all.data!.doctors.total).toBeGreaterThan(filtered.data!.doctors.total)
  })
})
