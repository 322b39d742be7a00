import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { doctorListSearchSchema, normalizeIdList, serviceSearchSchema, specialtySearchSchema } from './list-search'

describe('doctor list search params', () => {
  it('reads every filter', () => {
    expect(
      v.parse(doctorListSearchSchema, {
        search: ' Anna ',
        specialty: 'cardiology',
        organization: '2',
        language: 'tr',
        sort: 'soonest',
        shown: 10,
      }),
    ).toEqual({
      search: 'Anna',
      specialty: 'cardiology',
      organization: 2,
      language: 'tr',
      sort: 'soonest',
      shown: 10,
    })
  })

  it('rounds shown up to a step of 5 and caps it at 100', () => {
    const shown = (value: unknown) => v.parse(specialtySearchSchema, { shown: value }).shown
    expect(shown('15')).toBe(15)
    expect(shown(7)).toBe(10)
    expect(shown(1)).toBe(5)
    expect(shown(5000)).toBe(100)
  })

  it('drops invalid values instead of failing', () => {
    expect(
      v.parse(doctorListSearchSchema, { specialty: 'Not A Slug!', organization: 'x', language: 'deutsch', sort: 'cheapest', shown: -5 }),
    ).toEqual({
      search: undefined,
      specialty: undefined,
      organization: undefined,
      language: undefined,
      sort: undefined,
      shown: undefined,
    })
    expect(v.parse(specialtySearchSchema, { shown: 2.5 }).shown).toBeUndefined()
    expect(v.parse(specialtySearchSchema, { shown: 'ten' }).shown).toBeUndefined()
  })
})

describe('service search params', () => {
  it('normalises the organisation list', () => {
    expect(v.parse(serviceSearchSchema, { organizations: '13,1,13' }).organizations).toBe('1,13')
    expect(v.parse(serviceSearchSchema, { organizations: 2 }).organizations).toBe(2)
    expect(v.parse(serviceSearchSchema, { organizations: '2' }).organizations).toBe(2)
    expect(v.parse(serviceSearchSchema, { organizations: '1,,2' }).organizations).toBeUndefined()
  })

  it('grows the doctor list in steps of 10 and keeps the name and specialty filters', () => {
    const shown = (value: unknown) => v.parse(serviceSearchSchema, { shown: value }).shown
    expect(shown('20')).toBe(20)
    expect(shown(11)).toBe(20)
    expect(shown(5000)).toBe(100)
    expect(shown(0)).toBeUndefined()
    expect(v.parse(serviceSearchSchema, { search: ' Anna ', specialty: 'neurology' })).toMatchObject({
      search: 'Anna',
      specialty: 'neurology',
    })
    expect(v.parse(serviceSearchSchema, { specialty: 'Not A Slug!' }).specialty).toBeUndefined()
  })

  it('joins ids uniquely in ascending order', () => {
    expect(normalizeIdList(['13', '2', '2', 'x'])).toBe('2,13')
    expect(normalizeIdList([])).toBe('')
  })
})
