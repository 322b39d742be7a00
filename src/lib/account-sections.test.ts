import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { accountSearchSchema } from './account-sections'

describe('accountSearchSchema', () => {
  it('keeps built sections and falls back to personal information otherwise', () => {
    expect(v.parse(accountSearchSchema, { slug: 'settings' })).toEqual({ slug: 'settings' })
    expect(v.parse(accountSearchSchema, { slug: 'health_details' })).toEqual({ slug: 'health_details' })
    expect(v.parse(accountSearchSchema, {})).toEqual({ slug: 'personal-information' })
    expect(v.parse(accountSearchSchema, { slug: 'billing_and_plans' })).toEqual({ slug: 'personal-information' })
    expect(v.parse(accountSearchSchema, { slug: '<script>' })).toEqual({ slug: 'personal-information' })
  })
})
