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
  all: ['catalog'] as const,
  specialties: (locale: Locale, name?: string) =>
    queryOptions({
      queryKey: [...catalogQueries.all, 'specialties', name ?? '', locale],
      queryFn: () => listSpecialties({ data: { name } }),
    }),
  specialty: (locale: Locale, slug: string) =>
    queryOptions({ queryKey: [...catalogQueries.all, 'specialty', slug, locale], queryFn: () => getSpecialty({ data: { slug } }) }),
  organizations: (locale: Locale) =>
    queryOptions({ queryKey: [...catalogQueries.all, 'organizations', locale], queryFn: () => listOrganizations() }),
  languages: (locale: Locale) => queryOptions({ queryKey: [...catalogQueries.all, 'languages', locale], queryFn: () => listLanguages() }),
  services: (locale: Locale, type?: number) =>
    queryOptions({ queryKey: [...catalogQueries.all, 'services', type ?? 'all', locale], queryFn: () => listServices({ data: { type } }) }),
  service: (locale: Locale, slug: string) =>
    queryOptions({ queryKey: [...catalogQueries.all, 'service', slug, locale], queryFn: () => getService({ data: { slug } }) }),
  serviceDoctors: (locale: Locale, params: ServiceDoctorParams) =>
    queryOptions({
      queryKey: [...catalogQueries.all, 'serviceDoctors', params, locale],
      queryFn: () => listServiceDoctors({ data: params }),
    }),
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
        sendContactRequest({
          data: { request: { ...request, recaptchaToken: await (await import('~/lib/captcha')).requireCaptchaToken('contact_us') } },
        }),
    }),
}
