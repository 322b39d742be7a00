import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SignUpSchema } from '../../api/src/auth/auth.validation'
import { validate } from '../../api/src/shared/validation'
import { UpdatePatientSchema } from '../../api/src/users/users.validation'
import { personalInfoSchema } from './account-forms'
import { signUpSchema } from './auth-forms'
import { passwordChecks } from './password-rules'

/**
 * The web's forms and the API's request schemas must agree on every input: both tiers validate with
 * the rules in contract/. Each case here once drifted (issue 9).
 */

const webIssues = (schema: v.GenericSchema, input: unknown) =>
  Object.fromEntries(
    (v.safeParse(schema, input, { abortPipeEarly: true }).issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]),
  )
const apiIssues = (schema: v.GenericSchema, input: unknown) => {
  const result = validate(schema, input)
  return result.ok ? {} : Object.fromEntries(result.errors.map((error) => [error.name, error.messages[0]]))
}

describe('password: upper and lower case letters of any script', () => {
  const signUp = { email: 'anna@example.com', first_name: 'Anna', last_name: 'Berg' }

  it.each(['Пароль12!', 'Secret12!', 'Straße12!'])('%s is strong on both tiers', (password) => {
    expect(Object.values(passwordChecks(password)).every(Boolean)).toBe(true)
    expect(webIssues(signUpSchema, { ...signUp, password, agree: true })).toEqual({})
    expect(apiIssues(SignUpSchema, { ...signUp, password })).toEqual({})
  })

  it.each(['пароль12!', 'ПАРОЛЬ12!', 'Пароль12', 'Пароль!!', 'Пар12!'])('%s is weak on both tiers', (password) => {
    expect(Object.values(passwordChecks(password)).every(Boolean)).toBe(false)
    expect(webIssues(signUpSchema, { ...signUp, password, agree: true })).toEqual({ password: 'password_validation' })
    expect(apiIssues(SignUpSchema, { ...signUp, password })).toEqual({ password: 'password_validation' })
  })
})

describe('age: whole years between calendar dates, today being the UTC date', () => {
  const profile = { first_name: 'Anna', last_name: 'Berg', phone: '+4915112345678', gender: '2' }
  const zone = process.env.TZ

  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    process.env.TZ = zone
  })

  const both = (date_of_birth: string) => ({
    web: webIssues(personalInfoSchema, { ...profile, date_of_birth }).date_of_birth ?? 'ok',
    api: apiIssues(UpdatePatientSchema, { date_of_birth }).date_of_birth ?? 'ok',
  })

  // 20:00 UTC on 23 November is already 24 November in Auckland and still 23 November in Los Angeles.
  it.each([
    ['Pacific/Auckland', '2026-11-23T20:00:00Z'],
    ['America/Los_Angeles', '2026-11-24T03:00:00Z'],
    ['UTC', '2026-11-23T23:59:59Z'],
  ])('in %s at %s: 18 today is accepted, 18 tomorrow is refused, on both tiers', (timeZone, now) => {
    process.env.TZ = timeZone
    vi.setSystemTime(new Date(now))
    const today = now.slice(0, 10)
    const [year, month, day] = today.split('-').map(Number) as [number, number, number]
    const tomorrow = new Date(Date.UTC(year - 18, month - 1, day + 1)).toISOString().slice(0, 10)
    expect(both(`${year - 18}-${today.slice(5)}`)).toEqual({ web: 'ok', api: 'ok' })
    expect(both(tomorrow)).toEqual({ web: 'age_restriction', api: 'age_restriction' })
  })

  it('counts a 29 February birthday from 1 March in common years', () => {
    vi.setSystemTime(new Date('2026-02-28T12:00:00Z'))
    expect(both('2008-02-29')).toEqual({ web: 'age_restriction', api: 'age_restriction' })
    vi.setSystemTime(new Date('2026-03-01T00:00:00Z'))
    expect(both('2008-02-29')).toEqual({ web: 'ok', api: 'ok' })
  })
})

describe('names and digits as people type them (issue 10)', () => {
  const signUp = { email: 'anna@example.com', password: 'Secret12!' }

  it.each(['Jürgen Müller', 'Hélène', 'Çelik', "O'Neil", 'O’Neil'])('%s is a name on both tiers', (name) => {
    expect(webIssues(signUpSchema, { ...signUp, first_name: name, last_name: name, agree: true })).toEqual({})
    expect(apiIssues(SignUpSchema, { ...signUp, first_name: name, last_name: name })).toEqual({})
    expect(apiIssues(UpdatePatientSchema, { first_name: name, last_name: name })).toEqual({})
  })

  it.each(['Юрген', 'عمر', 'Anna2'])('%s is refused on both tiers', (name) => {
    expect(webIssues(signUpSchema, { ...signUp, first_name: name, last_name: 'Berg', agree: true })).toEqual({
      first_name: 'only_latin_letters',
    })
    expect(apiIssues(SignUpSchema, { ...signUp, first_name: name, last_name: 'Berg' })).toEqual({ first_name: 'only_latin_letters' })
  })

  it('an Arabic-Indic phone is the same E.164 number on both tiers', () => {
    const profile = { first_name: 'Anna', last_name: 'Berg', date_of_birth: '1990-05-01', gender: '2' }
    expect(webIssues(personalInfoSchema, { ...profile, phone: '+٤٩١٥١١٢٣٤٥٦٧٨' })).toEqual({})
    const api = validate(UpdatePatientSchema, { phone: '+٤٩١٥١١٢٣٤٥٦٧٨' })
    expect(api.ok && api.value.phone).toBe('+4915112345678')
  })
})
