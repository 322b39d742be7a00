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
  maybe(v.pipe(v.array(v.picklist(values, 'invalid_value')), v.transform((list) => [...new Set(list)])))
// Generous bounds that still catch typos (both units): 12..300 (cm or in), 2..700 (kg or lbs).
const measure = (min: number, max: number) => maybe(v.pipe(v.number(), v.minValue(min, 'invalid_value'), v.maxValue(max, 'invalid_value')))

export const healthAnswersSchema = v.object({
  height: measure(12, 300),
  heightUnit: oneOf(HEALTH_OPTIONS.heightUnit),
  weight: measure(2, 700),
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

export type HealthAnswersPatch = v.InferOutput<typeof healthAnswersSchema>
