import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { normalizePhone } from '#contract/fields'
import { contactRequestSchema } from './contact-form'

const valid = {
  first_name: 'Anna',
  last_name: 'Schmidt-Weber',
  phone_number: '+49 30 1234567',
  email: 'anna@example.com',
  description: 'I would like a second opinion.',
}

/** The message keys per field for an input that differs from a valid one. */
function errorsFor(changes: Partial<typeof valid>): Record<string, string[]> {
  const result = v.safeParse(contactRequestSchema, { ...valid, ...changes })
  if (result.success) return {}
  const errors: Record<string, string[]> = {}
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? ''
    errors[key] = [...(errors[key] ?? []), issue.message]
  }
  return errors
}

describe('contactRequestSchema', () => {
  it('accepts a valid request and normalises it', () => {
    const result = v.parse(contactRequestSchema, { ...valid, first_name: '  Anna Maria ', phone_number: '+49 (30) 123-45-67' })
    expect(result.first_name).toBe('Anna Maria')
    expect(result.phone_number).toBe('+49301234567')
  })

  it('requires every field', () => {
    const result = v.safeParse(contactRequestSchema, { first_name: '', last_name: ' ', phone_number: '', email: '', description: '   ' })
    expect(result.success).toBe(false)
    const required = (result.issues ?? []).filter((issue) => issue.message === 'required').map((issue) => v.getDotPath(issue))
    expect(required).toEqual(['first_name', 'last_name', 'phone_number', 'email', 'description'])
  })

  describe('names: letters of the Latin script, starting with a letter, spaces, hyphens and apostrophes allowed', () => {
    it.each(['Anna', 'Mary Jane', 'Smith-Jones', 'de la Cruz', 'O', 'José', "O'Brien"])('accepts %j', (name) => {
      expect(errorsFor({ first_name: name, last_name: name })).toEqual({})
    })

    it.each([
      ['digits', 'Anna2'],
      ['Cyrillic', 'Анна'],
      ['a leading hyphen', '-Anna'],
      ['a tab', 'Anna\tMaria'],
      ['a line break', 'Anna\nMaria'],
      ['Arabic', 'عمر'],
    ])('rejects %s', (_, name) => {
      expect(errorsFor({ first_name: name })).toEqual({ first_name: ['only_latin_letters'] })
      expect(errorsFor({ last_name: name })).toEqual({ last_name: ['only_latin_letters'] })
    })

    it('limits the length', () => {
      expect(errorsFor({ first_name: 'A'.repeat(101) })).toEqual({ first_name: ['string_max'] })
    })
  })

  describe('phone: an international number', () => {
    it.each(['+49 30 1234567', '+1 (555) 123-4567', '+971.50.123.4567', '+4930123'])('accepts %j', (phone) => {
      expect(errorsFor({ phone_number: phone })).toEqual({})
    })

    it.each([
      ['no plus', '030 1234567'],
      ['letters', '+49 30 ABCDEFG'],
      ['too short', '+49 123'],
      ['too long', '+49 1234 5678 9012 34'],
      ['a leading zero country code', '+0 30 1234567'],
      ['two plus signs', '++49301234567'],
    ])('rejects %s', (_, phone) => {
      expect(errorsFor({ phone_number: phone })).toEqual({ phone_number: ['invalid_phone'] })
    })

    it('normalisePhone drops spaces, hyphens, dots, slashes and brackets only, and makes digits ASCII', () => {
      expect(normalizePhone('+49 (30) 123-45.67')).toBe('+49301234567')
      expect(normalizePhone('+49 30/1234567')).toBe('+49301234567')
      expect(normalizePhone('+49 30 ABC')).toBe('+4930ABC')
      expect(normalizePhone('+٤٩ ٣٠ ۱۲۳')).toBe('+4930123')
    })
  })

  describe('e-mail', () => {
    it.each(['anna@example.com', 'a.b+tag@sub.example.co.uk'])('accepts %j', (email) => {
      expect(errorsFor({ email })).toEqual({})
    })

    it.each(['anna', 'anna@', 'anna@example', 'anna@example.c', 'an na@example.com', '@example.com'])('rejects %j', (email) => {
      expect(errorsFor({ email })).toEqual({ email: ['types_email'] })
    })
  })

  it('limits the description to 5000 characters', () => {
    expect(errorsFor({ description: 'x'.repeat(5000) })).toEqual({})
    expect(errorsFor({ description: 'x'.repeat(5001) })).toEqual({ description: ['string_max'] })
  })
})
