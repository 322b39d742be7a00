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

/**
 * The signed-in patient (spec part 1 §3 User); null for visitors. Every page dehydrates it, so it
 * holds no health answers (health.documents.ts loads them where they are shown).
 */
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
        next_duration_type
      }
    }
  }
`)
