import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { formatPhone, phoneField } from './phone'

describe('formatPhone', () => {
  it('groups a number the international way', () => {
    // Germany's 0151 range is handed out in blocks (01511, 01512…): libphonenumber groups by them.
    expect(formatPhone('+4915123458368')).toBe('+49 1512 3458368')
    expect(formatPhone('+4917612345678')).toBe('+49 176 12345678')
    expect(formatPhone('+493012345678')).toBe('+49 30 12345678')
    expect(formatPhone('+442079460958')).toBe('+44 20 7946 0958')
    expect(formatPhone('+971501234567')).toBe('+971 50 123 4567')
    expect(formatPhone('+79161234567')).toBe('+7 916 123 45 67')
  })

  it('gives back what it cannot read as it was', () => {
    expect(formatPhone('+49')).toBe('+49')
    expect(formatPhone('0151 234')).toBe('0151 234')
    expect(formatPhone('')).toBe('')
  })

  it('formats the numbers the phone rule accepts', () => {
    const saved = v.parse(phoneField, '+49 151 2345 8368')
    expect(saved).toBe('+4915123458368')
    expect(formatPhone(saved)).toBe('+49 1512 3458368')
  })
})
