import * as v from 'valibot'
import { HEALTH_OPTIONS } from './health-options'

/**
 * The health questionnaire's answers (spec part 2 §3, GraphQL HealthInfo) as the questionnaire sends
 * them and the API stores them. Every answer is optional; null clears it.
 */
const maybe = <T extends v.GenericSchema>(schema: T) => v.optional(v.nullable(schema))
const yesNo = maybe(v.picklist([0, 1], 'invalid_value'))
const freeText = maybe(v.pipe(v.string(), v.trim(), v.maxLength(500, 'string_max')))
const oneOf = (values: readonly string[]) => maybe(v.picklist(values, 'invalid_value'))
const manyOf = (values: readonly string[]) =>
  maybe(
    v.pipe(
      v.array(v.picklist(values, 'invalid_value')),
      v.transform((list) => [...new Set(list)]),
    ),
  )

/**
 * The numeric answers' physiological ranges, in each unit the questionnaire offers: from a newborn to
 * the tallest and heaviest people recorded (50–272 cm, 2–650 kg), converted and rounded outwards
 * (1 in = 2.54 cm, 1 lb = 0.4536 kg). A value outside is a typo, never a patient.
 */
export const MEASURE_RANGES = {
  height: { cm: { min: 50, max: 272 }, in: { min: 19, max: 108 } },
  weight: { kg: { min: 2, max: 650 }, lbs: { min: 4, max: 1434 } },
} as const satisfies {
  height: Record<(typeof HEALTH_OPTIONS.heightUnit)[number], Range>
  weight: Record<(typeof HEALTH_OPTIONS.weightUnit)[number], Range>
}

export interface Range {
  min: number
  max: number
}
export type Measure = keyof typeof MEASURE_RANGES
/** The measures, in the questionnaire's order. */
export const MEASURES = Object.keys(MEASURE_RANGES) as Measure[]
/** The answer that holds a measure's unit. */
export const MEASURE_UNIT = { height: 'heightUnit', weight: 'weightUnit' } as const satisfies Record<Measure, string>

/**
 * A measure's range in a unit. Without a known unit (an API patch that sends the number alone) it is
 * the widest over the units, so the number is plausible in one of them; the saved unit is checked
 * once the answers are merged (see `measureErrors`).
 */
export function measureRange(measure: Measure, unit: string | null | undefined): Range {
  const ranges: Record<string, Range> = MEASURE_RANGES[measure]
  const inUnit = unit ? ranges[unit] : undefined
  if (inUnit) return inUnit
  const all = Object.values(ranges)
  return { min: Math.min(...all.map((range) => range.min)), max: Math.max(...all.map((range) => range.max)) }
}

/**
 * What is wrong with a numeric answer: 'invalid_number' for text that is not a number (NaN, see
 * contract/digits.ts `parseDecimal`), 'number_range' outside the unit's range, else null. The
 * message 'number_range' takes the range's `{min}` and `{max}`.
 */
export function measureIssue(measure: Measure, value: number, unit: string | null | undefined): 'invalid_number' | 'number_range' | null {
  if (!Number.isFinite(value)) return 'invalid_number'
  const { min, max } = measureRange(measure, unit)
  return value < min || value > max ? 'number_range' : null
}

type MeasureAnswers = Partial<Record<Measure | (typeof MEASURE_UNIT)[Measure], unknown>>

/** The measures of a set of answers (a patch, or the saved answers merged with one) out of their unit's range. */
export function measureErrors(answers: MeasureAnswers): Measure[] {
  return MEASURES.filter((measure) => {
    const value = answers[measure]
    const unit = answers[MEASURE_UNIT[measure]]
    return typeof value === 'number' && measureIssue(measure, value, typeof unit === 'string' ? unit : null) !== null
  })
}

type HeightUnit = (typeof HEALTH_OPTIONS.heightUnit)[number]
type WeightUnit = (typeof HEALTH_OPTIONS.weightUnit)[number]
export type MeasureUnits = { heightUnit: HeightUnit; weightUnit: WeightUnit }

