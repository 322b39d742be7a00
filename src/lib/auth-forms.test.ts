import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { createPasswordSchema, internationalPhone, loginSchema, personalInfoSchema, phoneSchema, signUpSchema, codeSchema } from './auth-forms'

/** The first message per field, as the form shows it. */
const messages = (result: v.SafeParseResult<v.GenericSchema>) =>
  result.success ? {} : Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue), issue.message]).reverse())

describe('auth form schemas', () => {
  it('reports the spec messages on sign-up', () => {
    const result = v.safeParse(signUpSchema, { email: 'nope', first_name: 'Иван', last_name: '', password: 'weak', agree: false })
    expect(messages(result)).toEqual({
      email: 'types_email',
      first_name: 'only_latin_letters',
      last_name: 'required',
      password: 'password_validation',
      agree: 'please_read_and_accept',
    })
    expect(v.safeParse(signUpSchema, { email: 'a@b.de', first_name: 'Anna-Lena', last_name: 'Meyer', password: 'Secret12!', agree: true }).success).toBe(true)
  })

  it('needs both login fields', () => {
    expect(messages(v.safeParse(loginSchema, { email: '', password: '' }))).toEqual({ email: 'required', password: 'required' })
  })

  it('checks the repeated password', () => {
    expect(messages(v.safeParse(createPasswordSchema, { password: 'Secret12!', confirm_password: 'Secret12?' }))).toEqual({
      confirm_password: 'confirm_password_error',
    })
  })

  it('accepts six digits only as a code', () => {
    expect(v.safeParse(codeSchema, { code: '123456' }).success).toBe(true)
    expect(messages(v.safeParse(codeSchema, { code: '12a456' }))).toEqual({ code: 'code_digits' })
  })

  it('turns a valid phone into E.164 and refuses invalid ones', () => {
    expect(v.parse(phoneSchema, { phone: '+49 151 12345678' }).phone).toBe('+4915112345678')
    expect(messages(v.safeParse(phoneSchema, { phone: '+49 12' }))).toEqual({ phone: 'invalid_phone' })
    expect(internationalPhone('DE', '0151 12345678')).toBe('+4915112345678')
  })

  it('requires an adult birth date and a gender', () => {
    const schema = personalInfoSchema(new Date(2026, 10, 23))
    const base = { first_name: 'Ada', last_name: 'Byron', phone: '+4915112345678', date_of_birth: '1960-06-15', gender: '2' }
    expect(v.safeParse(schema, base).success).toBe(true)
    expect(messages(v.safeParse(schema, { ...base, date_of_birth: '2010-01-01', gender: '' }))).toEqual({
      date_of_birth: 'age_restriction',
      gender: 'required',
    })
  })
})
