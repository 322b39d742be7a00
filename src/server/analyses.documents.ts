import { graphql } from '~/gql'

// Test results (issue 30, spec part 2 §7): the list's rows, one analysis with its values, and the
// questions about one value. A row asks only for what the list shows.

export const AnalysisListDocument = graphql(`
  query AnalysisList($page: Int!, $limit: Int!, $sort: Int!, $search: String) {
    getAnalysis(pagination: { page: $page, limit: $limit }, sort: $sort, search: $search) {
      total
      results {
        id
        title
        status
        created_at
        summary
        error
      }
    }
  }
`)

export const AnalysisDocument = graphql(`
  query Analysis($id: ID!) {
    getAnalysisById(id: $id) {
      id
      title
      status
      created_at
      summary
      error
      file {
        id
        name
        size
      }
      indicators {
        biomarker
        name
        printed_name
        result
        unit
        reference_range
        status
        check
        other_reading
      }
      unread
    }
  }
`)

export const AnalysisQuestionsDocument = graphql(`
  query AnalysisQuestions($id: ID!, $biomarker: String!) {
    getQuestions(id: $id, biomarker: $biomarker) {
      question
      answer
    }
  }
`)

export const DeleteAnalysisDocument = graphql(`
  mutation DeleteAnalysis($id: ID!) {
    deleteAnalysisById(id: $id) {
      message
    }
  }
`)
