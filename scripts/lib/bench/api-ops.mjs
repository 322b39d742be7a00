// The catalogue reads of issue 11 as the web server sends them to the API (the selections of
// src/server/*.documents.ts), for the API throughput part and the soak. One list, so a list the
// API stream publishes later can replace it in one place.

const DOCTOR_CARD = /* GraphQL */ `
  fragment DoctorCardFields on Doctor {
    id
    slug
    first_name
    last_name
    avatar
    professional_title
    experience_start_date
    lowestPrice
    languages {
      id
      code
      name
      nativeName
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
`

/** The page size of /doctors and of a service's doctors (src/lib/list-search.ts). */
const SHOWN_STEP = 5
const SERVICE_SHOWN_STEP = 10

/**
 * `{ name, query, variables }` for each catalogue read, given the slugs of `discoverSlugs`.
 * `reference` is GraphQL's floor on the same API (`{ __typename }`: parse, validate, execute, no
 * data), the figure the others are set against.
 */
export function catalogOperations(slugs) {
  return [
    {
      name: 'doctors (list of 5)',
      query: `query DoctorList($query: DoctorsQuery) { doctors(query: $query) { total results { ...DoctorCardFields } } } ${DOCTOR_CARD}`,
      variables: { query: { pagination: { page: 0, limit: SHOWN_STEP } } },
    },
    {
      name: 'doctors (specialty + organisation)',
      query: `query DoctorList($query: DoctorsQuery) { doctors(query: $query) { total results { ...DoctorCardFields } } } ${DOCTOR_CARD}`,
      variables: {
        query: {
          specialty: slugs.specialty,
          ...(slugs.organization ? { organization: slugs.organization } : {}),
          pagination: { page: 0, limit: SHOWN_STEP },
        },
      },
    },
    {
      name: 'doctorBySlug',
      query: `query DoctorProfile($slug: String!) { doctorBySlug(slug: $slug) { ...DoctorCardFields about cover timezone address working_hours { day start end } plans { id name description features price type type_name duration } } } ${DOCTOR_CARD}`,
      variables: { slug: slugs.doctor },
    },
    {
      name: 'relatedDoctors',
      query:
        'query RelatedDoctorList($slug: String!, $limit: Int) { relatedDoctors(slug: $slug, limit: $limit) { id slug first_name last_name avatar } }',
      variables: { slug: slugs.doctor, limit: 4 },
    },
    {
      name: 'specialties',
      query: 'query SpecialtyList($visible: Boolean, $lang: String) { specialties(visible: $visible, lang: $lang) { id name slug icon } }',
      variables: { visible: true, lang: 'en' },
    },
    {
      name: 'services',
      query:
        'query ServiceList($lang: String, $pagination: PaginationInput) { getServices(lang: $lang, pagination: $pagination) { total results { id slug title subtitle short_desc type icon main_image keywords } } }',
      variables: { lang: 'en', pagination: { page: 0, limit: 500 } },
    },
    {
      name: 'service doctors',
      query: `query ServiceDoctorList($query: ServiceDoctorsQuery!) { getServiceBySlugDoctors(query: $query) { total results { ...DoctorCardFields } } } ${DOCTOR_CARD}`,
      variables: { query: { slug: slugs.service, lang: 'en', pagination: { page: 0, limit: SERVICE_SHOWN_STEP } } },
    },
    {
      name: 'organizations',
      query: 'query OrganizationList { organizations { id type name image bg_image status parent_id } }',
      variables: {},
    },
    {
      name: 'plans (subscriptions)',
      query:
        'query Plans($pagination: PaginationInput) { getSubscriptions(pagination: $pagination) { total results { id name icon features { id name icon item { value unit } } options { id duration_type price } } } }',
      variables: { pagination: { page: 0, limit: 20 } },
    },
  ]
}

export const REFERENCE_OPERATION = Object.freeze({ name: 'reference: { __typename }', query: '{ __typename }', variables: {} })

/** autocannon request options for one operation. */
export function operationRequest(operation, locale = 'en') {
  return {
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json', accept: 'application/json', locale },
    body: JSON.stringify({ query: operation.query, variables: operation.variables }),
  }
}
