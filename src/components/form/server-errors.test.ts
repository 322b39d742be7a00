import { describe, expect, it } from 'vitest'
import { applyServerErrors, serverErrorTarget } from './server-errors'

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

describe('serverErrorTarget', () => {
  it('puts a server message on the field as its onServer error, keeping the rest of its meta', () => {
    let meta: Record<string, unknown> = { isTouched: true, errorMap: { onDynamic: 'required' } }
    const target = serverErrorTarget(['email'] as const, { setFieldMeta: (_name, updater) => (meta = updater(meta)) })
    target.setError('email', 'taken')
    expect(target.fields).toEqual(['email'])
    expect(meta).toEqual({ isTouched: true, errorMap: { onDynamic: 'required', onServer: 'taken' } })
  })
})
