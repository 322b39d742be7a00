import { describe, expect, it } from 'vitest'
import type { Resolvers } from '../src/generated/resolvers-types'
import { combineResolvers, domainResolvers } from '../src/graphql/resolvers'

describe('resolver map', () => {
  it('keeps type field resolvers (e.g. Doctor.lowestPrice), not only Query and Mutation', () => {
    const lowestPrice = () => 1
    const doctors = () => ({ total: 0, total_capped: false, results: [] })
    const merged = combineResolvers([{ Query: { doctors } }, { Doctor: { lowestPrice } }])
    expect(merged.Query).toMatchObject({ doctors })
    expect(merged.Doctor).toMatchObject({ lowestPrice })
  })

  it('holds every field resolver of every domain', () => {
    const merged: Record<string, unknown> = combineResolvers(domainResolvers)
    const fields = domainResolvers.flatMap((domain: Resolvers) =>
      Object.entries(domain).flatMap(([type, map]) => Object.entries(map ?? {}).map(([field, fn]) => ({ type, field, fn }))),
    )
    expect(fields.length).toBeGreaterThan(0)
    for (const { type, field, fn } of fields) {
      expect((merged[type] as Record<string, unknown> | undefined)?.[field], `${type}.${field}`).toBe(fn)
    }
  })
})
