import type { Locale } from '~/i18n/locales'
import { DoctorProfileDocument, DoctorListDocument } from '~/queries/doctors.documents'
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
