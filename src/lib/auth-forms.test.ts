import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { codeSchema, createPasswordSchema, loginSchema, enterPhoneSchema, signUpSchema } from './auth-forms'

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
    expect(
      v.safeParse(signUpSchema, { email: 'a@b.de', first_name: 'Anna-Lena', last_name: 'Meyer', password: 'Secret12!', agree: true })
        .success,
    ).toBe(true)
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

  it('accepts valid international phones only', () => {
    expect(v.safeParse(enterPhoneSchema, { phone: '+4915112345678' }).success).toBe(true)
    expect(messages(v.safeParse(enterPhoneSchema, { phone: '+4912' }))).toEqual({ phone: 'invalid_phone' })
    expect(messages(v.safeParse(enterPhoneSchema, { phone: '' }))).toEqual({ phone: 'required' })
  })
})
