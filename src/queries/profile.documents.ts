import { graphql } from '~/gql'

/** The overlay's personal-information step (spec part 1 §2): names, birth date, gender, time zone. */
export const SavePersonalInfoDocument = graphql(`
  mutation SavePersonalInfo($input: UpdatePatientInput!) {
    updatePatient(input: $input) {
      id
      first_name
      last_name
      phone
      phoneVerify
      gender
      date_of_birth
      timezone
    }
  }
`)
