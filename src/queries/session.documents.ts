import { graphql } from '~/gql'

/** The signed-in patient (spec part 1 §3 User); null for visitors. */
export const CurrentUserDocument = graphql(`
  query CurrentUser {
    me {
      id
      first_name
      last_name
      email
      phone
      gender
      date_of_birth
      timezone
      avatar
      address
      city
      country
      lang
      created_at
      emailVerify
      phoneVerify
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
    }
  }
`)
