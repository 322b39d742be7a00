import { describe, expect, it } from 'vitest'
import { applyServerErrors } from './server-errors'

describe('applyServerErrors', () => {
  it('puts the first message of each known field on it and reports whether any matched', () => {
    const set: [string, string][] = []
    const applied = applyServerErrors(
      [
        { name: 'phone', messages: ['invalid_phone', 'required'] },
        { name: 'unknown', messages: ['x'] },
        { name: 'city', messages: [] },
      ],
      ['phone', 'city'] as const,
      (name, message) => set.push([name, message]),
    )
    expect(applied).toBe(true)
    expect(set).toEqual([['phone', 'invalid_phone']])
    expect(applyServerErrors([{ name: 'input', messages: ['not_found'] }], ['phone'] as const, () => {})).toBe(false)
  })
})
