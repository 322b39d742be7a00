import { graphql } from '~/gql'

/** The patient's own profile fields: what the session reads and what a profile save returns. */
export const PatientProfileFields = graphql(`
  fragment PatientProfileFields on User {
    id
    first_name
    last_name
    phone
    phoneVerify
    gender
    date_of_birth
    timezone
    avatar
    address
    city
    country
    lang
  }
`)

/** The health questionnaire's answers: what the session reads and what saving them returns. */
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

/** The signed-in patient (spec part 1 §3 User); null for visitors. */
export const CurrentUserDocument = graphql(`
  query CurrentUser {
    me {
      ...PatientProfileFields
      email
      created_at
      emailVerify
      languages {
        id
        code
        name
        nativeName
      }
      settings {
        auth2fa
        activity_sync
      }
      subscribe {
        subscription_id
        name
        duration_type
        expiration_date
        auto_renew_status
      }
      health_info {
        ...HealthInfoFields
      }
    }
  }
`)
