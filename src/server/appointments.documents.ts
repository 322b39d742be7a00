import { graphql } from '~/gql'

/** What an appointment card of the list shows (spec part 1 §2 "Appointments list card"). */
export const AppointmentCardFields = graphql(`
  fragment AppointmentCardFields on Appointment {
    id
    status
    paid
    payKey
    created_at
    price
    dates {
      id
      date
      sender
      accepted
    }
    plan {
      id
      name
      type
      duration
    }
    doctor {
      id
      slug
      first_name
      last_name
      avatar
      professional_title
      specialties {
        id
        name
      }
    }
    admin_notes {
      id
      note
      kind
    }
  }
`)

export const AppointmentListDocument = graphql(`
  query AppointmentList($query: AppointmentsQuery) {
    appointments(query: $query) {
      total
      has_more
      results {
        ...AppointmentCardFields
      }
    }
  }
`)

/** One appointment with everything its screen shows (spec part 1 §2 "Appointment details screen"). */
export const AppointmentDocument = graphql(`
  query Appointment($id: ID!) {
    appointment(id: $id) {
      ...AppointmentCardFields
      doctor {
        timezone
        working_hours {
          day
          start
          end
        }
      }
      reason
      links
      status_reason
      review {
        rating
        comment
      }
      files {
        id
        sender
        created_at
        file {
          id
          name
          url
        }
      }
      reports_file {
        id
        file {
          id
          name
          url
        }
      }
      notes {
        id
        note
        sender
        created_at
      }
      report {
        id
        report
        date_report
      }
      appointment_translators {
        id
        price
        translator_plan {
          id
          lang_1
          lang_2
        }
      }
    }
  }
`)

export const SendAppointmentNoteDocument = graphql(`
  mutation SendAppointmentNote($id: ID!, $note: String!) {
    CreateAppointmentNote(id: $id, input: { note: $note }) {
      id
    }
  }
`)

export const ApproveAppointmentDateDocument = graphql(`
  mutation ApproveAppointmentDate($appointmentId: ID!, $dateId: ID!) {
    ApproveDate(appointmentId: $appointmentId, dateId: $dateId) {
      status
    }
  }
`)

export const AddAppointmentLinksDocument = graphql(`
  mutation AddAppointmentLinks($id: ID!, $links: [String!]!) {
    AddLinks(id: $id, input: { links: $links }) {
      id
    }
  }
`)

/** The API's one way to end a request with a reason: the patient cancels with APPOINTMENT_STATUS.canceled. */
export const RejectAppointmentStatusDocument = graphql(`
  mutation RejectAppointmentStatus($id: ID!, $status: Int!, $reason: String!) {
    RejectStatus(id: $id, input: { status: $status, reason: $reason }) {
      status
    }
  }
`)

export const CreateAppointmentDocument = graphql(`
  mutation CreateAppointment($input: CreateAppointmentInput!) {
    CreateAppointment(input: $input) {
      id
    }
  }
`)

export const RequestAppointmentDatesDocument = graphql(`
  mutation RequestAppointmentDates($id: ID!, $dates: [DateTime!]!) {
    RequestAppointmentDates(id: $id, input: { dates: $dates }) {
      id
    }
  }
`)

export const CreateReviewDocument = graphql(`
  mutation CreateReview($input: ReviewInput!) {
    CreateReview(input: $input) {
      rating
    }
  }
`)

/** The translator for a language and the call's length (spec part 1 §7 translatorPlanByLanguage). */
export const TranslatorPlanDocument = graphql(`
  query TranslatorPlan($lang: String!, $duration: Int) {
    translatorPlanByLanguage(lang: $lang, duration: $duration) {
      id
      price
      lang_1
      lang_2
      duration
    }
  }
`)

/** The languages a translator may be asked for (spec part 1 §7: languages, limit 300). */
export const TranslatorLanguagesDocument = graphql(`
  query TranslatorLanguages {
    languages(pagination: { page: 0, limit: 300 }) {
      id
      code
      name
      nativeName
    }
  }
`)

export const AddTranslatorDocument = graphql(`
  mutation AddTranslator($id: ID!, $translatorPlanId: ID!) {
    AddTranslatorPlan(id: $id, translator_plan_id: $translatorPlanId) {
      id
    }
  }
`)

export const AddAppointmentFilesDocument = graphql(`
  mutation AddAppointmentFiles($id: ID!, $files: [FileRefInput!]!) {
    CreateAppointmentFile(id: $id, input: { files: $files }) {
      id
    }
  }
`)

/** Whether messages can be translated (an AI model is configured on the API). */
export const TranslationAvailableDocument = graphql(`
  query TranslationAvailable {
    translationAvailable
  }
`)

export const TranslateNoteDocument = graphql(`
  mutation TranslateNote($input: TranslateInput!) {
    translate(input: $input) {
      body
    }
  }
`)
