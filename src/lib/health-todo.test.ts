import { describe, expect, it } from 'vitest'
import type { HealthAnswers } from './health-options'
import { healthStarted, healthToResume, unansweredHealthSteps } from './health-todo'

/** The twelve questions everyone answers, as the sign-up questionnaire leaves them before the gender is known. */
const twelve: HealthAnswers = {
  height: 170,
  heightUnit: 'cm',
  weight: 70,
  weightUnit: 'kg',
  chronic_conditions: 0,
  family_history: 0,
  allergies: 0,
  surgical_history: 0,
  medication: 0,
  medication_history: 0,
  vaccination: 'within_the_last_year',
  smoke: 0,
  alcohol: 0,
  sleep: 'from_7_to_9_hours',
}

describe('health to-do', () => {
  it('lists the two questions a woman has left after the sign-up questionnaire', () => {
    expect(unansweredHealthSteps(2, twelve)).toEqual([13, 14])
    expect(unansweredHealthSteps(1, twelve)).toEqual([])
    expect(unansweredHealthSteps(2, { ...twelve, regular_cycle: 1, pregnant: 0 })).toEqual([])
    expect(unansweredHealthSteps(2, { ...twelve, regular_cycle: 1 })).toEqual([14])
  })

  it('counts every question as open when nothing is saved', () => {
    expect(unansweredHealthSteps(2, null)).toHaveLength(14)
    expect(unansweredHealthSteps(null, undefined)).toHaveLength(12)
  })

  it('resumes only a begun questionnaire with gaps', () => {
    expect(healthToResume(2, twelve)).toBe(true)
    expect(healthToResume(1, twelve)).toBe(false)
    expect(healthToResume(2, null)).toBe(false)
    expect(healthToResume(2, {})).toBe(false)
    expect(healthStarted({ smoke: 0 })).toBe(true)
  })
})
