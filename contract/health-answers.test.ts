import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { defaultMeasureUnits, healthAnswersSchema, measureErrors, measureIssue, measureRange, withMeasureUnits } from './health-answers'

const issues = (input: unknown) =>
  Object.fromEntries((v.safeParse(healthAnswersSchema, input).issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]))

describe('health measures: a range per unit', () => {
  it.each([
    ['height', 'cm', 50, 272],
    ['height', 'in', 19, 108],
    ['weight', 'kg', 2, 650],
    ['weight', 'lbs', 4, 1434],
  ] as const)('%s in %s is %d to %d', (measure, unit, min, max) => {
    expect(measureRange(measure, unit)).toEqual({ min, max })
    expect(measureIssue(measure, min, unit)).toBeNull()
    expect(measureIssue(measure, max, unit)).toBeNull()
    expect(measureIssue(measure, min - 0.5, unit)).toBe('number_range')
    expect(measureIssue(measure, max + 0.5, unit)).toBe('number_range')
    expect(issues({ [measure]: min, [`${measure}Unit`]: unit })).toEqual({})
    expect(issues({ [measure]: max + 1, [`${measure}Unit`]: unit })).toEqual({ [measure]: 'number_range' })
  })

  it('without a unit, a number is checked against the widest range', () => {
    expect(measureRange('height', null)).toEqual({ min: 19, max: 272 })
    expect(issues({ height: 100 })).toEqual({})
    expect(issues({ height: 9999 })).toEqual({ height: 'number_range' })
    expect(issues({ height: -5 })).toEqual({ height: 'number_range' })
    expect(issues({ weight: 0 })).toEqual({ weight: 'number_range' })
  })

  it('NaN is invalid_number, not required', () => {
    expect(measureIssue('height', Number.NaN, 'cm')).toBe('invalid_number')
    expect(issues({ height: Number.NaN, heightUnit: 'cm' })).toEqual({ height: 'invalid_number' })
    expect(issues({ height: '172', heightUnit: 'cm' })).toEqual({ height: 'invalid_number' })
  })

  it('measureErrors names the measures out of their unit range (a patch or merged answers)', () => {
    expect(measureErrors({ height: 172, heightUnit: 'cm', weight: 70, weightUnit: 'kg' })).toEqual([])
    expect(measureErrors({ height: 172, heightUnit: 'in', weight: 1000, weightUnit: 'kg' })).toEqual(['height', 'weight'])
    expect(measureErrors({ height: null, heightUnit: 'in' })).toEqual([])
  })
})

describe('health measures: a unit by language and region, never missing (issue 26 #9)', () => {
  it.each([
    ['de', 'cm', 'kg'],
    ['ru', 'cm', 'kg'],
    ['ar', 'cm', 'kg'],
    ['en', 'cm', 'kg'],
    ['en-GB', 'cm', 'kg'],
    ['de-AT', 'cm', 'kg'],
    ['en-US', 'in', 'lbs'],
    ['es-US', 'in', 'lbs'],
    ['not a tag', 'cm', 'kg'],
  ])('%s measures in %s and %s', (tag, heightUnit, weightUnit) => {
    expect(defaultMeasureUnits(tag)).toEqual({ heightUnit, weightUnit })
  })

  it('a number without a unit takes the default; a chosen unit and an empty measure are left alone', () => {
    expect(withMeasureUnits({ height: 172 }, 'de')).toEqual({ height: 172, heightUnit: 'cm' })
    expect(withMeasureUnits({ height: 68, heightUnit: null, weight: 150 }, 'en-US')).toEqual({
      height: 68,
      heightUnit: 'in',
      weight: 150,
      weightUnit: 'lbs',
    })
    expect(withMeasureUnits({ height: 68, heightUnit: 'in' }, 'de')).toEqual({ height: 68, heightUnit: 'in' })
    expect(withMeasureUnits({ height: null, smoke: 0 }, 'de')).toEqual({ height: null, smoke: 0 })
    // Only the measures named: an old answer the patch left alone keeps what it had.
    expect(withMeasureUnits({ height: 172, weight: 70 }, 'de', ['weight'])).toEqual({ height: 172, weight: 70, weightUnit: 'kg' })
  })
})
