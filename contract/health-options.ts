/**
 * The health questionnaire's enumerations (spec part 2 §3): the values the API accepts
 * (api/src/users/health-info.ts) and the web's questionnaire offers (src/lib/health-options.ts).
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
} as const
