import { HEALTH_OPTIONS } from '#contract/health-options'

/**
 * The health questionnaire (spec part 2 §3): the order of the 14 steps over the enumerations the API
 * accepts (contract/health-options.ts). Pure data and rules, shared by the questionnaire and the summary.
 */

/** The answers as the API stores them (GraphQL HealthInfo); every field optional. */
export interface HealthAnswers {
  height?: number | null
  heightUnit?: string | null
  weight?: number | null
  weightUnit?: string | null
  chronic_conditions?: number | null
  chronic_conditions_options?: string[] | null
  chronic_conditions_other?: string | null
  family_history?: number | null
  family_history_options?: string[] | null
  family_history_other?: string | null
  allergies?: number | null
  allergies_other?: string | null
  surgical_history?: number | null
  surgical_history_other?: string | null
  medication?: number | null
  medication_other?: string | null
  medication_history?: number | null
  medication_history_other?: string | null
  vaccination?: string | null
  smoke?: number | null
  smoke_other?: string | null
  alcohol?: number | null
  alcohol_other?: string | null
  sleep?: string | null
  regular_cycle?: number | null
  pregnant?: number | null
}

type YesNoKey =
  | 'chronic_conditions'
  | 'family_history'
  | 'allergies'
  | 'surgical_history'
  | 'medication'
  | 'medication_history'
  | 'smoke'
  | 'alcohol'
  | 'regular_cycle'
  | 'pregnant'

/** How a step asks its question. */
export type HealthStep =
  | { key: 'height' | 'weight'; kind: 'measure'; unitKey: 'heightUnit' | 'weightUnit'; units: readonly string[] }
  /** yes/no, then (on yes) a list of conditions plus an "other" text */
  | { key: 'chronic_conditions' | 'family_history'; kind: 'yesNoOptions'; options: readonly string[] }
  /** yes/no, then (on yes) a free text */
  | { key: 'allergies' | 'surgical_history' | 'medication' | 'medication_history'; kind: 'yesNoText' }
  /** yes/no, then (on yes) one frequency kept in the `_other` field */
  | { key: 'smoke' | 'alcohol'; kind: 'yesNoChoice'; options: readonly string[] }
  | { key: 'vaccination' | 'sleep'; kind: 'choice'; options: readonly string[] }
  /** a plain yes/no, asked only of women (gender 2) */
  | { key: 'regular_cycle' | 'pregnant'; kind: 'yesNo'; gender: 2 }

export const HEALTH_STEPS: readonly HealthStep[] = [
  { key: 'height', kind: 'measure', unitKey: 'heightUnit', units: HEALTH_OPTIONS.heightUnit },
  { key: 'weight', kind: 'measure', unitKey: 'weightUnit', units: HEALTH_OPTIONS.weightUnit },
  { key: 'chronic_conditions', kind: 'yesNoOptions', options: HEALTH_OPTIONS.chronic_conditions },
  { key: 'family_history', kind: 'yesNoOptions', options: HEALTH_OPTIONS.family_history },
  { key: 'allergies', kind: 'yesNoText' },
  { key: 'surgical_history', kind: 'yesNoText' },
  { key: 'medication', kind: 'yesNoText' },
  { key: 'medication_history', kind: 'yesNoText' },
  { key: 'vaccination', kind: 'choice', options: HEALTH_OPTIONS.vaccination },
  { key: 'smoke', kind: 'yesNoChoice', options: HEALTH_OPTIONS.smoke },
  { key: 'alcohol', kind: 'yesNoChoice', options: HEALTH_OPTIONS.alcohol },
  { key: 'sleep', kind: 'choice', options: HEALTH_OPTIONS.sleep },
  { key: 'regular_cycle', kind: 'yesNo', gender: 2 },
  { key: 'pregnant', kind: 'yesNo', gender: 2 },
]

/** The steps this patient answers: 14 for gender 2, otherwise 12 (the last two are for women only). */
export function healthStepsFor(gender: number | null | undefined): HealthStep[] {
  return HEALTH_STEPS.filter((step) => !('gender' in step) || step.gender === gender)
}

