import { describe, expect, it } from 'vitest'
import { isStrongPassword, passwordChecks, strengthSegments } from './password-rules'

describe('password rules', () => {
  it('checks each rule on its own', () => {
    expect(passwordChecks('')).toEqual({ length: false, cases: false, digit: false, symbol: false })
    expect(passwordChecks('abcdefgh')).toEqual({ length: true, cases: false, digit: false, symbol: false })
    expect(passwordChecks('aB1!')).toEqual({ length: false, cases: true, digit: true, symbol: true })
  })

  it('needs all four for a strong password', () => {
    expect(isStrongPassword('Secret12!')).toBe(true)
    expect(isStrongPassword('Secret123')).toBe(false)
    expect(isStrongPassword('secret12!')).toBe(false)
    expect(isStrongPassword('Sec12!')).toBe(false)
  })

  it('colours the bar grey when empty, red while incomplete, green when complete', () => {
    expect(strengthSegments('')).toEqual(['grey', 'grey', 'grey', 'grey'])
    expect(strengthSegments('abcdefgh')).toEqual(['red', 'grey', 'grey', 'grey'])
    expect(strengthSegments('abcdefG1')).toEqual(['red', 'red', 'red', 'grey'])
    expect(strengthSegments('abcdeG1!')).toEqual(['green', 'green', 'green', 'green'])
  })
})
