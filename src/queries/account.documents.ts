import { graphql } from '~/gql'

// The returned fields are fragments of session.documents.ts, so a save's result matches the session's user.
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
