import { graphql } from '~/gql'

/** The health questionnaire's answers: what the health pages read and what saving them returns. */
export const HealthInfoFields = graphql(`
  fragment HealthInfoFields on HealthInfo {
    height
    heightUnit
    weight
    weightUnit
    chronic_conditions
    chronic_conditions_options
    chronic_conditions_other
    family_history
    family_history_options
    family_history_other
    allergies
    allergies_other
    surgical_history
    surgical_history_other
    medication
    medication_other
    medication_history
    medication_history_other
    vaccination
    smoke
    smoke_other
    alcohol
    alcohol_other
    sleep
    regular_cycle
    pregnant
  }
`)

/** The signed-in patient's health answers (null until the first is saved); only the pages that show them load them. */
export const HealthAnswersDocument = graphql(`
  query HealthAnswers {
    me {
      id
      health_info {
        ...HealthInfoFields
      }
    }
  }
`)
