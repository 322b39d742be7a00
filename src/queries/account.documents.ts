import { graphql } from '~/gql'

// Operation names avoid the generated input type names (UpdatePatientInput, …): see docs/CONVENTIONS.md.

export const SavePatientProfileDocument = graphql(`
  mutation SavePatientProfile($input: UpdatePatientInput!) {
    updatePatient(input: $input) {
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
  }
`)

export const ChangePasswordDocument = graphql(`
  mutation ChangePassword($input: UpdatePasswordInput!) {
    updatePassword(input: $input) {
      message
    }
  }
`)

export const SaveAccountSettingsDocument = graphql(`
  mutation SaveAccountSettings($input: UpdateSettingsInput!) {
    updateSettings(input: $input) {
      message
    }
  }
`)

export const SaveHealthAnswersDocument = graphql(`
  mutation SaveHealthAnswers($input: HealthInfoInput!) {
    updateHealthInfo(input: $input) {
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
`)
