import { graphql } from '~/gql'

/** A find-doctor request as the account's doctor-requests section shows it (spec part 1 §3 "Fast appointment"). */
export const FastAppointmentFields = graphql(`
  fragment FastAppointmentFields on FastAppointment {
    id
    status
    created_at
    note
    organization_ids
    notes {
      id
      note
      created_at
    }
    files {
      id
      name
      url
    }
  }
`)

export const FastAppointmentsDocument = graphql(`
  query FastAppointments($pagination: PaginationInput) {
    getFastAppointments(pagination: $pagination) {
      total
      results {
        ...FastAppointmentFields
      }
    }
  }
`)

export const CreateFastAppointmentDocument = graphql(`
  mutation CreateFastAppointment($input: CreateFastAppointmentInput!) {
    CreateFastAppointment(input: $input) {
      id
    }
  }
`)
