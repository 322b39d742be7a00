import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { InvalidInputError, serverInput } from './server-input'

const schema = v.object({
  email: v.pipe(v.string(), v.maxLength(254, 'string_max'), v.regex(/^\S+@\S+$/)),
  password: v.pipe(v.string(), v.minLength(8, 'password_min')),
  age: v.optional(v.number()),
})
const validate = serverInput(schema)

function refusal(input: unknown): InvalidInputError {
  try {
    validate(input as v.InferInput<typeof schema>)
  } catch (error) {
    if (error instanceof InvalidInputError) return error
    throw error
  }
  throw new Error('the input was accepted')
}

describe('serverInput', () => {
  it('passes valid input through', () => {
    expect(validate({ email: 'a@b.c', password: 'long-enough' })).toEqual({ email: 'a@b.c', password: 'long-enough' })
  })

  it('answers field names and messages, never the values', () => {
    const error = refusal({ email: 'not-an-email-x', password: 'Secret7', age: 'forty' })
    expect(error.fieldErrors).toEqual([
      { name: 'email', messages: ['regex'] },
      { name: 'password', messages: ['password_min'] },
      { name: 'age', messages: ['number'] },
    ])
    expect(error.message).not.toMatch(/not-an-email-x|Secret7|forty/)
  })

  it('stays small whatever the size of the input', () => {
    const error = refusal({ email: 'q'.repeat(1_000_000), password: 'Secret-Password-1' })
    expect(error.message.length).toBeLessThan(200)
    expect(error.message).not.toContain('Secret-Password-1')
  })
})
