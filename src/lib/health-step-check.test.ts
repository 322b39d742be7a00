import { describe, expect, it } from 'vitest'
import { HEALTH_STEPS, type HealthStep } from './health-options'
import { healthStepError } from './health-step-check'

const step = (key: HealthStep['key']) => HEALTH_STEPS.find((candidate) => candidate.key === key)!

describe('healthStepError (the questionnaire submit rule, with the API schema)', () => {
  it('says what is wrong with a measure, on the measure, in its unit', () => {
    expect(healthStepError(step('height'), { height: Number.NaN, heightUnit: 'cm' })).toEqual({
      field: 'height',
      message: 'invalid_number',
    })
    expect(healthStepError(step('height'), { height: 30, heightUnit: 'cm' })).toEqual({ field: 'height', message: 'number_range' })
    expect(healthStepError(step('height'), { height: 30, heightUnit: 'in' })).toBeNull()
    expect(healthStepError(step('weight'), { weight: 0, weightUnit: 'kg' })).toEqual({ field: 'weight', message: 'number_range' })
    expect(healthStepError(step('weight'), { weight: 70, weightUnit: 'kg' })).toBeNull()
  })

  it('asks for an answer the patient may move on with, for the whole step', () => {
    const required = { field: null, message: 'answer_required' }
    expect(healthStepError(step('height'), {})).toEqual(required)
    expect(healthStepError(step('allergies'), { allergies: 1, allergies_other: '  ' })).toEqual(required)
    expect(healthStepError(step('allergies'), { allergies: 1, allergies_other: 'pollen' })).toBeNull()
    expect(healthStepError(step('allergies'), { allergies: 0, allergies_other: 'left from a yes' })).toBeNull()
    expect(healthStepError(step('vaccination'), {})).toEqual(required)
  })

  it('refuses what the API refuses in the step it sends, e.g. an option it does not know', () => {
    expect(healthStepError(step('sleep'), { sleep: 'all_day' })).toEqual({ field: 'sleep', message: 'invalid_value' })
  })
})
