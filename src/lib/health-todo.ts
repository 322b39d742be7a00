import { HEALTH_STEPS, healthStepsFor, isStepAnswered, type HealthAnswers } from './health-options'

/**
 * What is left of a patient's health questionnaire (issue #10): during sign-up the questions come
 * before the gender is known, so a woman's two questions (cycle, pregnancy) are only asked once
 * personal info has set it. The summary and the flow both read the gaps from here.
 */

/** 1-based numbers (as in `/health?step=`) of this patient's questions without an answer. */
export function unansweredHealthSteps(gender: number | null | undefined, answers: HealthAnswers | null | undefined): number[] {
  return healthStepsFor(gender).flatMap((step, index) => (answers && isStepAnswered(step, answers) ? [] : [index + 1]))
}

/** Whether any question has an answer: the questionnaire was begun. */
export function healthStarted(answers: HealthAnswers | null | undefined): boolean {
  return Boolean(answers) && HEALTH_STEPS.some((step) => isStepAnswered(step, answers!))
}

/**
 * Whether to continue the questionnaire after personal info or the phone check: only when it was
 * begun and questions remain (typically the two the new gender adds), never a first run of all 14.
 */
export function healthToResume(gender: number | null | undefined, answers: HealthAnswers | null | undefined): boolean {
  return healthStarted(answers) && unansweredHealthSteps(gender, answers).length > 0
}
