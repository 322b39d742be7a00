import { describe, expect, it } from 'vitest'
import { errorMessageKeys } from './form-errors'

describe('errorMessageKeys', () => {
  it('reads strings and issue objects, dropping duplicates and junk', () => {
    expect(
      errorMessageKeys([
        'required',
        { message: 'invalid_phone', path: ['phone_number'] },
        { message: 'required' },
        undefined,
        null,
        42,
        {},
      ]),
    ).toEqual(['required', 'invalid_phone'])
  })

  it('returns nothing for no errors', () => {
    expect(errorMessageKeys([])).toEqual([])
  })
})
