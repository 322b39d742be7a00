import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { isModifiedClick, returnPathParam } from './return-path'

const parse = (value: unknown) => v.parse(returnPathParam, value)

describe('returnPathParam', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(parse('/de/account?slug=health_details')).toBe('/de/account?slug=health_details')
    expect(parse('/doctors#top')).toBe('/doctors#top')
  })

  it('drops other origins, protocol-relative and scripted targets', () => {
    for (const value of ['https://evil.example/x', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/\t/evil.example']) {
      expect(parse(value), value).toBeUndefined()
    }
  })

  it('drops values that are not text, and an absent value stays absent', () => {
    expect(parse(42)).toBeUndefined()
    expect(parse(undefined)).toBeUndefined()
  })
})

describe('isModifiedClick', () => {
  const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false }
  it('leaves new-tab and middle clicks to the browser', () => {
    expect(isModifiedClick(plain)).toBe(false)
    expect(isModifiedClick({ ...plain, ctrlKey: true })).toBe(true)
    expect(isModifiedClick({ ...plain, button: 1 })).toBe(true)
  })
})
