import { mutationOptions, queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locales'
import type { ContactRequest } from '~/lib/contact-form'
import {
  getService,
  getSpecialty,
  listLanguages,
  listOrganizations,
  listServiceDoctors,
  listServices,
  listSpecialties,
  sendContactRequest,
  type ServiceDoctorParams,
} from '~/server/catalog.functions'

/** Query option factories for the visitor catalogue, shared by loaders and components. */
export const catalogQueries = {
  specialties: (locale: Locale, name?: string) =>
    queryOptions({
      queryKey: ['specialties', locale, name ?? ''],
      queryFn: () => listSpecialties({ data: { name } }),
    }),
  specialty: (locale: Locale, slug: string) =>
    queryOptions({ queryKey: ['specialties', 'slug', locale, slug], queryFn: () => getSpecialty({ data: { slug } }) }),
  organizations: (locale: Locale) =>
    queryOptions({ queryKey: ['organizations', locale], queryFn: () => listOrganizations() }),
  languages: (locale: Locale) => queryOptions({ queryKey: ['languages', 'codes', locale], queryFn: () => listLanguages() }),
  services: (locale: Locale, type?: number) =>
    queryOptions({ queryKey: ['services', locale, type ?? 'all'], queryFn: () => listServices({ data: { type } }) }),
  service: (locale: Locale, slug: string) =>
    queryOptions({ queryKey: ['services', 'slug', locale, slug], queryFn: () => getService({ data: { slug } }) }),
  serviceDoctors: (locale: Locale, params: ServiceDoctorParams) =>
    queryOptions({ queryKey: ['services', 'doctors', locale, params], queryFn: () => listServiceDoctors({ data: params }) }),
}

/**
 * The contact form (spec part 2 §5): the reCAPTCHA token is taken here; nothing cached changes. The
 * captcha code loads on sending: these options sit in every page's route tree.
 */
export const contactMutations = {
  send: () =>
    mutationOptions({
      mutationKey: ['contact', 'send'],
      mutationFn: async (request: Omit<ContactRequest, 'recaptchaToken'>) =>
        sendContactRequest({ data: { request: { ...request, recaptchaToken: await (await import('~/lib/captcha')).requireCaptchaToken('contact_us') } } }),
    }),
}
