import { describe, expect, it } from 'vitest'
import { regionalTag } from './regional-locale'

describe('regionalTag', () => {
  it("takes the browser's first tag of the page's language that names a region", () => {
    expect(regionalTag('en', ['de-DE', 'en', 'en-US', 'en-GB'])).toBe('en-US')
    expect(regionalTag('de', ['de-AT', 'en-US'])).toBe('de-AT')
  })

  it("keeps the page's language when the browser prefers none of its regions", () => {
    expect(regionalTag('de', ['en-US', 'de'])).toBe('de')
    expect(regionalTag('ar', [])).toBe('ar')
  })
})
