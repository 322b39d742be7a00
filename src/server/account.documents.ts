import { graphql } from '~/gql'

// The returned fields are fragments of session.documents.ts and health.documents.ts, so a save's result matches what the cache holds.
// Operation names avoid the generated input type names (UpdatePatientInput, …): see docs/CONVENTIONS.md.

export const SavePatientProfileDocument = graphql(`
  mutation SavePatientProfile($input: UpdatePatientInput!) {
    updatePatient(input: $input) {
      ...PatientProfileFields
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
      ...HealthInfoFields
    }
  }
`)
