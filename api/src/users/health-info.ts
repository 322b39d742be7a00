import * as v from 'valibot';
import type { HealthInfo } from '../db/schema';

/**
 * The questionnaire's enumerations (spec part 2 §3 "Enumerations"). The web's form
 * (src/lib/health-options.ts) offers exactly these values; api/tests/account-health.test.ts checks both agree.
 */
export const HEALTH_OPTIONS = {
  heightUnit: ['cm', 'in'],
  weightUnit: ['kg', 'lbs'],
  chronic_conditions: [
    'asthma',
    'hypertension',
    'headache_migraine',
    'diabetes',
    'heart_and_vascular_diseases',
    'thyroid_diseases',
    'diseases_of_the_kidney_and_urinary_system',
    'skin_diseases',
  ],
  family_history: ['asthma', 'diabetes', 'heart_and_vascular_diseases', 'skin_diseases', 'oncology', 'osteoporosis'],
  vaccination: ['within_the_last_year', 'from_1_to_3_years_ago', 'more_than3_years', 'i_have_never_been_vaccinated'],
  smoke: ['1_pack_per_day', 'more_than1_pack_per_day', '1_pack_per_week', 'less_than1_pack_per_month', 'electronic_cigarettes_vape_cigars'],
  alcohol: ['rarely', 'occasionally', 'regularly', 'frequently', 'daily'],
  sleep: ['more_than_9_hours', 'from_7_to_9_hours', '6_hours_and_less', 'my_sleep_is_not_stable'],
} as const;

const maybe = <T extends v.GenericSchema>(schema: T) => v.optional(v.nullable(schema));
const yesNo = maybe(v.picklist([0, 1], 'invalid_value'));
const freeText = maybe(v.pipe(v.string(), v.trim(), v.maxLength(500, 'string_max')));
const oneOf = (values: readonly string[]) => maybe(v.picklist(values, 'invalid_value'));
const manyOf = (values: readonly string[]) =>
  maybe(v.pipe(v.array(v.picklist(values, 'invalid_value')), v.transform((list) => [...new Set(list)])));
// Generous bounds that still catch typos (both units): 30..300 cm / 12..120 in, 2..700 kg or lbs.
const measure = (min: number, max: number) => maybe(v.pipe(v.number(), v.minValue(min, 'invalid_value'), v.maxValue(max, 'invalid_value')));

export const HealthInfoSchema = v.object({
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
  // For smoking and alcohol the "_other" field carries the chosen frequency (schema.graphql HealthInfo).
  smoke_other: oneOf(HEALTH_OPTIONS.smoke),
  alcohol: yesNo,
  alcohol_other: oneOf(HEALTH_OPTIONS.alcohol),
  sleep: oneOf(HEALTH_OPTIONS.sleep),
  regular_cycle: yesNo,
  pregnant: yesNo,
});

export type HealthInfoPatch = v.InferOutput<typeof HealthInfoSchema>;

/** Merges given answers into the saved ones; null clears an answer, an absent key keeps it. */
export function mergeHealthInfo(saved: HealthInfo | null, patch: HealthInfoPatch): HealthInfo {
  const merged: HealthInfo = { ...(saved ?? {}) };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}