/** A step number from the URL (1-based) kept inside 1..count. */
export function clampStep(step: number, count: number): number {
  if (!Number.isFinite(step)) return 1
  return Math.min(Math.max(Math.trunc(step), 1), count)
}

/** The answer fields a step writes (what the form saves when leaving it). */
export function stepFields(step: HealthStep): (keyof HealthAnswers)[] {
  switch (step.kind) {
    case 'measure':
      return [step.key, step.unitKey]
    case 'yesNoOptions':
      return [step.key, `${step.key}_options`, `${step.key}_other`]
    case 'yesNoText':
    case 'yesNoChoice':
      return [step.key, `${step.key}_other`]
    case 'choice':
    case 'yesNo':
      return [step.key]
  }
}

const filled = (text: string | null | undefined) => Boolean(text?.trim())

/**
 * Whether a step has an answer the patient may move on with. A "yes" needs its detail: a chosen
 * condition or an other-text, a description, or a frequency.
 */
export function isStepAnswered(step: HealthStep, answers: HealthAnswers): boolean {
  switch (step.kind) {
    case 'measure': {
      // A unit is never what is missing: a number alone takes the default unit (contract/health-answers.ts).
      const value = answers[step.key]
      return typeof value === 'number' && value > 0
    }
    case 'yesNoOptions': {
      const yes = answers[step.key]
      if (yes === 0) return true
      return yes === 1 && ((answers[`${step.key}_options`]?.length ?? 0) > 0 || filled(answers[`${step.key}_other`]))
    }
    case 'yesNoText':
    case 'yesNoChoice': {
      const yes = answers[step.key]
      return yes === 0 || (yes === 1 && filled(answers[`${step.key}_other`]))
    }
    case 'choice':
      return filled(answers[step.key])
    case 'yesNo':
      return answers[step.key] === 0 || answers[step.key] === 1
  }
}

/**
 * The answers a step sends: a "no" clears the details that belong to "yes", so the saved data
 * never says "no" with a list of conditions.
 */
export function stepPatch(step: HealthStep, answers: HealthAnswers): HealthAnswers {
  const patch: HealthAnswers = {}
  for (const field of stepFields(step)) (patch as Record<string, unknown>)[field] = answers[field] ?? null
  const yesNo = step.kind !== 'measure' && step.kind !== 'choice' && answers[step.key as YesNoKey] === 0
  if (yesNo) for (const field of stepFields(step).slice(1)) (patch as Record<string, unknown>)[field] = null
  return patch
}

/**
 * An answer in words for the health summary: "172 cm", "Yes: Asthma, Gout", "No", or null when the
 * step is unanswered. `t` translates a message id, `formatNumber` a number, in the interface language.
 */
export function describeAnswer(
  step: HealthStep,
  answers: HealthAnswers,
  t: (id: string) => string,
  formatNumber: (value: number) => string,
): string | null {
  const option = (value: string) => t(`health.option_${value}`)
  const yesNo = (value: number | null | undefined) => (value === 1 ? t('health.yes') : value === 0 ? t('health.no') : null)
  const withDetail = (head: string | null, details: (string | null | undefined)[]) => {
    const shown = details.filter((detail): detail is string => Boolean(detail?.trim()))
    return head && shown.length ? `${head}: ${shown.join(', ')}` : head
  }
  switch (step.kind) {
    case 'measure': {
      const value = answers[step.key]
      const unit = answers[step.unitKey]
      return value == null ? null : `${formatNumber(value)}${unit ? ` ${option(unit)}` : ''}`
    }
    case 'choice': {
      const value = answers[step.key]
      return value ? option(value) : null
    }
    case 'yesNo':
      return yesNo(answers[step.key])
    case 'yesNoText':
      return withDetail(yesNo(answers[step.key]), [answers[`${step.key}_other`]])
    case 'yesNoChoice': {
      const value = answers[`${step.key}_other`]
      return withDetail(yesNo(answers[step.key]), [value ? option(value) : null])
    }
    case 'yesNoOptions':
      return withDetail(yesNo(answers[step.key]), [...(answers[`${step.key}_options`] ?? []).map(option), answers[`${step.key}_other`]])
  }
}