/**
 * Where people measure themselves in inches and pounds: the United States, Liberia and Myanmar. The
 * United Kingdom writes heights in feet and inches and weights in stone, neither of which the
 * questionnaire offers, and its records are metric: it stays metric.
 */
const IMPERIAL_REGIONS: ReadonlySet<string> = new Set(['US', 'LR', 'MM'])

/**
 * The units a measure is asked and saved in unless the patient picks others (issue 26 #9): imperial
 * only where the language tag names an imperial region (`en-US`), metric otherwise, so the page's
 * languages alone (en, de, ru, ar) are metric. A tag that does not parse counts as no region.
 */
export function defaultMeasureUnits(languageTag: string): MeasureUnits {
  let region: string | undefined
  try {
    region = new Intl.Locale(languageTag).region
  } catch {
    region = undefined
  }
  return region && IMPERIAL_REGIONS.has(region) ? { heightUnit: 'in', weightUnit: 'lbs' } : { heightUnit: 'cm', weightUnit: 'kg' }
}

/**
 * The answers with a unit for each of `measures` that has a number but no unit: the default for
 * `languageTag`. A missing unit never refuses an answer; the questionnaire preselects the same
 * unit, and the API fills it for a number sent alone (with the request's language).
 */
export function withMeasureUnits<T extends MeasureAnswers>(answers: T, languageTag: string, measures: readonly Measure[] = MEASURES): T {
  const defaults = defaultMeasureUnits(languageTag)
  const filled: MeasureAnswers = { ...answers }
  for (const measure of measures) {
    const unitKey = MEASURE_UNIT[measure]
    if (typeof filled[measure] === 'number' && !filled[unitKey]) filled[unitKey] = defaults[unitKey]
  }
  return filled as T
}

const measure = (key: Measure) =>
  maybe(
    v.pipe(
      v.number('invalid_number'),
      v.check((value) => measureIssue(key, value, null) === null, 'number_range'),
    ),
  )

const answersObject = v.object({
  height: measure('height'),
  heightUnit: oneOf(HEALTH_OPTIONS.heightUnit),
  weight: measure('weight'),
  weightUnit: oneOf(HEALTH_OPTIONS.weightUnit),
  chronic_conditions: yesNo,
  chronic_conditions_options: manyOf(HEALTH_OPTIONS.chronic_conditions),
  chronic_conditions_other: freeText,
  family_history: yesNo,
  family_history_options: manyOf(HEALTH_OPTIONS.family_history),
  family_history_other: freeText,
  allergies: yesNo,
  allergies_other: freeText,
  surgical_history: yesNo,
  surgical_history_other: freeText,
  medication: yesNo,
  medication_other: freeText,
  medication_history: yesNo,
  medication_history_other: freeText,
  vaccination: oneOf(HEALTH_OPTIONS.vaccination),
  smoke: yesNo,
  // For smoking and alcohol the "_other" field carries the chosen frequency (GraphQL HealthInfo, api/src/users/users.graphql).
  smoke_other: oneOf(HEALTH_OPTIONS.smoke),
  alcohol: yesNo,
  alcohol_other: oneOf(HEALTH_OPTIONS.alcohol),
  sleep: oneOf(HEALTH_OPTIONS.sleep),
  regular_cycle: yesNo,
  pregnant: yesNo,
})

/** With its unit in the same patch, a measure is checked against that unit's range. */
export const healthAnswersSchema = v.pipe(
  answersObject,
  v.forward(
    v.partialCheck([['height'], ['heightUnit']], (answers) => !measureErrors(answers).includes('height'), 'number_range'),
    ['height'],
  ),
  v.forward(
    v.partialCheck([['weight'], ['weightUnit']], (answers) => !measureErrors(answers).includes('weight'), 'number_range'),
    ['weight'],
  ),
)

export type HealthAnswersPatch = v.InferOutput<typeof healthAnswersSchema>
