import type { Locale } from '~/i18n/locales'
import { DoctorProfileDocument, DoctorListDocument, RelatedDoctorsDocument } from '~/queries/doctors.documents'
import { apiRequest } from './api.server'
import type { DoctorListParams } from './doctors.functions'

export async function fetchDoctors(params: DoctorListParams) {
  const { locale, name, specialty, organization, limit, scope } = params
  const result = await apiRequest(
    DoctorListDocument,
    { query: { name, specialty, organization, pagination: { page: 0, limit } } },
    { locale, organization: scope },
  )
  return result.doctors
}

export async function fetchDoctorBySlug(locale: Locale, slug: string) {
  const result = await apiRequest(DoctorProfileDocument, { slug }, { locale })
  return result.doctorBySlug
}

/** Related doctors shown on a profile (spec part 2 §7 getRelatedDoctors). */
export async function fetchRelatedDoctors(locale: Locale, slug: string, limit: number) {
  const result = await apiRequest(RelatedDoctorsDocument, { slug, limit }, { locale })
  return result.relatedDoctors
}
