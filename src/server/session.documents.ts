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
 * holds no health answers (health.documents.ts loads them where they are shown). The header's bell
 * and join icon and the profile drawer's card read the unread count and the nearest appointment
 * from it: one round trip, no code of their own in the first load.
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
      unread_notifications
    }
    nearestAppointment {
      appointment_id
      date
      status
      paid
      plan {
        name
        type
      }
      doctor {
        first_name
        last_name
        avatar
      }
    }
  }
`)
