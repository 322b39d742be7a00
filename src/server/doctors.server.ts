import type { DoctorSort } from '~/gql/graphql'
import type { Locale } from '~/i18n/locales'
import type { DoctorSortParam } from '~/lib/list-search'
import { DoctorProfileDocument, DoctorListDocument, RelatedDoctorsDocument } from './doctors.documents'
import { publicRead } from './api.server'
import type { DoctorListParams } from './doctors.functions'

const readDoctors = publicRead(DoctorListDocument)
const API_SORT = { soonest: 'SOONEST', price: 'PRICE', rating: 'RATING' } as const satisfies Record<DoctorSortParam, DoctorSort>
const readDoctor = publicRead(DoctorProfileDocument)
const readRelatedDoctors = publicRead(RelatedDoctorsDocument)

export async function fetchDoctors(locale: Locale, params: DoctorListParams) {
  const { name, search, language, sort, specialty, organization, limit, scope } = params
  const result = await readDoctors(
    { query: { name, search, language, sort: sort && API_SORT[sort], specialty, organization, pagination: { page: 0, limit } } },
    { locale, organization: scope },
  )
  return result.doctors
}

export async function fetchDoctorBySlug(locale: Locale, slug: string) {
  const result = await readDoctor({ slug }, { locale })
  return result.doctorBySlug
}

/** Related doctors shown on a profile (spec part 2 §7 getRelatedDoctors). */
export async function fetchRelatedDoctors(locale: Locale, slug: string, limit: number) {
  const result = await readRelatedDoctors({ slug, limit }, { locale })
  return result.relatedDoctors
}
