import * as v from 'valibot'
import { healthAnswersSchema } from '#contract/health-answers'
import { isStepAnswered, stepPatch, type HealthAnswers, type HealthStep } from './health-options'

/**
 * Why a questionnaire step cannot be saved: a message key (`validation.<message>`) on the answer it
 * names, or on the whole step when `field` is null.
 */
export interface HealthStepError {
  field: keyof HealthAnswers | null
  message: string
}

/**
 * The questionnaire's submit rule for one step (the form's `onSubmit` validator): first what the API
 * would refuse in the patch the step sends, checked with the API's own schema (contract/health-answers.ts:
 * a measure that is not a number, or outside its unit's range), on that answer; then a step without
 * an answer the patient may move on with ('answer_required', for the step). Null when it may be saved.
 */
export function healthStepError(step: HealthStep, answers: HealthAnswers): HealthStepError | null {
  const checked = v.safeParse(healthAnswersSchema, stepPatch(step, answers))
  if (!checked.success) {
    const issue = checked.issues[0]
    const key = issue.path?.[0]?.key
    return { field: typeof key === 'string' ? (key as keyof HealthAnswers) : null, message: issue.message }
  }
  return isStepAnswered(step, answers) ? null : { field: null, message: 'answer_required' }
}
