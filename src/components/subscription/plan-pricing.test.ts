import { describe, expect, it } from 'vitest'
import { featureValue } from './plan-pricing'

describe('featureValue', () => {
  it('words each kind of plan feature for the comparison table', () => {
    expect(featureValue(undefined)).toEqual({ kind: 'no' })
    expect(featureValue({ unit: 'no_access', value: null })).toEqual({ kind: 'no' })
    expect(featureValue({ unit: 'gb', value: 50 })).toEqual({ kind: 'gb', value: 50 })
    expect(featureValue({ unit: 'month', value: 20 })).toEqual({ kind: 'per_month', value: 20 })
    expect(featureValue({ unit: 'has_access', value: null, options: [] })).toEqual({ kind: 'yes' })
  })

  it("shows a discount's percent rather than a tick", () => {
    expect(featureValue({ unit: 'has_access', value: 10, options: [{ type: 3, limit: 10 }] })).toEqual({ kind: 'percent', value: 10 })
  })
})
