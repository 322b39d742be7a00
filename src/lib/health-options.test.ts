import { describe, expect, it } from 'vitest'
import { clampStep, describeAnswer, healthStepsFor, isStepAnswered, stepPatch } from './health-options'

const step = (key: string) => {
  const found = healthStepsFor(2).find((s) => s.key === key)
  if (!found) throw new Error(key)
  return found
}

describe('healthStepsFor', () => {
  it('asks women 14 questions and everyone else 12, in the spec order', () => {
    expect(healthStepsFor(2).map((s) => s.key)).toEqual([
      'height',
      'weight',
      'chronic_conditions',
      'family_history',
      'allergies',
      'surgical_history',
      'medication',
      'medication_history',
      'vaccination',
      'smoke',
      'alcohol',
      'sleep',
      'regular_cycle',
      'pregnant',
    ])
    expect(healthStepsFor(1)).toHaveLength(12)
    expect(healthStepsFor(null)).toHaveLength(12)
  })
})

describe('clampStep', () => {
  it('keeps the step inside 1..count', () => {
    expect(clampStep(0, 12)).toBe(1)
    expect(clampStep(99, 12)).toBe(12)
    expect(clampStep(3.7, 12)).toBe(3)
    expect(clampStep(Number.NaN, 12)).toBe(1)
  })
})

describe('isStepAnswered', () => {
  it('needs a positive measure; never a unit, which defaults (issue 26 #9)', () => {
    expect(isStepAnswered(step('height'), { height: 170, heightUnit: 'cm' })).toBe(true)
    expect(isStepAnswered(step('height'), { height: 170 })).toBe(true)
    expect(isStepAnswered(step('height'), { heightUnit: 'cm' })).toBe(false)
    expect(isStepAnswered(step('weight'), { weight: 0, weightUnit: 'kg' })).toBe(false)
  })

  it('a yes needs its detail, a no does not', () => {
    expect(isStepAnswered(step('chronic_conditions'), { chronic_conditions: 0 })).toBe(true)
    expect(isStepAnswered(step('chronic_conditions'), { chronic_conditions: 1 })).toBe(false)
    expect(isStepAnswered(step('chronic_conditions'), { chronic_conditions: 1, chronic_conditions_options: ['asthma'] })).toBe(true)
    expect(isStepAnswered(step('chronic_conditions'), { chronic_conditions: 1, chronic_conditions_other: ' gout ' })).toBe(true)
    expect(isStepAnswered(step('allergies'), { allergies: 1, allergies_other: '  ' })).toBe(false)
    expect(isStepAnswered(step('smoke'), { smoke: 1, smoke_other: '1_pack_per_week' })).toBe(true)
    expect(isStepAnswered(step('sleep'), {})).toBe(false)
    expect(isStepAnswered(step('pregnant'), { pregnant: 0 })).toBe(true)
  })
})

describe('stepPatch', () => {
  it('sends only the step’s fields and clears yes-details on no', () => {
    expect(
      stepPatch(step('chronic_conditions'), {
        height: 1,
        chronic_conditions: 0,
        chronic_conditions_options: ['asthma'],
        chronic_conditions_other: 'x',
      }),
    ).toEqual({
      chronic_conditions: 0,
      chronic_conditions_options: null,
      chronic_conditions_other: null,
    })
    expect(stepPatch(step('height'), { height: 170, heightUnit: 'cm', weight: 3 })).toEqual({ height: 170, heightUnit: 'cm' })
    expect(stepPatch(step('smoke'), { smoke: 1, smoke_other: 'daily' })).toEqual({ smoke: 1, smoke_other: 'daily' })
  })
})

describe('describeAnswer', () => {
  const t = (id: string) => `<${id}>`
  const describe_ = (key: string, answers: Parameters<typeof describeAnswer>[1]) =>
    describeAnswer(step(key), answers, t, (n) => n.toFixed(1))

  it('puts answers into words, null when unanswered', () => {
    expect(describe_('height', { height: 172, heightUnit: 'cm' })).toBe('172.0 <health.option_cm>')
    expect(describe_('height', {})).toBeNull()
    expect(
      describe_('chronic_conditions', { chronic_conditions: 1, chronic_conditions_options: ['asthma'], chronic_conditions_other: 'Gout' }),
    ).toBe('<health.yes>: <health.option_asthma>, Gout')
    expect(describe_('allergies', { allergies: 0 })).toBe('<health.no>')
    expect(describe_('smoke', { smoke: 1, smoke_other: 'daily' })).toBe('<health.yes>: <health.option_daily>')
    expect(describe_('sleep', { sleep: 'from_7_to_9_hours' })).toBe('<health.option_from_7_to_9_hours>')
    expect(describe_('pregnant', {})).toBeNull()
  })
})
