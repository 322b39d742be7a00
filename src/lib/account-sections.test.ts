import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { accountSearchSchema, isBuiltAccountSlug } from './account-sections'

describe('accountSearchSchema', () => {
  it('keeps the slug as written and defaults to personal information', () => {
    expect(v.parse(accountSearchSchema, { slug: 'settings' })).toEqual({ slug: 'settings' })
    expect(v.parse(accountSearchSchema, {})).toEqual({ slug: 'personal-information' })
    expect(v.parse(accountSearchSchema, { slug: 'nonsense' })).toEqual({ slug: 'nonsense' })
    expect(v.parse(accountSearchSchema, { slug: 42 })).toEqual({ slug: '42' })
    // Not a slug at all (an array or object from the query string): no section, not the default.
    expect(v.parse(accountSearchSchema, { slug: ['settings'] })).toEqual({ slug: '' })
  })

  it("reads billing's add-card action and history page, dropping anything else", () => {
    expect(v.parse(accountSearchSchema, { slug: 'billing_and_plans', action: 'add_card', history: '2' })).toMatchObject({
      action: 'add_card',
      history: 2,
    })
    expect(v.parse(accountSearchSchema, { slug: 'billing_and_plans', action: 'drop_tables', history: '-1' })).toMatchObject({
      action: undefined,
      history: undefined,
    })
  })
})

describe('isBuiltAccountSlug', () => {
  it('is true only for the sections that are built', () => {
    expect(['appointments', 'personal-information', 'settings', 'billing_and_plans', 'health_details'].every(isBuiltAccountSlug)).toBe(true)
    expect(['med_card', 'nonsense', '', '<script>', undefined].some(isBuiltAccountSlug)).toBe(false)
  })
})
