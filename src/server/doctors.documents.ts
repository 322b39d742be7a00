import { graphql } from '~/gql'

/** GraphQL documents for doctors; typed by codegen, sent only by server functions. */
export const DoctorCardFields = graphql(`
  fragment DoctorCardFields on Doctor {
    id
    slug
    first_name
    last_name
    avatar
    professional_title
    experience_start_date
    lowestPrice
    rating
    reviewCount
    nextFreeAt
    languages {
      id
      code
      name
    }
    specialties {
      id
      name
      slug
    }
    organization {
      id
      name
      image
    }
    groups {
      id
      group_id
      name
    }
  }
`)

export const DoctorListDocument = graphql(`
  query DoctorList($query: DoctorsQuery) {
    doctors(query: $query) {
      total
      results {
        ...DoctorCardFields
      }
    }
  }
`)

export const DoctorProfileDocument = graphql(`
  query DoctorProfile($slug: String!) {
    doctorBySlug(slug: $slug) {
      ...DoctorCardFields
      about
      cover
      timezone
      address
      working_hours {
        day
        start
        end
      }
      plans {
        id
        name
        description
        features
        price
        type
        type_name
        duration
      }
    }
  }
`)

export const RelatedDoctorsDocument = graphql(`
  query RelatedDoctorList($slug: String!, $limit: Int) {
    relatedDoctors(slug: $slug, limit: $limit) {
      id
      slug
      first_name
      last_name
      avatar
    }
  }
`)
