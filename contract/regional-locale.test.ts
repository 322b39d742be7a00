import { describe, expect, it } from 'vitest'
import { acceptLanguageTags, regionalTag } from './regional-locale'

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

describe('acceptLanguageTags', () => {
  it("orders the tags by their weight, keeping the header's order among equals, without q=0 and *", () => {
    expect(acceptLanguageTags('de;q=0.5, en-US,en;q=0.9, fr;q=0, *;q=0.1')).toEqual(['en-US', 'en', 'de'])
    expect(acceptLanguageTags('en-GB, en-US')).toEqual(['en-GB', 'en-US'])
    expect(acceptLanguageTags(null)).toEqual([])
    expect(regionalTag('en', acceptLanguageTags('de-DE,en-US;q=0.8'))).toBe('en-US')
  })
})
