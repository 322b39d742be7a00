import { graphql } from '~/gql'

/**
 * Doctor reports (spec part 2 §2): the ended appointments with a written report (its PDF) or report
 * files, with what a row shows.
 */
export const DoctorReportListDocument = graphql(`
  query DoctorReportList($query: AppointmentsQuery) {
    appointments(query: $query) {
      has_more
      results {
        id
        created_at
        dates {
          id
          date
          accepted
        }
        doctor {
          id
          first_name
          last_name
          specialties {
            id
            name
          }
        }
        report {
          id
          date_report
        }
        reports_file {
          id
          created_at
          file {
            id
            name
            url
          }
        }
      }
    }
  }
`)
