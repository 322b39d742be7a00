import { graphql } from '~/gql'

/**
 * GraphQL documents for the visitor catalogue: specialties, organisations, services, contact. Lists select
 * only the fields their pages render: the answers are dehydrated into every page that shows them (ADR 0023).
 */
export const SpecialtyListDocument = graphql(`
  query SpecialtyList($name: String, $visible: Boolean, $lang: String) {
    specialties(name: $name, visible: $visible, lang: $lang) {
      id
      name
      slug
      icon
    }
  }
`)

export const SpecialtyDocument = graphql(`
  query SpecialtyBySlug($slug: String!, $lang: String) {
    specialtyBySlug(slug: $slug, lang: $lang) {
      id
      name
      slug
      icon
    }
  }
`)

/** Languages by code: the doctor list's spoken-language filter names them in the page's language. */
export const LanguageCodesDocument = graphql(`
  query LanguageCodes {
    languages(pagination: { page: 0, limit: 300 }) {
      id
      code
      nativeName
      name
    }
  }
`)

export const OrganizationListDocument = graphql(`
  query OrganizationList {
    organizations {
      id
      name
    }
  }
`)

export const ServiceListDocument = graphql(`
  query ServiceList($type: Int, $lang: String, $pagination: PaginationInput) {
    getServices(type: $type, lang: $lang, pagination: $pagination) {
      total
      results {
        id
        slug
        title
        short_desc
        type
        icon
      }
    }
  }
`)

export const ServiceDocument = graphql(`
  query ServiceBySlug($slug: String!, $lang: String) {
    getServiceBySlug(slug: $slug, lang: $lang) {
      id
      slug
      title
      subtitle
      short_desc
      description
      text
      link
      type
      icon
      main_image
      keywords
      organization_id
    }
  }
`)

export const ServiceDoctorListDocument = graphql(`
  query ServiceDoctorList($query: ServiceDoctorsQuery!) {
    getServiceBySlugDoctors(query: $query) {
      total
      results {
        ...DoctorCardFields
      }
    }
  }
`)

export const SendContactRequestDocument = graphql(`
  mutation SendContactRequest($input: ContactUsInput!) {
    sendContactUsEmail(input: $input) {
      message
    }
  }
`)
