import { describe, expect, it } from 'vitest'
import { starFills } from './rating'

describe('starFills', () => {
  it('fills five stars for 5', () => {
    expect(starFills(5)).toEqual(['full', 'full', 'full', 'full', 'full'])
  })

  it('rounds to the nearest half', () => {
    expect(starFills(4.5)).toEqual(['full', 'full', 'full', 'full', 'half'])
    expect(starFills(4.3)).toEqual(['full', 'full', 'full', 'full', 'half'])
    expect(starFills(4.2)).toEqual(['full', 'full', 'full', 'full', 'empty'])
    expect(starFills(4.8)).toEqual(['full', 'full', 'full', 'full', 'full'])
    expect(starFills(0.5)).toEqual(['half', 'empty', 'empty', 'empty', 'empty'])
  })

  it('clamps values outside 0–5', () => {
    expect(starFills(7)).toEqual(starFills(5))
    expect(starFills(-1)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty'])
    expect(starFills(Number.NaN)).toEqual(starFills(0))
  })
})
