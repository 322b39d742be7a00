import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { accountSearchSchema } from './account-sections'
import { isBuiltAccountSlug, parseAccountSlug } from './account-slugs'

describe('accountSearchSchema', () => {
  it('keeps the slug as written and defaults to personal information', () => {
    expect(v.parse(accountSearchSchema, { slug: 'settings' })).toEqual({ slug: 'settings' })
    expect(v.parse(accountSearchSchema, { slug: 'test_results/7', biomarker: 'ldl', list_page: '2' })).toMatchObject({
      biomarker: 'ldl',
      list_page: 2,
    })
    expect(v.parse(accountSearchSchema, { slug: 'test_results', biomarker: '<b>', list_page: '0' })).toEqual({ slug: 'test_results' })
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
    expect(
      [
        'appointments',
        'personal-information',
        'settings',
        'billing_and_plans',
        'health_details',
        'med_card',
        'my_documents',
        'test_results',
      ].every(isBuiltAccountSlug),
    ).toBe(true)
    expect(['activity_track', 'ai_reports', 'nonsense', '', '<script>', undefined].some(isBuiltAccountSlug)).toBe(false)
  })
})

describe('parseAccountSlug', () => {
  it("splits my documents' folder ids off the slug, up to three", () => {
    expect(parseAccountSlug('my_documents')).toEqual({ section: 'my_documents', path: [] })
    expect(parseAccountSlug('my_documents/12/34/56')).toEqual({ section: 'my_documents', path: ['12', '34', '56'] })
  })

  it("splits one analysis' id off test results", () => {
    expect(parseAccountSlug('test_results')).toEqual({ section: 'test_results', path: [] })
    expect(parseAccountSlug('test_results/7')).toEqual({ section: 'test_results', path: ['7'] })
  })

  it('refuses deeper paths, ids that are not ids, and ids where a section takes none', () => {
    for (const slug of [
      'my_documents/1/2/3/4',
      'my_documents/abc',
      'my_documents/',
      'my_documents//1',
      'test_results/7/8',
      'test_results/x',
      'settings/1',
      'med_card/2',
      'nonsense/1',
    ]) {
      expect(parseAccountSlug(slug), slug).toBeNull()
    }
  })
})

describe('the documents and reports search', () => {
  it('keeps a valid sort, view, search, tab and day, and drops invalid ones', () => {
    expect(v.parse(accountSearchSchema, { slug: 'my_documents', sort: '5', view: 'list', q: 'x-ray' })).toMatchObject({
      sort: 5,
      view: 'list',
      q: 'x-ray',
    })
    expect(v.parse(accountSearchSchema, { slug: 'my_documents', sort: '7', view: 'table', q: 'x'.repeat(256) })).toMatchObject({
      sort: undefined,
      view: undefined,
      q: undefined,
    })
    expect(v.parse(accountSearchSchema, { slug: 'med_card', tab: 'my_reports', date: '2026-11-02' })).toMatchObject({
      tab: 'my_reports',
      date: '2026-11-02',
    })
    expect(v.parse(accountSearchSchema, { slug: 'med_card', tab: 'other', date: '2.11.2026' })).toMatchObject({
      tab: undefined,
      date: undefined,
    })
  })
})
