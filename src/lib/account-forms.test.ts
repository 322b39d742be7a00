import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { ageOn } from '#contract/dates'
import { birthYears, changePasswordSchema, daysInMonth, personalInfoDefaults, personalInfoSchema } from './account-forms'

describe('date of birth helpers', () => {
  it('offers the years now-18 down to now-100', () => {
    const years = birthYears('2026-11-23')
    expect(years[0]).toBe(2008)
    expect(years.at(-1)).toBe(1926)
    expect(years).toHaveLength(83)
  })

  it('counts days per month, February following the year', () => {
    expect(daysInMonth(2024, 2)).toBe(29)
    expect(daysInMonth(2023, 2)).toBe(28)
    expect(daysInMonth(2023, 4)).toBe(30)
    expect(daysInMonth(2023, 12)).toBe(31)
  })

  it('computes age on a day', () => {
    expect(ageOn('2008-11-23', '2026-11-23')).toBe(18)
    expect(ageOn('2008-11-24', '2026-11-23')).toBe(17)
  })
})

const messages = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input, { abortPipeEarly: true })
  return result.success ? {} : Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue), issue.message]))
}

describe('personalInfoSchema', () => {
  const valid = { first_name: 'Anna', last_name: 'Lee', phone: '+4930901820', date_of_birth: '1960-06-15', gender: '2' }
  it('accepts a complete profile', () => {
    expect(messages(personalInfoSchema, valid)).toEqual({})
  })
  it('names each broken rule', () => {
    expect(
      messages(personalInfoSchema, { ...valid, first_name: 'Йорг', phone: '+49 12', date_of_birth: '2020-01-01', gender: '' }),
    ).toEqual({
      first_name: 'only_latin_letters',
      phone: 'invalid_phone',
      date_of_birth: 'age_restriction',
      gender: 'required',
    })
  })
})

describe('changePasswordSchema', () => {
  it('wants a strong new password repeated exactly', () => {
    expect(messages(changePasswordSchema, { current_password: 'x', password: 'Strong-Pass1', repeat_password: 'Strong-Pass1' })).toEqual({})
    expect(messages(changePasswordSchema, { current_password: '', password: 'weak', repeat_password: 'weak' })).toEqual({
      current_password: 'required',
      password: 'password_validation',
    })
    expect(messages(changePasswordSchema, { current_password: 'x', password: 'Strong-Pass1', repeat_password: 'Strong-Pass2' })).toEqual({
      repeat_password: 'passwords_not_match',
    })
  })
})

describe('one message per empty field', () => {
  it('an empty required field says only required', () => {
    const result = v.safeParse(personalInfoSchema, { first_name: '', last_name: '', phone: '', date_of_birth: '', gender: '' })
    const byField = new Map<string, string[]>()
    for (const issue of result.issues ?? [])
      byField.set(v.getDotPath(issue)!, [...(byField.get(v.getDotPath(issue)!) ?? []), issue.message])
    expect(Object.fromEntries(byField)).toEqual({
      first_name: ['required'],
      last_name: ['required'],
      phone: ['required'],
      date_of_birth: ['required'],
      gender: ['required'],
    })
  })
})

describe('personalInfoDefaults', () => {
  it('starts from the saved user, with empty text and the picker default where nothing is saved', () => {
    expect(
      personalInfoDefaults({ first_name: 'Anna', last_name: null, phone: '+4930901820', date_of_birth: '1987-02-14', gender: 2 }),
    ).toEqual({
      first_name: 'Anna',
      last_name: '',
      phone: '+4930901820',
      date_of_birth: '1987-02-14',
      gender: '2',
    })
    expect(personalInfoDefaults({})).toEqual({ first_name: '', last_name: '', phone: '', date_of_birth: '', gender: '' })
  })
})
