import type { Locale } from '~/i18n/locales'
import type { ContactRequest } from '~/lib/contact-form'
import type { FieldError } from '~/lib/field-errors'
import {
  LanguageCodesDocument,
  OrganizationListDocument,
  SendContactRequestDocument,
  ServiceDocument,
  ServiceDoctorListDocument,
  ServiceListDocument,
  SpecialtyDocument,
  SpecialtyListDocument,
} from './catalog.documents'
import { ApiError, apiRequest, publicRead } from './api.server'
import type { ServiceDoctorParams } from './catalog.functions'

/** Services shown in menus and sliders; the spec asks for up to 500 (part 2 §7). */
const SERVICE_LIST_LIMIT = 500

const readSpecialties = publicRead(SpecialtyListDocument)
const readSpecialty = publicRead(SpecialtyDocument)
const readOrganizations = publicRead(OrganizationListDocument)
const readLanguages = publicRead(LanguageCodesDocument)
const readServices = publicRead(ServiceListDocument)
const readService = publicRead(ServiceDocument)
const readServiceDoctors = publicRead(ServiceDoctorListDocument)

export async function fetchSpecialties(locale: Locale, name?: string) {
  const result = await readSpecialties({ name, visible: true, lang: locale }, { locale })
  return result.specialties
}

export async function fetchSpecialty(locale: Locale, slug: string) {
  const result = await readSpecialty({ slug, lang: locale }, { locale })
  return result.specialtyBySlug
}

export async function fetchOrganizations(locale: Locale) {
  const result = await readOrganizations({}, { locale, organization: 'all' })
  return result.organizations
}

export async function fetchLanguages(locale: Locale) {
  return (await readLanguages({}, { locale })).languages
}

export async function fetchServices(locale: Locale, type?: number) {
  const result = await readServices({ type, lang: locale, pagination: { page: 0, limit: SERVICE_LIST_LIMIT } }, { locale })
  return result.getServices
}

export async function fetchService(locale: Locale, slug: string) {
  const result = await readService({ slug, lang: locale }, { locale })
  return result.getServiceBySlug
}

export async function fetchServiceDoctors(locale: Locale, params: ServiceDoctorParams) {
  const { slug, search, specialty, organizations, limit } = params
  const result = await readServiceDoctors(
    { query: { slug, search, specialty, organizations, lang: locale, pagination: { page: 0, limit } } },
    { locale },
  )
  return result.getServiceBySlugDoctors
}

export type ContactResult = { ok: true } | { ok: false; code: string; message: string; fieldErrors: FieldError[] }

/** Bad input comes back as field errors for the form rather than as a thrown error. */
export async function submitContactRequest(locale: Locale, request: ContactRequest): Promise<ContactResult> {
  try {
    await apiRequest(SendContactRequestDocument, { input: request }, { locale })
    return { ok: true }
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, code: error.code, message: error.message, fieldErrors: error.fieldErrors }
    throw error
  }
}
